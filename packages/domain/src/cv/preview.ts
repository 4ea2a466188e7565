/**
 * What a CV import proposes (issue #28 §3): the answer of `POST /api/resume-imports`, computed
 * without storing anything, for the person or HR to review before the usual saves (PATCH
 * users/{id}/resume, PATCH users/me, POST /api/users) apply spec §5 unchanged.
 *
 * - `person`: first name, last name, email and phone read from the CV, each '' when not found or
 *   when it breaks its spec §5 rule (a warning then says so);
 * - `resume`: the PATCH users/{id}/resume body (`ZResumeBody`), valid as is;
 * - `confidence`: 0..1 per path of `person` and `resume` ("person.email", "resume.desiredPosition",
 *   "resume.experiences.2.startDate"), for the review to mark low-confidence values; a path absent
 *   from the map was not read from the CV (a default, or empty);
 * - `unmapped`: text of the CV that reached no field (a section without a place in a skills file,
 *   an entry that could not be read), by section, for the review to show;
 * - `warnings`: what was read but left out or changed to fit a rule, as i18n keys (`cvImport.*`,
 *   `jsonResume.skipped.*`, `jsonResume.adjusted.*`) with the text concerned.
 */
import { z } from 'zod';
import { ZResumeBody } from '../resume.ts';

/** At most this many unmapped passages and warnings are returned (the review shows them all). */
export const CV_PREVIEW_NOTES_MAX = 200;
/** A note's text is cut to this many characters. */
export const CV_PREVIEW_NOTE_TEXT_MAX = 500;

/** One passage of the CV that reached no field: the section's heading kind and the text. */
export const ZCvUnmapped = z.object({
  section: z.string().max(40),
  text: z.string().max(CV_PREVIEW_NOTE_TEXT_MAX),
});
export type CvUnmapped = z.infer<typeof ZCvUnmapped>;

/**
 * A value read but left out or changed: the i18n key of the reason, the path of the field it
 * concerns (or null for a whole entry), and the text as the CV wrote it.
 */
export const ZCvWarning = z.object({
  code: z.string().max(120),
  path: z.string().max(200).nullable(),
  text: z.string().max(CV_PREVIEW_NOTE_TEXT_MAX),
});
export type CvWarning = z.infer<typeof ZCvWarning>;

/** The person as the CV names them: each field '' when absent or invalid under spec §5. */
export const ZCvPerson = z.object({
  firstname: z.string().max(200),
  lastname: z.string().max(200),
  email: z.string().max(254),
  phoneNumber: z.string().max(40),
});
export type CvPerson = z.infer<typeof ZCvPerson>;

/** The answer of `POST /api/resume-imports` (issue #28 §3). */
export const ZCvImportPreview = z.object({
  person: ZCvPerson,
  resume: ZResumeBody,
  confidence: z.record(z.string().max(200), z.number().min(0).max(1)),
  unmapped: z.array(ZCvUnmapped).max(CV_PREVIEW_NOTES_MAX),
  warnings: z.array(ZCvWarning).max(CV_PREVIEW_NOTES_MAX),
});
export type CvImportPreview = z.infer<typeof ZCvImportPreview>;
