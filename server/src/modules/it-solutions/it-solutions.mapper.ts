import type { ItSolution } from '@umka/contracts';
import type { ItSolutionRow } from './it-solutions.repo.ts';

/** Where the storage keeps the solutions' files. */
export const SOLUTION_FOLDER = 'it-solutions';

export function toItSolution(row: ItSolutionRow): ItSolution {
  return {
    id: row.id,
    lesson: { id: row.lesson_id, title: row.lesson_title, course_title: row.course_title },
    student: { id: row.student_id, first_name: row.first_name, last_name: row.last_name },
    text: row.text,
    code: row.code,
    link: row.link,
    file_name: row.file ? row.file_name : null,
    status: row.status,
    teacher_comment: row.teacher_comment,
    reviewed_at: row.reviewed_at,
    attempt: row.attempt,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The stored extension's content type; text is sent as plain text, so a browser never runs a student's page. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  zip: 'application/zip',
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  txt: 'text/plain; charset=utf-8',
};

export function contentTypeOf(storedName: string): string {
  return CONTENT_TYPES[storedName.split('.').pop() ?? ''] ?? 'application/octet-stream';
}

/** RFC 6266: a plain ASCII name for old clients and the real one, percent-encoded as RFC 5987 asks. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
