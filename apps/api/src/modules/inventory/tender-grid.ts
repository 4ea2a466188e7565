/**
 * The tender grid (issue #29 §5): a saved client request's requirements × a chosen set of people
 * (at most spec §9's 50), on screen (`tenderGrid`), as XLSX (`tenderGridXlsx`, written in the
 * document pool) and as a ZIP of the XLSX with each person's file tailored to the request
 * (`tenderGridZip`, issue #27 §5). Back office only (`assertCanReadInventory`). A person's evidence
 * is read from their file as the matching panel reads it (`skillsBrought`, `skillEvidence`,
 * issue #27 §6), under the grid's rules (`@highlight/domain/tender-grid`).
 */
import type { Readable } from 'node:stream';
import { anonymise } from '@highlight/domain/anonymisation';
import type { Locale } from '@highlight/domain/constants';
import { pickLocale, translate } from '@highlight/domain/i18n';
import { skillEvidence, type SkillEvidence } from '@highlight/domain/match-evidence';
import { ZMatchSkill } from '@highlight/domain/matching';
import { emptyResume } from '@highlight/domain/resume';
import { skillsBrought } from '@highlight/domain/tailoring';
import {
  tenderRowOf,
  type TenderCell,
  type TenderGrid,
  type TenderGridDownload,
  type TenderGridRequest,
  type TenderGridZip,
} from '@highlight/domain/tender-grid';
import { recordAudit } from '../../audit/index.ts';
import type { AppContext } from '../../context.ts';
import { loadVocabulary } from '../../db/seed/reference/catalogue.ts';
import { calendarDate } from '../../documents/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { findClientRequest } from '../client-requests/repository.ts';
import { zipDocuments } from '../resumes/service.ts';
import { usersWithResumes } from '../search/repository.ts';
import type { UserRow } from '../users/repository.ts';
import { assertCanReadInventory } from './policy.ts';

/** The grid with the people's rows as read (their user row kept for names and documents). */
interface ReadGrid {
  grid: TenderGrid;
  owners: UserRow[];
}

/**
 * Reads the grid of `body`: the saved request (404 when unknown or deleted), every person a live
 * user (else 404 `UNKNOWN_USERS` naming the others), each one's evidence from their file at `now`.
 */
async function readGrid(ctx: AppContext, body: TenderGridRequest, now: Date): Promise<ReadGrid> {
  const found = await findClientRequest(ctx.reader(), body.request);
  if (!found) throw notFound();
  const requirements = ZMatchSkill.array().parse(found.row.skills);
  const rows = new Map((await usersWithResumes(ctx.reader(), body.people)).map((row) => [row.user.id, row]));
  const missing = body.people.filter((id) => !rows.has(id));
  if (missing.length > 0) {
    throw new AppError('UNKNOWN_USERS', 'unknown users', [], { ids: missing.join(', ') });
  }
  const requested = requirements.map((requirement) => requirement.id);
  const vocabulary = loadVocabulary();
  const owners = body.people.map((id) => rows.get(id)!.user);
  return {
    owners,
    grid: {
      request: { id: found.row.id, title: found.row.title },
      requirements,
      required: requirements.filter((requirement) => requirement.required).length,
      rows: body.people.map((id) => {
        const { user, resume } = rows.get(id)!;
        const evidence = new Map<string, SkillEvidence>(
          skillsBrought(resume ?? emptyResume(), requested, { vocabulary, now }).map((skill) => [
            skill.id,
            skillEvidence(skill),
          ]),
        );
        return tenderRowOf(
          { id: user.id, firstname: user.firstname, lastname: user.lastname, trigram: user.trigram },
          requirements,
          evidence,
        );
      }),
    },
  };
}

/**
 * `POST /api/inventory/tender-grid` (issue #29 §5): the grid on screen, requirements in the
 * request's order and people in the order given. Errors: 403 for collaborators, 404 for an unknown
 * request, `UNKNOWN_USERS` for people who are not live users.
 */
export async function tenderGrid(
  ctx: AppContext,
  actor: UserRow,
  body: TenderGridRequest,
  now: Date = new Date(),
): Promise<TenderGrid> {
  assertCanReadInventory(actor);
  return (await readGrid(ctx, body, now)).grid;
}

/** The spreadsheet's language: the one asked, else the viewer's display language. */
const localeOf = (actor: UserRow, lang: Locale | undefined) =>
  lang ?? pickLocale(actor.userSettings.displayLanguage);

/** `<name>_<date>.<extension>` in `locale` (`grille-appel-d-offres_2026-11-28.xlsx`). */
const fileName = (locale: Locale, now: Date, extension: 'xlsx' | 'zip') =>
  `${translate(locale, 'pdf.tenderGrid.fileName')}_${calendarDate(now)}.${extension}`;

/**
 * The XLSX of a read grid in `locale` (the worker pool's `renderTenderGrid`): people named
 * `Lastname Firstname (TRI)`, or by their trigram and with their names and contact details
 * redacted from the places when `anonymised` (the one redactor of anonymised files).
 */
async function renderXlsx(
  ctx: AppContext,
  { grid, owners }: ReadGrid,
  options: { locale: Locale; anonymised: boolean },
  now: Date,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const { labelOf } = await ctx.reference();
  return ctx.documents.renderTenderGrid(
    {
      locale: options.locale,
      generatedAt: now.toISOString(),
      title: grid.request.title,
      required: grid.required,
      requirements: grid.requirements.map((requirement) => ({
        label: labelOf('skill', requirement.id, options.locale),
        required: requirement.required,
        minYears: requirement.minYears ?? null,
      })),
      people: grid.rows.map((row, index) => {
        const owner = owners[index]!;
        if (!options.anonymised) {
          return {
            name: `${owner.lastname.toUpperCase()} ${owner.firstname} (${owner.trigram})`,
            cells: row.cells,
            requiredMet: row.requiredMet,
          };
        }
        const redact = anonymise(owner, options.locale).text;
        const redacted = (cell: TenderCell): TenderCell => ({
          ...cell,
          places: cell.places.map((place) => ({
            ...place,
            corporation: redact(place.corporation),
            position: redact(place.position),
            projects: place.projects.map(redact),
          })),
        });
        return { name: owner.trigram, cells: row.cells.map(redacted), requiredMet: row.requiredMet };
      }),
    },
    signal,
  );
}

/** issue #9 "Audit": the grid's people, each a back-office download of what their file holds. */
async function auditGrid(
  ctx: AppContext,
  actor: UserRow,
  grid: TenderGrid,
  detail: Record<string, unknown>,
): Promise<void> {
  await recordAudit(
    ctx.db,
    grid.rows
      .filter((row) => row.person.id !== actor.id)
      .map((row) => ({
        actorId: actor.id,
        action: 'documents.download' as const,
        userId: row.person.id,
        detail: { format: 'xlsx', tenderGrid: grid.request.id, ...detail },
      })),
  );
}

/**
 * `POST /api/inventory/tender-grid/xlsx` (issue #29 §5): the grid as an XLSX workbook in the
 * language asked (else the viewer's), named or anonymised, with its file name; audited per person.
 * Errors: those of `tenderGrid`, and the pool's `DOCUMENTS_BUSY` and `DOCUMENT_TIMEOUT`.
 */
export async function tenderGridXlsx(
  ctx: AppContext,
  actor: UserRow,
  body: TenderGridDownload,
  signal?: AbortSignal,
  now: Date = new Date(),
): Promise<{ bytes: Uint8Array; filename: string }> {
  assertCanReadInventory(actor);
  const read = await readGrid(ctx, body, now);
  const locale = localeOf(actor, body.lang);
  const bytes = await renderXlsx(ctx, read, { locale, anonymised: body.anonymised }, now, signal);
  await auditGrid(ctx, actor, read.grid, { anonymised: body.anonymised });
  return { bytes, filename: fileName(locale, now, 'xlsx') };
}

/**
 * `POST /api/inventory/tender-grid/zip` (issue #29 §5): one ZIP holding the grid's XLSX first and
 * then each person's skills file tailored to the request (its skills as focus, issue #27 §5) as PDF
 * or DOCX, named or anonymised like the grid, in the language asked. Streamed as
 * `GET users/resumes`'s ZIP (`zipDocuments`); each file audited as a download. Errors: those of
 * `tenderGridXlsx`.
 */
export async function tenderGridZip(
  ctx: AppContext,
  actor: UserRow,
  body: TenderGridZip,
  signal: AbortSignal,
  now: Date = new Date(),
): Promise<{ stream: Readable; filename: string }> {
  assertCanReadInventory(actor);
  const read = await readGrid(ctx, body, now);
  const locale = localeOf(actor, body.lang);
  const bytes = await renderXlsx(ctx, read, { locale, anonymised: body.anonymised }, now, signal);
  await auditGrid(ctx, actor, read.grid, { anonymised: body.anonymised });
  const stream = await zipDocuments(
    ctx,
    actor,
    read.owners,
    {
      format: body.format,
      anonymised: body.anonymised,
      focus: read.grid.requirements.map((requirement) => requirement.id),
      lang: locale,
    },
    signal,
    [{ name: fileName(locale, now, 'xlsx'), bytes }],
  );
  return { stream, filename: fileName(locale, now, 'zip') };
}
