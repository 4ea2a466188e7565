/**
 * The tender grid (issue #29 §5): for a saved client request and a chosen set of people (at most
 * spec §9's 50), a grid of the request's requirements × the people — whether each holds each
 * requirement, for how long, when they last used it and where — as the Inventory shows it and
 * writes it to a spreadsheet. A cell is the person's evidence for the skill (`skillEvidence`,
 * issue #27 §6) with what the grid adds: held or not, and whether the years asked are met. Pure.
 */
import { z } from 'zod';
import { LOCALES, SHORT_TEXT_MAX } from './constants.ts';
import { ZUuid } from './ids.ts';
import { ZSkillEvidence, type SkillEvidence } from './match-evidence.ts';
import { ZMatchSkill, type MatchSkill } from './matching.ts';
import { ZUserIds, ZUserRef } from './user.ts';

/** Media type of the grid's spreadsheet (ECMA-376 SpreadsheetML, `.xlsx`). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `POST /api/inventory/tender-grid`: a saved request and the people to compare (1 to 50, each once). */
export const ZTenderGridRequest = z.object({
  request: ZUuid,
  people: ZUserIds.refine((ids) => new Set(ids).size === ids.length, {
    message: 'validation.duplicateIds',
  }),
});
export type TenderGridRequest = z.infer<typeof ZTenderGridRequest>;

/**
 * `POST /api/inventory/tender-grid/xlsx`: the grid as a spreadsheet. `anonymised` shows each person
 * by their trigram and redacts their names and contact details from the places (issue #8's
 * anonymised variant); `lang` is the spreadsheet's language, else the viewer's display language.
 */
export const ZTenderGridDownload = ZTenderGridRequest.extend({
  anonymised: z.boolean().default(false),
  lang: z.enum(LOCALES).optional(),
});
export type TenderGridDownload = z.infer<typeof ZTenderGridDownload>;

/**
 * `POST /api/inventory/tender-grid/zip`: the spreadsheet and, beside it, each person's skills file
 * tailored to the request (issue #27 §5, the request's skills as focus) as PDF or DOCX.
 */
export const ZTenderGridZip = ZTenderGridDownload.extend({ format: z.enum(['pdf', 'docx']).default('pdf') });
export type TenderGridZip = z.infer<typeof ZTenderGridZip>;

/** One requirement × one person: their evidence, whether they hold it and meet its years. */
export const ZTenderCell = ZSkillEvidence.extend({
  /** Listed in mission 3 or used in an experience. */
  held: z.boolean(),
  /** Held with at least the requirement's years (true when it asks none). */
  meetsYears: z.boolean(),
});
export type TenderCell = z.infer<typeof ZTenderCell>;

/** One person's row: a cell per requirement, in the request's order, and the required ones met. */
export const ZTenderRow = z.object({
  person: ZUserRef,
  cells: z.array(ZTenderCell),
  /** Required requirements held with their years. */
  requiredMet: z.number().int().min(0),
});
export type TenderRow = z.infer<typeof ZTenderRow>;

export const ZTenderGrid = z.object({
  request: z.object({ id: ZUuid, title: z.string().min(1).max(SHORT_TEXT_MAX) }),
  requirements: z.array(ZMatchSkill),
  /** Required requirements in all (the most `requiredMet` can reach). */
  required: z.number().int().min(0),
  rows: z.array(ZTenderRow),
});
export type TenderGrid = z.infer<typeof ZTenderGrid>;

/**
 * Years of use as the grid shows them: `months` / 12 to a tenth, rounded half up (6 months: 0.5,
 * 9 months: 0.8, 40 months: 3.3). Tenths are counted as `months × 5 / 6`, exact for half tenths.
 */
export function yearsOfUse(months: number): number {
  return Math.round((months * 5) / 6) / 10;
}

/** A person's evidence for a skill they neither list nor used anywhere. */
const NOT_HELD: SkillEvidence = {
  declared: false,
  places: [],
  morePlaces: 0,
  months: 0,
  lastYear: null,
  ongoing: false,
};

/**
 * The cell of `requirement` for a person whose evidence for its skill is `evidence` (undefined:
 * neither listed nor used). Held: listed, or used somewhere (months of use). Meets its years: held with at least
 * `minYears` × 12 months of use (every holder when it asks none).
 */
export function tenderCellOf(requirement: MatchSkill, evidence: SkillEvidence | undefined): TenderCell {
  const known = evidence ?? NOT_HELD;
  // A place always covers a month or more: used anywhere is months of use.
  const held = known.declared || known.months > 0;
  return {
    ...known,
    held,
    meetsYears: held && known.months >= Math.ceil((requirement.minYears ?? 0) * 12),
  };
}

/**
 * A person's row: a cell per requirement of `requirements` (in order) from their evidence by
 * skill id, and how many of the required ones they hold with their years.
 */
export function tenderRowOf(
  person: TenderRow['person'],
  requirements: readonly MatchSkill[],
  evidence: ReadonlyMap<string, SkillEvidence>,
): TenderRow {
  const pairs = requirements.map((requirement) => ({
    requirement,
    cell: tenderCellOf(requirement, evidence.get(requirement.id)),
  }));
  return {
    person,
    cells: pairs.map((pair) => pair.cell),
    requiredMet: pairs.filter((pair) => pair.requirement.required && pair.cell.meetsYears).length,
  };
}
