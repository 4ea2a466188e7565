/**
 * issue #29 §5 "Tender grid": for a saved request and up to 50 people, `POST
 * /api/inventory/tender-grid` answers the requirements × people (held, years, last used, where);
 * `…/xlsx` writes it as a workbook, read back here with exceljs in French and in English, named and
 * anonymised; `…/zip` puts the workbook and each person's file tailored to the request in one ZIP.
 * People hold skills through their files; the request is saved through the API.
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenderGrid } from '@highlight/domain/tender-grid';
import { rowsOf } from '../../db/client.ts';
import { fileUsing, monthsAgo } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { zipEntries } from '../../../test/zip.ts';

let t: TestApp;
let hr: Record<string, string>;
let hrId: string;
let request: string;
const people: Record<'senior' | 'junior' | 'none', { id: string; lastname: string; trigram: string }> =
  {} as never;

/**
 * A file using `skills` (catalogue ids of the `devops` domain) at `corporation` for `months` months,
 * this one included (an experience counts its first and its current month).
 */
function fileOf(skills: readonly string[], months: number, corporation: string) {
  const file = fileUsing(
    { id: 'devops', custom: false },
    skills.map((id) => ({ id, custom: false })),
    { startDate: monthsAgo(months - 1), endDate: null },
  );
  return { ...file, experiences: file.experiences.map((experience) => ({ ...experience, corporation })) };
}

async function post(url: string, payload: unknown, headers = hr) {
  return t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
}

/** The cells of a worksheet's row as plain values (1-based columns; empty cells null). */
function rowValues(sheet: ExcelJS.Worksheet, row: number): unknown[] {
  const values = sheet.getRow(row).values as unknown[];
  return Array.from({ length: Math.max(0, values.length - 1) }, (_, index) => values[index + 1] ?? null);
}

async function workbookOf(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

/** Every text and number a workbook holds, for what it must never show. */
function everything(workbook: ExcelJS.Workbook): string {
  const texts: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => texts.push(cell.text))));
  return texts.join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.createStaff('human_ressources', 'fr');
  hr = staff.headers;
  hrId = staff.user.id;
  const saved = await post('/api/client-requests', {
    title: 'Plateforme cloud',
    text: 'Kubernetes 3 ans, Terraform apprécié',
    skills: [
      { id: 'kubernetes', required: true, minYears: 3 },
      { id: 'terraform', required: false },
      { id: 'ansible', required: true },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(201);
  request = saved.json<{ id: string }>().id;
  const make = async (key: keyof typeof people, skills: string[], months: number, corporation: string) => {
    const { user } = await t.createCollaboratorWithFile(
      { lastname: `Quartermaine${key}`, firstname: 'Zoéline', status: 'active' },
      fileOf(skills, months, corporation),
    );
    people[key] = { id: user.id, lastname: user.lastname, trigram: user.trigram };
  };
  await make('senior', ['kubernetes', 'terraform', 'ansible'], 48, 'Banque Alpha');
  // The junior's firm holds their name: an anonymised grid must not show it.
  await make('junior', ['kubernetes'], 12, 'QuartermaineJunior Conseil');
  await make('none', ['docker'], 24, 'Gamma');
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/inventory/tender-grid (issue #29 §5)', () => {
  it("answers each requirement × person from the person's file, in the orders given", async () => {
    const response = await post('/api/inventory/tender-grid', {
      request,
      people: [people.junior.id, people.senior.id, people.none.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const grid = response.json<TenderGrid>();
    expect(grid.request).toEqual({ id: request, title: 'Plateforme cloud' });
    expect(grid.requirements.map((requirement) => requirement.id)).toEqual([
      'kubernetes',
      'terraform',
      'ansible',
    ]);
    expect(grid.required).toBe(2);
    expect(grid.rows.map((row) => row.person.id)).toEqual([
      people.junior.id,
      people.senior.id,
      people.none.id,
    ]);

    const [junior, senior, none] = grid.rows;
    // The senior: 48 months of everything at Banque Alpha, ongoing; both required ones met.
    expect(senior!.cells.map((cell) => [cell.held, cell.months, cell.meetsYears, cell.ongoing])).toEqual([
      [true, 48, true, true],
      [true, 48, true, true],
      [true, 48, true, true],
    ]);
    expect(senior!.cells[0]!.places[0]).toMatchObject({ corporation: 'Banque Alpha', endDate: null });
    expect(senior!.cells[0]!.lastYear).toBe(new Date().getUTCFullYear());
    expect(senior!.requiredMet).toBe(2);
    // The junior holds Kubernetes for 12 months: held, short of the 3 years asked.
    expect(junior!.cells.map((cell) => [cell.held, cell.months, cell.meetsYears])).toEqual([
      [true, 12, false],
      [false, 0, false],
      [false, 0, false],
    ]);
    expect(junior!.requiredMet).toBe(0);
    expect(none!.cells.every((cell) => !cell.held && cell.places.length === 0)).toBe(true);
  });

  it('refuses an unknown request, people who are not live users, more than 50 and duplicates', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const noRequest = await post('/api/inventory/tender-grid', {
      request: unknown,
      people: [people.senior.id],
    });
    expect(noRequest.statusCode).toBe(404);

    const ghost = await post('/api/inventory/tender-grid', { request, people: [people.senior.id, unknown] });
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json<{ code: string; message: string }>()).toMatchObject({ code: 'UNKNOWN_USERS' });
    expect(ghost.body).toContain(unknown);

    const deleted = await t.createUser({ roles: ['employee'], deletedAt: new Date() });
    const gone = await post('/api/inventory/tender-grid', { request, people: [deleted.id] });
    expect(gone.statusCode).toBe(404);

    const many = Array.from(
      { length: 51 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    const tooMany = await post('/api/inventory/tender-grid', { request, people: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('50');

    const twice = await post('/api/inventory/tender-grid', {
      request,
      people: [people.senior.id, people.senior.id],
    });
    expect(twice.statusCode).toBe(400);
  });

  it('answers a deleted request as unknown', async () => {
    const saved = await post('/api/client-requests', { title: 'Éphémère', skills: [{ id: 'java' }] });
    const id = saved.json<{ id: string }>().id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/client-requests/${id}`, headers: hr })).statusCode,
    ).toBe(204);
    expect(
      (await post('/api/inventory/tender-grid', { request: id, people: [people.senior.id] })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/inventory/tender-grid/xlsx (issue #29 §5)', () => {
  it('writes the grid in French: years per requirement, colours, the required met, and the details', async () => {
    const response = await post('/api/inventory/tender-grid/xlsx', {
      request,
      people: [people.senior.id, people.junior.id, people.none.id],
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(/grille-appel-d-offres_\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Grille', 'Détail']);

    const grid = workbook.getWorksheet('Grille')!;
    expect(grid.getCell(1, 1).value).toBe('Grille de réponse – Plateforme cloud');
    const header = rowValues(grid, 5);
    expect(header.slice(0, 3)).toEqual(['Exigence', 'Priorité', 'Années demandées']);
    expect(header[3]).toBe(`QUARTERMAINESENIOR Zoéline (${people.senior.trigram})`);
    expect(rowValues(grid, 6)).toEqual(['Kubernetes', 'Obligatoire', 3, 4, 1]);
    expect(rowValues(grid, 7)).toEqual(['Terraform', 'Souhaitée', null, 4]);
    expect(rowValues(grid, 8)).toEqual(['Ansible', 'Obligatoire', null, 4]);
    expect(rowValues(grid, 9)).toEqual([
      'Exigences obligatoires couvertes',
      null,
      2,
      '2 / 2',
      '0 / 2',
      '0 / 2',
    ]);
    // Green where the years asked are met, amber where held with fewer, nothing where not held.
    const fill = (row: number, column: number) =>
      (grid.getCell(row, column).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb ?? null;
    expect([fill(6, 4), fill(6, 5), fill(6, 6)]).toEqual(['FFC6EFCE', 'FFFFEB9C', null]);

    const details = workbook.getWorksheet('Détail')!;
    expect(rowValues(details, 1)).toEqual([
      'Personne',
      'Exigence',
      'Priorité',
      'Années demandées',
      'Détenue',
      'Années d’usage',
      'Années demandées atteintes',
      'Dernier usage',
      'Où',
    ]);
    expect(details.rowCount).toBe(1 + 3 * 3);
    const senior = rowValues(details, 2);
    expect(senior.slice(1, 8)).toEqual(['Kubernetes', 'Obligatoire', 3, 'Oui', 4, 'Oui', 'en cours']);
    expect(senior[8]).toMatch(/^Banque Alpha – Consultant \(depuis \d{4}\u202f: Projet\)$/u);
    const junior = rowValues(details, 5);
    expect(junior.slice(1, 8)).toEqual(['Kubernetes', 'Obligatoire', 3, 'Oui', 1, 'Non', 'en cours']);
    expect(junior[8]).toMatch(/^QuartermaineJunior Conseil – Consultant/u);
    expect(rowValues(details, 6).slice(4, 9)).toEqual(['Non', null, 'Non', null, '']);
  });

  it('writes it in English, anonymised: trigrams instead of names, nowhere a name; audited per person', async () => {
    const response = await post('/api/inventory/tender-grid/xlsx', {
      request,
      people: [people.senior.id, people.junior.id],
      anonymised: true,
      lang: 'en',
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/tender-grid_\d{4}-\d{2}-\d{2}\.xlsx/);
    const workbook = await workbookOf(response.rawPayload);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Grid', 'Details']);
    const grid = workbook.getWorksheet('Grid')!;
    expect(grid.getCell(1, 1).value).toBe('Tender grid – Plateforme cloud');
    expect(rowValues(grid, 5)).toEqual([
      'Requirement',
      'Priority',
      'Years asked',
      people.senior.trigram,
      people.junior.trigram,
    ]);
    expect(rowValues(grid, 6).slice(0, 2)).toEqual(['Kubernetes', 'Required']);
    expect(rowValues(workbook.getWorksheet('Details')!, 2).slice(4, 8)).toEqual(['Yes', 4, 'Yes', 'ongoing']);
    const text = everything(workbook);
    expect(text).not.toMatch(/quartermaine|zo[ée]line/i);
    expect(text).toContain('Banque Alpha');
    expect(text).toContain(`${people.junior.trigram} Conseil`);

    const rows = await rowsOf<{ target_id: string; detail: { format: string; tenderGrid: string } }>(
      t.db,
      sql`select target_id, detail from audit_log where actor_id = ${hrId} and action = 'documents.download'
          and detail->>'tenderGrid' = ${request} and (detail->>'anonymised')::boolean`,
    );
    expect(rows.map((row) => row.target_id).sort()).toEqual([people.senior.id, people.junior.id].sort());
    expect(rows.every((row) => row.detail.format === 'xlsx')).toBe(true);
  });
});

describe('POST /api/inventory/tender-grid/zip (issue #29 §5)', () => {
  it('holds the workbook first, then each file tailored to the request', async () => {
    const response = await post('/api/inventory/tender-grid/zip', {
      request,
      people: [people.senior.id, people.junior.id],
      format: 'docx',
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('application/zip');
    expect(response.headers['content-disposition']).toMatch(/grille-appel-d-offres_\d{4}-\d{2}-\d{2}\.zip/);
    const entries = await zipEntries(response.rawPayload);
    expect(entries.map((entry) => entry.name)).toEqual([
      expect.stringMatching(/^grille-appel-d-offres_\d{4}-\d{2}-\d{2}\.xlsx$/),
      expect.stringMatching(/^QUARTERMAINESENIOR_Zo[ée]line_\d{4}-\d{2}-\d{2}\.docx$/u),
      expect.stringMatching(/^QUARTERMAINEJUNIOR_Zo[ée]line_\d{4}-\d{2}-\d{2}\.docx$/u),
    ]);
    const workbook = await workbookOf(entries[0]!.bytes);
    expect(rowValues(workbook.getWorksheet('Grille')!, 6)).toEqual(['Kubernetes', 'Obligatoire', 3, 4, 1]);
    // Tailored: the DOCX opens with the request's key skills (issue #27 §5).
    const docx = await zipEntries(entries[1]!.bytes);
    const body = docx.find((entry) => entry.name === 'word/document.xml')!.bytes.toString('utf8');
    expect(body).toContain('Compétences clés pour cette demande');
  });

  it('refuses a collaborator, and an unknown format before any byte', async () => {
    const { headers } = await t.createCollaboratorWithFile({ status: 'active' });
    expect(
      (await post('/api/inventory/tender-grid/zip', { request, people: [people.senior.id] }, headers))
        .statusCode,
    ).toBe(403);
    const wrong = await post('/api/inventory/tender-grid/zip', {
      request,
      people: [people.senior.id],
      format: 'xlsx',
    });
    expect(wrong.statusCode).toBe(400);
  });
});
