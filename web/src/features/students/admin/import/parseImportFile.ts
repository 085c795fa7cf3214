import { IMPORT_FIELDS, type ImportField, type ImportRow } from '@umka/contracts';
import { decodeText } from './decodeText.ts';
import { fieldOfHeader } from './importColumns.ts';

export interface ParsedImport {
  rows: ImportRow[];
  /** Header cells that name no known column: shown to the admin, their cells left out. */
  ignored: string[];
  /** Required columns the header row lacks. */
  missing: ImportField[];
}

const REQUIRED: readonly ImportField[] = ['last_name', 'first_name', 'email'];

export class ImportFileError extends Error {
  override name = 'ImportFileError';
  constructor(readonly reason: 'type' | 'empty' | 'unreadable') {
    super(reason);
  }
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A spreadsheet cell as the text a CSV would hold; a date cell as YYYY-MM-DD (the library reads them as UTC). */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  return String(value).trim();
}

/** The header row decides which column is which; rows with no cell filled are skipped. */
export function rowsFromTable(table: readonly (readonly unknown[])[]): ParsedImport {
  const [header, ...body] = table;
  if (!header) throw new ImportFileError('empty');
  const columns = header.map((cell) => fieldOfHeader(cellText(cell)));
  const ignored = header.map(cellText).filter((text, index) => text !== '' && columns[index] === null);
  const rows: ImportRow[] = [];
  for (const cells of body) {
    const texts = cells.map(cellText);
    if (texts.every((text) => text === '')) continue;
    const row = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, ''])) as ImportRow;
    columns.forEach((field, index) => {
      if (field && !row[field]) row[field] = texts[index] ?? '';
    });
    rows.push(row);
  }
  if (rows.length === 0) throw new ImportFileError('empty');
  const missing = REQUIRED.filter((field) => !columns.includes(field));
  return { rows, ignored, missing };
}

/** CSV: papaparse guesses the delimiter (`;` from Russian Excel, `,`, tab). */
export async function parseCsv(bytes: ArrayBuffer): Promise<ParsedImport> {
  const { default: Papa } = await import('papaparse');
  const text = decodeText(bytes).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  return rowsFromTable(parsed.data);
}

/** XLSX: the first sheet. */
export async function parseXlsx(bytes: ArrayBuffer): Promise<ParsedImport> {
  const { readSheet } = await import('read-excel-file/universal');
  try {
    return rowsFromTable(await readSheet(bytes));
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError('unreadable');
  }
}

export async function parseImportFile(file: File): Promise<ParsedImport> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || name.endsWith('.txt')) return parseCsv(await file.arrayBuffer());
  if (name.endsWith('.xlsx')) return parseXlsx(await file.arrayBuffer());
  throw new ImportFileError('type');
}
