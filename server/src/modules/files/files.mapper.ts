import type { PrivateFile } from '@umka/contracts';
import type { PrivateFileRow } from './files.repo.ts';

export function toPrivateFile(row: PrivateFileRow): PrivateFile {
  return {
    id: row.id,
    name: row.original_name,
    size: row.size,
    content_type: row.content_type,
    created_at: row.created_at,
  };
}

const NAME_MAX = 200;

/**
 * The name shown and offered on download: the last path segment the browser sent, without control
 * characters, or one made from the type. It never names a file on disk.
 */
export function displayName(sent: string | undefined, extension: string): string {
  const lastSegment = (sent ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = lastSegment.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned ? cleaned.slice(-NAME_MAX) : `file.${extension}`;
}

/** `attachment` with an ASCII fallback and the exact name in RFC 5987 form, so any browser keeps the name. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
