/**
 * Saved client requests (issue #27 §4: "HR can save a request (title, text, understood skills,
 * date) and run it again later; saved requests are the firm's record of demand"). The contracts of
 * `/api/client-requests` and the rules the panel follows to save and reload one. Not to be confused
 * with `client-request.ts`, which reads a request's text.
 *
 * A saved request keeps the skills as HR corrected them, structured (`ZMatchSkill`: a catalogue or
 * custom id, the required flag, the minimum years), with the profession and the spoken languages
 * the text was understood to ask (issue #29 charts demand from them: requests per month, skills
 * asked required or nice to have).
 */
import { z } from 'zod';
import {
  CLIENT_REQUEST_PAGE_SIZE_MAX,
  CLIENT_REQUEST_TITLE_MAX,
  MATCH_SKILLS_MAX,
  MATCH_TEXT_MAX,
  MAX_LANGUAGES,
  SEARCH_TEXT_MAX,
  SHORT_TEXT_MAX,
} from './constants.ts';
import { isKnownLanguage } from './languages.ts';
import { ZMatchSkill, ZUnderstoodRequest, type MatchSkill, type UnderstoodRequestBody } from './matching.ts';
import { truncateGraphemes } from './text.ts';
import { ZUserRef } from './user.ts';

/** A saved request's title: trimmed, 1 to `CLIENT_REQUEST_TITLE_MAX` (200) characters. */
export const ZClientRequestTitle = z
  .string()
  .trim()
  .min(1, { message: 'validation.clientRequestTitleRequired' })
  .max(CLIENT_REQUEST_TITLE_MAX, { message: 'validation.clientRequestTitleTooLong' });

/**
 * The skills of a saved request, as HR corrected them: 1 to `MATCH_SKILLS_MAX` (40), each id once
 * (a request that asks nothing is no demand, and a skill counted twice would count twice in
 * issue #29's charts).
 */
export const ZClientRequestSkills = z
  .array(ZMatchSkill)
  .min(1, { message: 'validation.clientRequestNoSkill' })
  .max(MATCH_SKILLS_MAX, { message: 'validation.tooManyMatchSkills' })
  .refine((skills) => new Set(skills.map((skill) => skill.id)).size === skills.length, {
    message: 'validation.clientRequestDuplicateSkill',
  });

/** A spoken language the request asks (issue #27 §3): a known ISO 639-1 code and a level. */
export const ZClientRequestLanguage = ZUnderstoodRequest.shape.languages.element
  .pick({ code: true, level: true })
  .extend({ code: z.string().refine(isKnownLanguage, { message: 'validation.unknownLanguage' }) });
export type ClientRequestLanguage = z.infer<typeof ZClientRequestLanguage>;

/**
 * `POST /api/client-requests`: the title, the text as pasted (bounded as `POST /api/match`'s,
 * `MATCH_TEXT_MAX`; empty when HR only picked skills), the skills as corrected, the profession
 * understood (a catalogue job id, or null) and the languages understood (each code once).
 */
export const ZCreateClientRequest = z.object({
  title: ZClientRequestTitle,
  text: z.string().max(MATCH_TEXT_MAX, { message: 'validation.matchTextTooLong' }).default(''),
  skills: ZClientRequestSkills,
  jobId: z.string().trim().min(1).max(SHORT_TEXT_MAX).nullable().default(null),
  languages: z
    .array(ZClientRequestLanguage)
    .max(MAX_LANGUAGES)
    .refine((languages) => new Set(languages.map((language) => language.code)).size === languages.length, {
      message: 'validation.clientRequestDuplicateLanguage',
    })
    .default([]),
});
/** What a client sends (defaults left out). */
export type CreateClientRequest = z.input<typeof ZCreateClientRequest>;
/** The same, its defaults filled in: what `savedRequestOf` builds and the API stores. */
export type CreateClientRequestBody = z.output<typeof ZCreateClientRequest>;

/**
 * `PATCH /api/client-requests/{id}`: a new title, new skills, or both; the text and what it was
 * understood to ask stay as saved. An empty body is refused (`validation.clientRequestNoChange`).
 */
export const ZUpdateClientRequest = z
  .object({ title: ZClientRequestTitle.optional(), skills: ZClientRequestSkills.optional() })
  .refine((body) => body.title !== undefined || body.skills !== undefined, {
    message: 'validation.clientRequestNoChange',
  });
export type UpdateClientRequest = z.infer<typeof ZUpdateClientRequest>;

/** A saved request as the API answers it; `createdBy` null once its author was erased. */
export const ZClientRequest = z.object({
  id: z.uuid(),
  title: z.string(),
  text: z.string(),
  skills: z.array(ZMatchSkill),
  jobId: z.string().nullable(),
  languages: z.array(ZClientRequestLanguage),
  createdBy: ZUserRef.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ClientRequest = z.infer<typeof ZClientRequest>;

/** A saved request in a list: everything but its text (up to 20,000 characters each). */
export const ZClientRequestSummary = ZClientRequest.omit({ text: true });
export type ClientRequestSummary = z.infer<typeof ZClientRequestSummary>;

/**
 * `GET /api/client-requests?q=&page=&pageSize=`: newest first; `q` keeps the requests whose title
 * holds every word of it (case and accents ignored, as the search's `normalizeSearchText`).
 */
export const ZClientRequestQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, { message: 'validation.searchTooLong' }).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CLIENT_REQUEST_PAGE_SIZE_MAX).default(20),
});
export type ClientRequestQuery = z.infer<typeof ZClientRequestQuery>;

export const ZClientRequestPage = z.object({
  items: z.array(ZClientRequestSummary),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ClientRequestPage = z.infer<typeof ZClientRequestPage>;

/**
 * The title the save form proposes (issue #27 §4): the label of the profession understood when
 * there is one (`jobLabel`), else the first line of the text holding more than blanks, trimmed;
 * cut to `CLIENT_REQUEST_TITLE_MAX` characters between graphemes. `''` when neither exists.
 */
export function proposedRequestTitle(text: string, jobLabel?: string | null): string {
  const job = jobLabel?.trim() ?? '';
  const firstLine = text.split(/\r\n|\r|\n/u).find((line) => line.trim() !== '') ?? '';
  return truncateGraphemes(job !== '' ? job : firstLine.trim(), CLIENT_REQUEST_TITLE_MAX);
}

/**
 * What the panel saves of its current request (issue #27 §4): `text`, the skills as HR left them,
 * and from `understood` (what the server read in that text; absent when HR only picked skills)
 * the first profession and the spoken languages (code and level, each code once).
 */
export function savedRequestOf(
  title: string,
  text: string,
  skills: readonly MatchSkill[],
  understood?: UnderstoodRequestBody,
): CreateClientRequestBody {
  const codes = new Set<string>();
  return {
    title,
    text,
    skills: [...skills],
    jobId: understood?.jobs[0]?.id ?? null,
    languages: (understood?.languages ?? []).flatMap(({ code, level }) => {
      if (codes.has(code)) return [];
      codes.add(code);
      return [{ code, level }];
    }),
  };
}

/**
 * What the panel shows as understood when a saved request runs again (issue #27 §4): its
 * profession and languages, without the words they were read from (the text is not read again).
 * No skills (the panel holds them, as saved), no minimum years (not saved), nothing skipped.
 */
export function understoodOfSaved(saved: Pick<ClientRequest, 'jobId' | 'languages'>): UnderstoodRequestBody {
  return {
    skills: [],
    jobs: saved.jobId === null ? [] : [{ id: saved.jobId, from: [] }],
    minYears: null,
    minYearsFrom: null,
    languages: saved.languages.map((language) => ({ ...language, from: [] })),
    skipped: [],
  };
}
