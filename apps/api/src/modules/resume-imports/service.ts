/**
 * The CV import (issue #28 §3; DESIGN.md "CV import"): an uploaded CV becomes the preview of a
 * skills file, computed in the document worker pool, stored nowhere. The person or HR reviews it
 * and saves through the usual calls (PATCH users/{id}/resume, PATCH users/me, POST /api/users),
 * where every spec §5 rule applies unchanged.
 */
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import { pickLocale } from '@highlight/domain/i18n';
import type { AppContext } from '../../context.ts';
import type { UserRow } from '../users/repository.ts';
import { assertCanImportResume } from './policy.ts';

/**
 * The preview of the CV `bytes` (PDF or DOCX, at most `CV_IMPORT_MAX_BYTES`), for `actor`: the
 * labels it creates ("Other skills", levels) in the actor's display language, dates after now
 * counted as future ones. Nothing is written: no user, no file, no audit entry, no log of the
 * content. Throws `AppError`: `FORBIDDEN` (./policy.ts), and those of `Documents.importCv` — the
 * readers' refusals (`CV_*`, `PAYLOAD_TOO_LARGE`), `DOCUMENTS_BUSY`, `DOCUMENT_TIMEOUT`.
 * `signal` abandons the import (the client left).
 */
export async function importResume(
  ctx: AppContext,
  actor: UserRow,
  bytes: Uint8Array,
  signal?: AbortSignal,
): Promise<CvImportPreview> {
  assertCanImportResume(actor);
  const { version, items } = await ctx.reference();
  return ctx.documents.importCv(
    bytes,
    {
      catalogue: { version, items },
      locale: pickLocale(actor.userSettings.displayLanguage),
      now: new Date(),
    },
    signal,
  );
}
