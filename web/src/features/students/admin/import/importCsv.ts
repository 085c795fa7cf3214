import { IMPORT_FIELDS, type ImportedStudent } from '@umka/contracts';

/** `;` and a BOM: Excel set to Russian or Ukrainian opens such a file in columns, with Cyrillic intact. */
async function toCsv(rows: string[][]): Promise<Blob> {
  const { default: Papa } = await import('papaparse');
  return new Blob([`\uFEFF${Papa.unparse(rows, { delimiter: ';' })}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/** The template: the header row in the admin's language and one example row. */
export function templateCsv(headers: Record<(typeof IMPORT_FIELDS)[number], string>): Promise<Blob> {
  return toCsv([
    IMPORT_FIELDS.map((field) => headers[field]),
    ['Иванова', 'Мария', 'maria.ivanova@example.com', '+7 900 123-45-67', '15.03.2016', 'Europe/Moscow', ''],
  ]);
}

/** Who signs in with what: the students whose passwords the server made up, for the teacher to hand out. */
export function credentialsCsv(
  headers: { name: string; email: string; password: string },
  students: readonly ImportedStudent[],
): Promise<Blob> {
  return toCsv([
    [headers.name, headers.email, headers.password],
    ...students
      .filter((student) => student.password !== null)
      .map((student) => [`${student.last_name} ${student.first_name}`, student.email, student.password ?? '']),
  ]);
}

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // The browser has taken the file by the next task; the address would otherwise live as long as the page.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
