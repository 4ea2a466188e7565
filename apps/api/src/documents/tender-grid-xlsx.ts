/**
 * The tender grid as a spreadsheet (issue #29 §5), written by `exceljs` in a document worker
 * (./worker.ts): never on the event loop. Two sheets, in the task's language:
 * - **Grid**: one row per requirement (label, priority, years asked) and one column per person, the
 *   cell holding the years of use to a tenth (`yearsOfUse`), "listed" for a skill listed in
 *   mission 3 without an experience that uses it, empty when not held; green when the years asked
 *   are met, amber when held with fewer; a last row with the required requirements each person
 *   meets. The colours repeat what the details say in words (Yes/No), so nothing rests on colour.
 * - **Details**: one row per person × requirement, filterable: held, years, years asked met, last
 *   used (a year, or "ongoing") and where (the places of `skillEvidence`).
 * What the people typed is written as text cells, never as formulas, with the characters XML
 * cannot hold removed (an XLSX with one is refused by Excel).
 */
import ExcelJS from 'exceljs';
import { translate, translateCount } from '@highlight/domain/i18n';
import type { Locale } from '@highlight/domain/constants';
import type { EvidencePlace } from '@highlight/domain/match-evidence';
import { yearsOfUse, type TenderCell } from '@highlight/domain/tender-grid';
import type { TenderGridTask } from './render-task.ts';

/** Fills: met (green) and held with fewer years (amber), Excel's own "good" and "neutral" styles. */
const MET = { fill: 'FFC6EFCE', font: 'FF006100' };
const SHORT = { fill: 'FFFFEB9C', font: 'FF9C5700' };
/** Rows above the grid's header: title, date, legend, a blank line. */
const HEADER_ROW = 5;

/**
 * Characters an XLSX cell must not hold: control characters but tab and line breaks (XML 1.0 has
 * no place for most of them), unpaired surrogates (with the `u` flag a paired one is one code
 * point and does not match) and the non-characters U+FFFE and U+FFFF.
 */
const NOT_XML = /(?![\t\n\r])\p{Cc}|[\uD800-\uDFFF\uFFFE\uFFFF]/gu;
const xmlSafe = (text: string) => text.replace(NOT_XML, '');

/**
 * One place as the details write it, in `locale`: `Firm – position (2019 – 2023: Project A,
 * Project B and 1 more project)`; a personal project without a firm says so.
 */
function placeText(place: EvidencePlace, locale: Locale): string {
  const words = (key: string, values?: Record<string, string | number>) => translate(locale, key, values);
  const firm =
    place.personalProject && place.corporation.trim() === ''
      ? words('pdf.experience.personalProject')
      : place.corporation;
  const first = place.startDate.slice(0, 4);
  const last = place.endDate?.slice(0, 4);
  const years =
    last === undefined
      ? words('pdf.focus.since', { first })
      : first === last
        ? first
        : words('pdf.focus.years', { first, last });
  const more =
    place.moreProjects > 0
      ? ` ${translateCount(locale, 'pdf.tenderGrid.moreProjects', place.moreProjects)}`
      : '';
  const position = place.position.trim() === '' ? '' : ` – ${place.position}`;
  const when =
    place.projects.length > 0
      ? words('pdf.tenderGrid.yearsAndProjects', { years, projects: `${place.projects.join(', ')}${more}` })
      : years;
  return `${firm}${position} (${when})`;
}

/** Where a skill was used, in `locale`: every place answered and how many more, one a line. */
function whereText(cell: TenderCell, locale: Locale): string {
  return [
    ...cell.places.map((place) => placeText(place, locale)),
    ...(cell.morePlaces > 0 ? [translateCount(locale, 'pdf.tenderGrid.morePlaces', cell.morePlaces)] : []),
  ].join('\n');
}

/**
 * Writes the grid of `task` as an XLSX workbook. Returns its bytes. Throws only on a library
 * failure (the pool reports it as a 500).
 */
export async function renderTenderGridXlsx(task: TenderGridTask): Promise<Uint8Array> {
  const words = (key: string, values: Record<string, string | number> = {}) =>
    translate(task.locale, key, values);
  const generatedAt = new Date(task.generatedAt);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Highlight';
  workbook.created = generatedAt;
  workbook.modified = generatedAt;
  workbook.title = xmlSafe(words('pdf.tenderGrid.title', { title: task.title }));

  const fixed = 3; // requirement, priority, years asked
  const grid = workbook.addWorksheet(words('pdf.tenderGrid.sheetGrid'), {
    views: [{ state: 'frozen', xSplit: 1, ySplit: HEADER_ROW }],
  });
  grid.getCell(1, 1).value = xmlSafe(words('pdf.tenderGrid.title', { title: task.title }));
  grid.getCell(1, 1).font = { bold: true, size: 14 };
  grid.getCell(2, 1).value = words('pdf.footer.generatedOn', {
    date: new Intl.DateTimeFormat(task.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(generatedAt),
  });
  grid.getCell(3, 1).value = words('pdf.tenderGrid.legend');
  grid.getCell(3, 1).alignment = { wrapText: false };

  const header = grid.getRow(HEADER_ROW);
  header.values = [
    words('pdf.tenderGrid.requirement'),
    words('pdf.tenderGrid.priority'),
    words('pdf.tenderGrid.yearsAsked'),
    ...task.people.map((person) => xmlSafe(person.name)),
  ];
  header.font = { bold: true };
  header.alignment = { vertical: 'top', wrapText: true };

  task.requirements.forEach((requirement, index) => {
    const row = grid.getRow(HEADER_ROW + 1 + index);
    row.getCell(1).value = xmlSafe(requirement.label);
    row.getCell(2).value = words(
      requirement.required ? 'pdf.tenderGrid.required' : 'pdf.tenderGrid.niceToHave',
    );
    row.getCell(3).value = requirement.minYears;
    task.people.forEach((person, column) => {
      const cell = person.cells[index];
      const target = row.getCell(fixed + 1 + column);
      if (!cell?.held) return;
      if (cell.months > 0) {
        target.value = yearsOfUse(cell.months);
        target.numFmt = '0.0';
      } else {
        target.value = words('pdf.tenderGrid.listed');
      }
      const style = cell.meetsYears ? MET : SHORT;
      target.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: style.fill } };
      target.font = { color: { argb: style.font } };
      target.alignment = { horizontal: 'center' };
    });
  });
  const total = grid.getRow(HEADER_ROW + 1 + task.requirements.length);
  total.getCell(1).value = words('pdf.tenderGrid.requiredMet');
  total.getCell(3).value = task.required;
  task.people.forEach((person, column) => {
    total.getCell(fixed + 1 + column).value = `${person.requiredMet} / ${task.required}`;
  });
  total.font = { bold: true };
  grid.getColumn(1).width = 32;
  grid.getColumn(2).width = 14;
  grid.getColumn(3).width = 12;
  for (let column = 0; column < task.people.length; column++) grid.getColumn(fixed + 1 + column).width = 16;

  const details = workbook.addWorksheet(words('pdf.tenderGrid.sheetDetails'), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  const titles = [
    'person',
    'requirement',
    'priority',
    'yearsAsked',
    'held',
    'yearsOfUse',
    'meetsYears',
    'lastUsed',
    'where',
  ].map((key) => words(`pdf.tenderGrid.${key}`));
  details.addRow(titles).font = { bold: true };
  const yes = words('pdf.tenderGrid.yes');
  const no = words('pdf.tenderGrid.no');
  for (const person of task.people) {
    task.requirements.forEach((requirement, index) => {
      const cell = person.cells[index];
      if (!cell) return;
      const row = details.addRow([
        xmlSafe(person.name),
        xmlSafe(requirement.label),
        words(requirement.required ? 'pdf.tenderGrid.required' : 'pdf.tenderGrid.niceToHave'),
        requirement.minYears,
        cell.held ? yes : no,
        cell.months > 0 ? yearsOfUse(cell.months) : null,
        cell.meetsYears ? yes : no,
        cell.ongoing ? words('pdf.tenderGrid.ongoing') : cell.lastYear,
        xmlSafe(whereText(cell, task.locale)),
      ]);
      row.getCell(6).numFmt = '0.0';
    });
  }
  details.getColumn(9).alignment = { wrapText: true, vertical: 'top' };
  details.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: titles.length } };
  [28, 32, 14, 12, 10, 12, 12, 12, 80].forEach(
    (width, index) => (details.getColumn(index + 1).width = width),
  );

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
