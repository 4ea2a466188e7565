/**
 * issue #29 §5: the tender grid's workbook stays a valid XLSX whatever the people typed — control
 * characters and unpaired surrogates, which XML cannot hold, are dropped; a text starting with `=`
 * is written as text, never as a formula.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { tenderCellOf } from '@highlight/domain/tender-grid';
import { renderTenderGridXlsx } from './tender-grid-xlsx.ts';

const place = {
  corporation: 'Banque\u0007 Alpha\uD800',
  personalProject: false,
  position: '=HYPERLINK("http://example.test")',
  startDate: '2020-01',
  endDate: '2023-06',
  projects: ['Projet\u0000 A', 'Projet B', 'Projet C'],
  moreProjects: 2,
};

describe('renderTenderGridXlsx (issue #29 §5)', () => {
  it('writes what people typed as plain text, without the characters XML cannot hold', async () => {
    const cell = tenderCellOf(
      { id: 'java', required: true, minYears: 2 },
      { declared: true, places: [place], morePlaces: 1, months: 42, lastYear: 2023, ongoing: false },
    );
    const bytes = await renderTenderGridXlsx({
      kind: 'tender-grid',
      locale: 'en',
      generatedAt: '2026-11-28T10:00:00.000Z',
      title: 'Core\u0001 banking',
      required: 1,
      requirements: [{ label: 'Java', required: true, minYears: 2 }],
      people: [{ name: 'DUPONT Jean (JDU)', cells: [cell], requiredMet: 1 }],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Grid')!.getCell(1, 1).value).toBe('Tender grid – Core banking');
    expect(workbook.getWorksheet('Grid')!.getCell(6, 4).value).toBe(3.5);
    const where = workbook.getWorksheet('Details')!.getCell(2, 9);
    expect(where.value).toBe(
      'Banque Alpha – =HYPERLINK("http://example.test") (2020 – 2023: Projet A, Projet B, Projet C and 2 more projects)\nand 1 more experience',
    );
    expect(where.formula).toBeUndefined();
    expect(workbook.getWorksheet('Details')!.getCell(2, 8).value).toBe(2023);
  });
});
