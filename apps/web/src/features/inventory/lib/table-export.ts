/**
 * issue #29 §6 "CSV and XLSX export of each table": a table as the screen shows it (its header
 * and rows of texts and numbers) saved as a CSV file (RFC 4180, UTF-8 with a byte order mark so
 * that spreadsheet programs read the accents) or as an XLSX workbook (exceljs, loaded on the first
 * export only: it must not weigh on the screen's load).
 *
 * A cell a person or a client wrote (a skill's own label, a referee's name) may start with `=`,
 * `+`, `-`, `@`, a tab or a carriage return, which a spreadsheet program would run as a formula
 * from a CSV (OWASP "CSV injection"): such a text is written after a `'`. Numbers stay numbers.
 * In the XLSX every text is a text cell, never a formula, and needs no such guard.
 */
import type { Buffer as ExcelBuffer } from 'exceljs';
import { saveBlob } from '../../../lib/download.ts';

/** One cell: a text, a number, or nothing. */
export type ExportCell = string | number | null;

/** A table to export: its name (the file's and the sheet's), its header and its rows. */
export interface ExportTable {
  name: string;
  header: readonly string[];
  rows: readonly (readonly ExportCell[])[];
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
function csvField(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV text of `table` (RFC 4180: comma-separated, CRLF line ends). */
export function tableCsv(table: ExportTable): string {
  return [table.header, ...table.rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A file name from a table's name: letters, digits and dashes (`offre-compétences-2026-11-28`). */
export function exportFileName(name: string, extension: 'csv' | 'xlsx', now = new Date()): string {
  const base = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${base || 'table'}_${now.toISOString().slice(0, 10)}.${extension}`;
}

/** Saves `table` as a CSV file. */
export function exportCsv(table: ExportTable): void {
  const blob = new Blob(['\uFEFF', tableCsv(table)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, exportFileName(table.name, 'csv'));
}

/** The bytes of `table` as an XLSX workbook of one sheet, its header in bold and frozen. */
export async function tableXlsx(table: ExportTable): Promise<ExcelBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Highlight';
  // A sheet's name: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(
    table.name
      .replace(/[:\\/?*[\]]/g, ' ')
      .slice(0, 31)
      .trim() || 'Table',
    {
      views: [{ state: 'frozen', ySplit: 1 }],
    },
  );
  sheet.addRow([...table.header]).font = { bold: true };
  for (const row of table.rows) sheet.addRow([...row]);
  table.header.forEach((title, index) => {
    const longest = Math.max(title.length, ...table.rows.map((row) => String(row[index] ?? '').length));
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(10, longest + 2));
  });
  return workbook.xlsx.writeBuffer();
}

/** Saves `table` as an XLSX workbook. */
export async function exportXlsx(table: ExportTable): Promise<void> {
  const bytes = await tableXlsx(table);
  saveBlob(
    new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    exportFileName(table.name, 'xlsx'),
  );
}
