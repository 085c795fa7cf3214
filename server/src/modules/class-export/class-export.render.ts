import type { Locale } from '@umka/contracts';
import Papa from 'papaparse';
import writeXlsxFile, { type Cell, type Sheet } from 'write-excel-file/node';
import type { ExportCell, ExportTable } from './class-export.tables.ts';

/**
 * Excel reads a CSV with the list separator and the decimal mark of the computer's regional settings, with no way for
 * the file to say otherwise that survives its UTF-8 check (a `sep=` line makes it drop the byte order mark and show
 * Cyrillic as mojibake). Russian and Ukrainian settings use `;` and a decimal comma, English ones `,` and a point: the
 * teacher's locale is the best guess of the computer they open it on.
 */
const CSV_STYLE: Record<Locale, { delimiter: string; decimal: string }> = {
  'ru-RU': { delimiter: ';', decimal: ',' },
  'en-US': { delimiter: ',', decimal: '.' },
  'uk-UA': { delimiter: ';', decimal: ',' },
};

/** How a spreadsheet in each locale writes a day. */
const DATE_FORMAT: Record<Locale, string> = {
  'ru-RU': 'dd.mm.yyyy',
  'en-US': 'mm/dd/yyyy',
  'uk-UA': 'dd.mm.yyyy',
};

function csvValue(cell: ExportCell, decimal: string): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell).replace('.', decimal);
  if (typeof cell === 'object') return cell.day;
  return cell;
}

/**
 * One table as CSV: UTF-8 with a byte order mark (what makes Excel read it as UTF-8), CRLF lines, and papaparse's
 * `escapeFormulae`, which prefixes a `'` to any text starting with = + - @ (or a tab or CR), so a topic or a name never
 * runs as a formula when the file is opened.
 */
export function toCsv(table: ExportTable, locale: Locale): string {
  const style = CSV_STYLE[locale];
  const text = Papa.unparse(
    { fields: [...table.header], data: table.rows.map((row) => row.map((cell) => csvValue(cell, style.decimal))) },
    { delimiter: style.delimiter, newline: '\r\n', escapeFormulae: true },
  );
  return `\uFEFF${text}`;
}

/** Text goes in as a string cell, which a spreadsheet never evaluates: a value starting with `=` stays text. */
function xlsxCell(cell: ExportCell, locale: Locale): Cell {
  if (cell === null) return null;
  if (typeof cell === 'number') return { value: cell, type: Number };
  if (typeof cell === 'string') return { value: cell, type: String };
  return { value: new Date(`${cell.day}T00:00:00Z`), type: Date, format: DATE_FORMAT[locale] };
}

const WIDTH_MIN = 8;
const WIDTH_MAX = 50;

/** Each column as wide as its longest text (a day counts as ten characters), within bounds. */
function columnWidths(table: ExportTable): { width: number }[] {
  return table.header.map((title, index) => {
    const longest = table.rows.reduce((widest, row) => {
      const cell = row[index];
      const length = cell === null || cell === undefined ? 0 : typeof cell === 'object' ? 10 : String(cell).length;
      return Math.max(widest, length);
    }, title.length);
    return { width: Math.min(WIDTH_MAX, Math.max(WIDTH_MIN, longest + 2)) };
  });
}

/** Every table as a sheet of one workbook, its header bold and kept in view while scrolling. */
export async function toXlsx(tables: readonly ExportTable[], locale: Locale): Promise<Buffer> {
  const sheets: Sheet<Buffer>[] = tables.map((table) => ({
    sheet: table.title,
    data: [
      table.header.map((title): Cell => ({ value: title, type: String, fontWeight: 'bold' })),
      ...table.rows.map((row) => row.map((cell) => xlsxCell(cell, locale))),
    ],
    columns: columnWidths(table),
    stickyRowsCount: 1,
  }));
  return writeXlsxFile(sheets).toBuffer();
}
