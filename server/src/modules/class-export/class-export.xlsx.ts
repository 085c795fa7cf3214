import type { Locale } from '@umka/contracts';
import writeXlsxFile, { type Cell, type Sheet } from 'write-excel-file/node';
import type { ExportCell, ExportTable } from './class-export.tables.ts';

/** How a spreadsheet in each locale writes a day. */
const DATE_FORMAT: Record<Locale, string> = {
  'ru-RU': 'dd.mm.yyyy',
  'en-US': 'mm/dd/yyyy',
  'uk-UA': 'dd.mm.yyyy',
};

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
