/**
 * The skills file: saving it with the version check (spec §7 PATCH users/{id}/resume; DESIGN.md
 * optimistic concurrency) and producing it as a document (spec §7 GET users/{id}/resume).
 */
import { computeStars, countStars } from '@highlight/domain/stars';
import type { Readable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import type { DocumentFormat, ResumeDocumentOptions, ResumesZipQuery } from '@highlight/domain/documents';
import type { Locale } from '@highlight/domain/constants';
import { pickLocale, translate } from '@highlight/domain/i18n';
import { catalogueIssues } from '@highlight/domain/resume-edit';
import type { ResumeBody, ResumePatchRequest } from '@highlight/domain/resume';
import type { Resume } from '@highlight/domain/user';
import { isStaff } from '@highlight/domain/roles';
import { recordAudit } from '../../audit/index.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { calendarDate, type DocumentSource, type ZipEntry } from '../../documents/index.ts';
import {
  assertCanDownloadMany,
  assertCanDownloadResume,
  assertCanEditResume,
  assertCanReadUser,
} from '../users/policy.ts';
import { findUserById, findUsersByIds, type UserRow } from '../users/repository.ts';
import { toApiResume } from '../users/service.ts';
import {
  findResumeVersions,
  getOrCreateResume,
  insertResume,
  readResumeDocument,
  replaceResume,
} from './repository.ts';
import { buildSearchDocument } from './search-document.ts';

/**
 * Replaces a resume: the caller's own, or an applicant's from the back office (issue #28 §5,
 * audited `resume.edit`; `assertCanEditResume`). The body was validated by the route schema (every spec §5 rule of
 * `ZResumePatchRequest`); the rules needing the catalogue (custom entries that already exist,
 * sub-sectors of another sector) answer 400 with the offending fields; a stale version answers 409
 * `RESUME_VERSION_CONFLICT`. On any error nothing is written. A body equal to the stored file at
 * the version read writes nothing and answers the stored file (issue #26 §17).
 */
export async function patchResume(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  body: ResumePatchRequest,
): Promise<Resume> {
  // issue #28 §5: the back office may replace an applicant's file; anyone else edits only their own.
  // A collaborator learns nothing of another person's file, not even whether it exists.
  if (actor.id !== userId && !isStaff(actor.roles)) throw forbidden();
  const owner = actor.id === userId ? actor : await findUserById(ctx.db, userId);
  if (!owner) throw notFound();
  assertCanEditResume(actor, owner);
  const { version, summary, ...sent } = body;
  await assertCatalogueRules(ctx, { ...sent, summary: summary ?? '' }, 'body');
  const { labelOf } = await ctx.reference();
  // The search row names the file's owner, whoever saves it.
  const stored = await getOrCreateResume(ctx.db, userId, (empty) =>
    buildSearchDocument(owner, empty, labelOf),
  );
  // issue #28 §2: a body without the summary (a tab of the app before it) keeps the stored one.
  const document = { ...sent, summary: summary ?? stored.document.summary };
  // issue #26 §17: a save that changes nothing (the body as validated, normalised by the schema,
  // equal to the stored file, key order aside) writes nothing: no new version, the same
  // `updatedAt`, so the outdated clock is not reset by an empty import or a repeated click.
  if (stored.version === version && isDeepStrictEqual(stored.document, document)) {
    return toApiResume(stored);
  }
  const starCount = countStars(computeStars(document));
  const row = await replaceResume(
    ctx.db,
    userId,
    version,
    document,
    starCount,
    buildSearchDocument(owner, document, labelOf),
    // issue #28 §5: a file replaced by the back office is audited (counts only, never its text).
    owner === actor
      ? undefined
      : (tx) =>
          recordAudit(tx, [
            {
              actorId: actor.id,
              action: 'resume.edit',
              userId,
              before: { version: stored.version, stars: stored.starCount },
              after: { version: stored.version + 1, stars: starCount },
              detail: {
                experiences: document.experiences.length,
                diplomas: document.diplomas.length,
                skills: document.technicalSkills.reduce((sum, entry) => sum + entry.skills.length, 0),
                languages: document.languages.length,
              },
            },
          ]),
  );
  if (!row) throw new AppError('RESUME_VERSION_CONFLICT');
  ctx.documents.forgetUser(userId);
  return toApiResume(row);
}

/**
 * The spec §5 rules of a save that need the catalogue (`catalogueIssues`: custom entries that
 * already exist, sub-sectors of another sector), on top of the route schema's. Throws 400
 * `VALIDATION_FAILED` listing each offending field under `prefix` (`body` for PATCH
 * users/{id}/resume, `body.resume` for a candidate added with their file); writes nothing.
 */
export async function assertCatalogueRules(
  ctx: AppContext,
  resume: ResumeBody,
  prefix: string,
): Promise<void> {
  const { items } = await ctx.reference();
  const issues = catalogueIssues(resume, items);
  if (issues.length > 0) {
    const details = issues.map((issue) => ({ ...issue, path: `${prefix}.${issue.path}` }));
    throw new AppError('VALIDATION_FAILED', 'resume breaks a catalogue rule', details);
  }
}

/**
 * issue #28 §5: stores `document` (checked by `ZResumeSave` and {@link assertCatalogueRules}) as
 * the first file of `owner`, a person just created in `tx`, with its stars counted and its search
 * row built from the owner's names and the file, so a search finds them once `tx` commits. Returns
 * the number of stars. Throws when the owner already has a file (a new person has none).
 */
export async function storeFirstResume(
  ctx: AppContext,
  tx: Database,
  owner: UserRow,
  document: ResumeBody,
): Promise<number> {
  const { labelOf } = await ctx.reference();
  const starCount = countStars(computeStars(document));
  const row = await insertResume(
    tx,
    owner.id,
    document,
    starCount,
    buildSearchDocument(owner, document, labelOf),
  );
  if (!row) throw new Error(`user ${owner.id} already has a resume`);
  return starCount;
}

/** The resume as JSON for a reader allowed to see it (the owner or the back office). */
export async function readResume(ctx: AppContext, actor: UserRow, userId: string): Promise<Resume> {
  assertCanReadUser(actor, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound();
  const { labelOf } = await ctx.reference();
  return toApiResume(
    await getOrCreateResume(ctx.db, userId, (empty) => buildSearchDocument(user, empty, labelOf)),
  );
}

/** A document of a skills file: its bytes and the name to save it under. */
export interface ResumeDocument {
  bytes: Uint8Array;
  filename: string;
  cached: boolean;
}

/**
 * spec §7 GET users/{id}/resume as PDF, DOCX or JSON Resume (issue #8 §8, §11; docs/json-resume.md),
 * in the language asked (`options.lang`, issue #26 §27) or else the viewer's display language
 * (DESIGN.md "Documents"), named or anonymised (back office only), optionally tailored to `focus`.
 * The owner downloads their own file, the back office any live user's; others get 403, an
 * unknown or deleted user 404. Rendering errors: see `Documents.renderResume`.
 */
export async function resumeDocument(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  options: { format: DocumentFormat } & ResumeDocumentOptions,
  signal?: AbortSignal,
): Promise<ResumeDocument> {
  assertCanDownloadResume(actor, userId, options.anonymised);
  const user = await findUserById(ctx.reader(), userId);
  if (!user) throw notFound();
  const document = await ctx.documents.renderResume(
    (await documentSources(ctx, [user]))[0]!,
    // issue #26 §27: the language asked for this download, else the viewer's display language.
    { ...options, locale: options.lang ?? pickLocale(actor.userSettings.displayLanguage) },
    signal,
  );
  await auditDownloads(ctx, actor, [user.id], options);
  return document;
}

/**
 * issue #9 "Audit": a back-office download of someone's file is recorded per person, with the
 * format and options (`zip`: the number of files when it came as a ZIP). A collaborator's download
 * of their own file is not a back-office action and is not recorded.
 */
async function auditDownloads(
  ctx: AppContext,
  actor: UserRow,
  userIds: readonly string[],
  options: { format: DocumentFormat; anonymised: boolean; focus: readonly string[] },
  zip?: number,
): Promise<void> {
  if (!isStaff(actor.roles)) return;
  await recordAudit(
    ctx.db,
    userIds
      .filter((id) => id !== actor.id)
      .map((userId) => ({
        actorId: actor.id,
        action: 'documents.download' as const,
        userId,
        detail: {
          format: options.format,
          anonymised: options.anonymised,
          ...(options.focus.length > 0 ? { focus: [...options.focus] } : {}),
          ...(zip === undefined ? {} : { zip }),
        },
      })),
  );
}

/**
 * What the documents of `owners` are made of: each owner with the version of their file, read
 * now, and the file itself read only when a document must be drawn (documents/index.ts).
 */
async function documentSources(ctx: AppContext, owners: readonly UserRow[]): Promise<DocumentSource[]> {
  const versions = await findResumeVersions(
    ctx.reader(),
    owners.map((owner) => owner.id),
  );
  return owners.map((user) => ({
    user,
    version: versions.get(user.id) ?? 0,
    load: () => readResumeDocument(ctx.reader(), user.id),
  }));
}

/**
 * spec §7 GET users/resumes (issue #8 §9): the ZIP of up to 50 files, staff only. Every id must
 * name a live user, else 404 `UNKNOWN_USERS` listing the others; checked before any byte is sent.
 * Returns the stream (see `Documents.zipResumes`) and the ZIP's name in the viewer's language.
 */
export async function resumesZip(
  ctx: AppContext,
  actor: UserRow,
  query: ResumesZipQuery,
  signal: AbortSignal,
): Promise<{ stream: Readable; filename: string }> {
  assertCanDownloadMany(actor);
  const found = new Map((await findUsersByIds(ctx.reader(), query.ids)).map((user) => [user.id, user]));
  const missing = query.ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new AppError('UNKNOWN_USERS', 'unknown users', [], { ids: missing.join(', ') });
  }
  const owners = query.ids.map((id) => found.get(id)!);
  const locale = query.lang ?? pickLocale(actor.userSettings.displayLanguage);
  const stream = await zipDocuments(ctx, actor, owners, { ...query, lang: locale }, signal);
  const name = translate(locale, 'pdf.zipName');
  return { stream, filename: `${name}_${calendarDate(new Date())}.zip` };
}

/**
 * The ZIP of `owners`' files (live users, at most spec §9's 50, checked by the caller) as
 * `options` say, after the finished `lead` entries (issue #29 §5: a tender grid's spreadsheet):
 * the stream of `Documents.zipResumes`. Each file is audited as a back-office download (issue #9
 * "Audit", `zip`: the count of files). Staff only, checked by the caller.
 */
export async function zipDocuments(
  ctx: AppContext,
  actor: UserRow,
  owners: readonly UserRow[],
  options: { format: 'pdf' | 'docx'; anonymised: boolean; focus: readonly string[]; lang: Locale },
  signal: AbortSignal,
  lead: readonly ZipEntry[] = [],
): Promise<Readable> {
  const sources = await documentSources(ctx, owners);
  const stream = ctx.documents.zipResumes(
    sources,
    { format: options.format, anonymised: options.anonymised, focus: options.focus, locale: options.lang },
    signal,
    lead,
  );
  await auditDownloads(
    ctx,
    actor,
    owners.map((owner) => owner.id),
    options,
    owners.length,
  );
  return stream;
}
