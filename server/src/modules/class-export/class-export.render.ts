import type { Locale } from '@umka/contracts';
import Papa from 'papaparse';
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
