/** issue #29 §5: the tender grid's cells and rows, and its request's contract. */
import { describe, expect, it } from 'vitest';
import type { SkillEvidence } from './match-evidence.ts';
import {
  tenderCellOf,
  tenderRowOf,
  yearsOfUse,
  ZTenderGridDownload,
  ZTenderGridRequest,
  ZTenderGridZip,
} from './tender-grid.ts';

const evidence = (overrides: Partial<SkillEvidence>): SkillEvidence => ({
  declared: true,
  places: [],
  morePlaces: 0,
  months: 0,
  lastYear: null,
  ongoing: false,
  ...overrides,
});

const place = {
  corporation: 'Acme',
  personalProject: false,
  position: 'Consultant',
  startDate: '2022-01',
  endDate: null,
  projects: ['Atlas'],
  moreProjects: 0,
};

describe('tenderCellOf (issue #29 §5: held, years, last used, where)', () => {
  it('keeps the evidence and says the skill is held with the years asked', () => {
    const used = evidence({ places: [place], months: 36, lastYear: 2026, ongoing: true });
    expect(tenderCellOf({ id: 'java', required: true, minYears: 3 }, used)).toEqual({
      ...used,
      held: true,
      meetsYears: true,
    });
  });

  it('says the years are not met one month short, and met by every holder when none are asked', () => {
    const used = evidence({ places: [place], months: 35 });
    expect(tenderCellOf({ id: 'java', required: true, minYears: 3 }, used).meetsYears).toBe(false);
    expect(tenderCellOf({ id: 'java', required: true, minYears: 2.5 }, used).meetsYears).toBe(true);
    expect(tenderCellOf({ id: 'java', required: true }, evidence({})).meetsYears).toBe(true);
  });

  it('counts a skill used but not listed as held, and one neither listed nor used as not held', () => {
    expect(
      tenderCellOf({ id: 'go', required: true }, evidence({ declared: false, places: [place], months: 4 }))
        .held,
    ).toBe(true);
    expect(tenderCellOf({ id: 'go', required: true }, evidence({ declared: false, months: 4 })).held).toBe(
      true,
    );
    expect(tenderCellOf({ id: 'go', required: true }, undefined)).toEqual({
      declared: false,
      places: [],
      morePlaces: 0,
      months: 0,
      lastYear: null,
      ongoing: false,
      held: false,
      meetsYears: false,
    });
  });
});

describe('tenderRowOf (issue #29 §5)', () => {
  it('gives a cell per requirement in order and counts the required ones met', () => {
    const person = {
      id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
      firstname: 'Ada',
      lastname: 'Lovelace',
      trigram: 'ALO',
    };
    const requirements = [
      { id: 'java', required: true, minYears: 5 },
      { id: 'kubernetes', required: true },
      { id: 'docker', required: false },
      { id: 'go', required: true },
    ];
    const row = tenderRowOf(
      person,
      requirements,
      new Map([
        ['java', evidence({ months: 72 })],
        ['kubernetes', evidence({ months: 12 })],
        ['docker', evidence({ months: 30 })],
      ]),
    );
    expect(row.person).toEqual(person);
    expect(row.cells.map((cell) => [cell.held, cell.meetsYears])).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [false, false],
    ]);
    // docker is nice to have: held, but not counted among the required.
    expect(row.requiredMet).toBe(2);
    const short = tenderRowOf(person, requirements, new Map([['java', evidence({ months: 59 })]]));
    expect(short.requiredMet).toBe(0);
  });
});

describe('ZTenderGridRequest (issue #29 §5: a saved request and up to 50 people)', () => {
  const id = (index: number) => `6f1c2d3e-4a5b-4c6d-8e7f-${String(index).padStart(12, '0')}`;

  it('takes a request and 1 to 50 distinct people', () => {
    const people = Array.from({ length: 50 }, (_, index) => id(index));
    expect(ZTenderGridRequest.parse({ request: id(99), people }).people).toHaveLength(50);
  });

  it.each([
    ['no one', []],
    ['51 people', Array.from({ length: 51 }, (_, index) => id(index))],
    ['a person twice', [id(1), id(1)]],
  ])('refuses %s', (_, people) => {
    expect(ZTenderGridRequest.safeParse({ request: id(99), people }).success).toBe(false);
  });

  it('says why a person given twice is refused', () => {
    const result = ZTenderGridRequest.safeParse({ request: id(99), people: [id(1), id(1)] });
    expect(result.error?.issues[0]?.message).toBe('validation.duplicateIds');
  });
});

describe('yearsOfUse (issue #29 §5: years to a tenth)', () => {
  it('shows months as years to a tenth, halves rounded up', () => {
    expect([0, 3, 6, 9, 12, 40, 59, 60, 121].map(yearsOfUse)).toEqual([
      0, 0.3, 0.5, 0.8, 1, 3.3, 4.9, 5, 10.1,
    ]);
  });
});

describe('ZTenderGridDownload and ZTenderGridZip (issue #29 §5)', () => {
  const people = ['5b0e7a52-5f4e-4a39-9a8b-2f1d3c4e5a6b'];
  const request = '0f4b8c2e-1d3a-4e5f-8a7b-6c5d4e3f2a1b';
  it('default to named, the viewer language and PDF files', () => {
    expect(ZTenderGridZip.parse({ request, people })).toEqual({
      request,
      people,
      anonymised: false,
      format: 'pdf',
    });
    expect(ZTenderGridDownload.parse({ request, people, anonymised: true, lang: 'en' })).toEqual({
      request,
      people,
      anonymised: true,
      lang: 'en',
    });
  });
  it('refuses another language or format', () => {
    expect(ZTenderGridDownload.safeParse({ request, people, lang: 'de' }).success).toBe(false);
    expect(ZTenderGridZip.safeParse({ request, people, format: 'xlsx' }).success).toBe(false);
  });
});
