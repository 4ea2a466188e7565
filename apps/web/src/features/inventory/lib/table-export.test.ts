/**
 * issue #29 §6 "CSV and XLSX export of each table": the CSV quotes what must be quoted, keeps
 * numbers as numbers and defuses what a spreadsheet would run as a formula; the XLSX opens with the
 * same header and rows; file names are readable.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName, tableCsv, tableXlsx } from './table-export.ts';

const table = {
  name: 'Personnes par compétence',
  header: ['Compétence', 'Personnes', 'Note'],
  rows: [
    ['Java', 12, 'ok'],
    ['C, C++', 3, 'dit "expert"'],
    ['=HYPERLINK("http://x")', 1, '+33 6'],
    ['-rm', 0, null],
    ['@SUM(A1)', 2, 'ligne\nsuivante'],
  ],
} as const;

describe('tableCsv (issue #29 §6)', () => {
  it('writes RFC 4180 CSV: quoted fields with separators, doubled quotes, CRLF lines', () => {
    const lines = tableCsv(table).split('\r\n');
    expect(lines[0]).toBe('Compétence,Personnes,Note');
    expect(lines[1]).toBe('Java,12,ok');
    expect(lines[2]).toBe('"C, C++",3,"dit ""expert"""');
    expect(lines.at(-1)).toBe('');
  });

  it('writes a text a spreadsheet would run as a formula after a quote mark; numbers stay numbers', () => {
    const csv = tableCsv(table);
    expect(csv).toContain(`'=HYPERLINK(""http://x"")`);
    expect(csv).toContain(`,'+33 6`);
    expect(csv).toContain(`'-rm,0,\r\n`);
    expect(csv).toContain(`'@SUM(A1),2,"ligne\nsuivante"`);
    expect(tableCsv({ name: 'n', header: ['a'], rows: [[-3]] })).toBe('a\r\n-3\r\n');
  });
});

describe('exportFileName (issue #29 §6)', () => {
  it('makes a readable name of letters, digits and dashes, dated', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(exportFileName('Personnes par compétence', 'csv', now)).toBe(
      'personnes-par-compétence_2026-11-28.csv',
    );
    expect(exportFileName(' «Kubernetes» mois/mois ', 'xlsx', now)).toBe(
      'kubernetes-mois-mois_2026-11-28.xlsx',
    );
    expect(exportFileName('***', 'csv', now)).toBe('table_2026-11-28.csv');
  });
});

describe('tableXlsx (issue #29 §6)', () => {
  it('writes one sheet named after the table, its header in bold, texts as texts and numbers as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await tableXlsx(table));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Personnes par compétence');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Compétence', 'Personnes', 'Note']);
    expect(sheet.getCell(1, 1).font.bold).toBe(true);
    expect(sheet.getCell(2, 2).value).toBe(12);
    expect(sheet.getCell(4, 1).value).toBe('=HYPERLINK("http://x")');
    expect(sheet.getCell(4, 1).formula).toBeUndefined();
    expect(sheet.rowCount).toBe(6);
  });

  it('names a sheet within Excel’s rules: 31 characters at most, none of : \\ / ? * [ ]', async () => {
    const workbook = new ExcelJS.Workbook();
    const long = { ...table, name: 'Skills asked: [most] / least? * a very long title' };
    await workbook.xlsx.load(await tableXlsx(long));
    expect(workbook.worksheets[0]!.name).toBe('Skills asked   most    least');
  });
});
