/**
 * The skills file: saving it with the version check (spec §7 PATCH users/{id}/resume; DESIGN.md
 * optimistic concurrency) and producing it as a document (spec §7 GET users/{id}/resume).
 */
import { computeStars, countStars } from '@highlight/domain/stars';
import { pickLocale } from '@highlight/domain/i18n';
import { catalogueIssues } from '@highlight/domain/resume-edit';
import type { ResumePatchRequest } from '@highlight/domain/resume';
import type { Resume } from '@highlight/domain/user';
import { AppError, notFound } from '../../errors.ts';
import type { AppContext } from '../../context.ts';
import { renderResumePdf, resumeFileName } from '../../documents/resume-pdf.tsx';
import { assertCanEditResume, assertCanReadUser } from '../users/policy.ts';
import { findUserById, type UserRow } from '../users/repository.ts';
import { toApiResume } from '../users/service.ts';
import { getOrCreateResume, replaceResume } from './repository.ts';
import { buildSearchDocument } from './search-document.ts';

/**
 * Replaces the caller's resume. The body was validated by the route schema (every spec §5 rule of
 * `ZResumePatchRequest`); the rules needing the catalogue (custom entries that already exist,
 * sub-sectors of another sector) answer 400 with the offending fields; a stale version answers 409
 * `RESUME_VERSION_CONFLICT`. On any error nothing is written.
 */
export async function patchResume(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
  body: ResumePatchRequest,
): Promise<Resume> {
  assertCanEditResume(actor, userId);
  const { version, ...document } = body;
  const { labelOf, items } = await ctx.reference();
  const issues = catalogueIssues(document, items);
  if (issues.length > 0) {
    const details = issues.map((issue) => ({ ...issue, path: `body.${issue.path}` }));
    throw new AppError('VALIDATION_FAILED', 'resume breaks a catalogue rule', details);
  }
  await getOrCreateResume(ctx.db, userId, (empty) => buildSearchDocument(actor, empty, labelOf));
  const starCount = countStars(computeStars(document));
  const row = await replaceResume(
    ctx.db,
    userId,
    version,
    document,
    starCount,
    buildSearchDocument(actor, document, labelOf),
  );
  if (!row) throw new AppError('RESUME_VERSION_CONFLICT');
  return toApiResume(row);
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

/**
 * spec §7 GET users/{id}/resume as PDF, in the viewer's display language (DESIGN.md "Documents").
 * Returns the bytes and the file name `<LASTNAME>_<Firstname>_<yyyy-mm-dd>.pdf`.
 */
export async function resumePdf(
  ctx: AppContext,
  actor: UserRow,
  userId: string,
): Promise<{ bytes: Buffer; filename: string }> {
  assertCanReadUser(actor, userId);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound();
  const { labelOf } = await ctx.reference();
  const resume = await getOrCreateResume(ctx.db, userId, (empty) =>
    buildSearchDocument(user, empty, labelOf),
  );
  const now = new Date();
  const bytes = await renderResumePdf({
    user,
    resume: resume.document,
    locale: pickLocale(actor.userSettings.displayLanguage),
    labelOf,
    generatedAt: now,
  });
  return { bytes, filename: resumeFileName(user, now, 'pdf') };
}
