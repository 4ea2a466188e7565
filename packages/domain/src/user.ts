/**
 * Users and the API contracts about them (spec §3, §6, §7; DESIGN.md "Data", "Decisions").
 * These schemas are the allow-list of what the API answers: nothing else leaves the server.
 */
import { z } from 'zod';
import { ZUuid } from './ids.ts';
import { FILTER_VALUES_MAX, LOCALES, SEARCH_TEXT_MAX, SELECTION_LIMIT, SHORT_TEXT_MAX } from './constants.ts';
import { ZPhoneNumber } from './phone.ts';
import { unprintableMessage } from './printable.ts';
import { ZResumeBody } from './resume.ts';
import { COLLABORATOR_ROLES, ROLES, USER_MODES } from './roles.ts';
import { SEARCH_SORTS } from './search.ts';
import { STAR_IDS, type Grade, type Star } from './stars.ts';
import { AVATARS, USER_STATUSES } from './user-fields.ts';

/** A realm role (spec §1), as the identity provider names it. */
export const ZRole = z.enum(ROLES);
/** spec §1: a collaborator's role (applicant or employee). */
export const ZCollaboratorRole = z.enum(COLLABORATOR_ROLES);
/** spec §4: a display mode. */
export const ZUserMode = z.enum(USER_MODES);
/** spec §3: one star of the file (see `Star`). */
export const ZStar = z.object({
  id: z.enum(STAR_IDS),
  mission: z.number().int().min(1).max(7),
  starsAcquired: z.union([z.literal(0), z.literal(1)]),
}) satisfies z.ZodType<Star>;
/** spec §3: the grade, 1–4. */
export const ZGrade = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]) satisfies z.ZodType<Grade>;

export { AVATARS, backOfficeName, USER_STATUSES, type Avatar, type UserStatus } from './user-fields.ts';
export const ZUserStatus = z.enum(USER_STATUSES);
export const ZAvatar = z.enum(AVATARS);

export const ZLocale = z.enum(LOCALES);

/** spec §3 userSettings: display language and the stored mode choice (spec §4 chosenUserMode). */
export const ZUserSettings = z.object({
  displayLanguage: ZLocale.default('fr'),
  chosenUserMode: ZUserMode.nullable().default(null),
});
export type UserSettings = z.infer<typeof ZUserSettings>;

/**
 * spec §5: a name not empty and without special characters (letters, spaces, apostrophes,
 * hyphens), at most 80 characters; `charactersMessage` is the message key of a special character.
 * Letters the documents cannot print: `validation.unprintableCharacters` (issue #26 §18).
 */
const personName = (charactersMessage: string) =>
  z
    .string()
    .trim()
    .min(1, { message: 'validation.required' })
    .max(80, { message: 'validation.tooLong' })
    .regex(/^[\p{L}][\p{L}' -]*$/u, { message: charactersMessage })
    // issue #26 §18: letters of a script the documents cannot print (CJK, Arabic…) are refused.
    .superRefine((name, ctx) => {
      const message = unprintableMessage(name);
      if (message !== undefined) ctx.addIssue({ code: 'custom', message });
    });

/** spec §5 name rule for a last name (or a name in general): "Le nom ne doit pas contenir…". */
export const ZPersonName = personName('validation.nameCharacters');

/** spec §5 name rule for a first name, whose message names the first name (issue #26 §26). */
export const ZFirstName = personName('validation.firstnameCharacters');

/** A short reference to another user (referee, author). */
export const ZUserRef = z.object({
  id: z.uuid(),
  firstname: z.string(),
  lastname: z.string(),
  trigram: z.string(),
});
export type UserRef = z.infer<typeof ZUserRef>;

/** The resume as the API returns it: the body plus version, timestamps, stars and grade. */
export const ZResume = ZResumeBody.safeExtend({
  version: z.number().int().min(0),
  updatedAt: z.iso.datetime(),
  stars: z.array(ZStar),
  starCount: z.number().int().min(0),
  grade: ZGrade,
  outdated: z.boolean(),
});
export type Resume = z.infer<typeof ZResume>;

/** spec §3 User, as `GET /api/users/me` and `GET /api/users/{id}` return it. */
export const ZUser = z.object({
  id: z.uuid(),
  email: z.email(),
  firstname: z.string(),
  lastname: z.string(),
  phoneNumber: z.string(),
  trigram: z.string(),
  roles: z.array(ZRole),
  status: ZUserStatus,
  resigner: z.boolean(),
  avatar: ZAvatar.nullable(),
  userSettings: ZUserSettings,
  referee: ZUserRef.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  isApplicant: z.boolean(),
  isEmployee: z.boolean(),
  isAdmin: z.boolean(),
  isHr: z.boolean(),
  isSuperAdmin: z.boolean(),
});
export type User = z.infer<typeof ZUser>;

export const ZUserWithResume = ZUser.extend({ resume: ZResume });
export type UserWithResume = z.infer<typeof ZUserWithResume>;

/**
 * spec §7 PATCH users/me: firstname, lastname, phoneNumber (or the phone alone), plus the avatar
 * (once, spec §4) and the user settings (display language, chosen mode). At least one field.
 */
export const ZUpdateMeRequest = z
  .object({
    firstname: ZFirstName.optional(),
    lastname: ZPersonName.optional(),
    phoneNumber: ZPhoneNumber.optional(),
    avatar: ZAvatar.optional(),
    // Explicitly optional fields: `.partial()` would keep the defaults and reset the other setting.
    userSettings: z
      .object({ displayLanguage: ZLocale.optional(), chosenUserMode: ZUserMode.nullable().optional() })
      .optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'validation.emptyUpdate',
  });
export type UpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;

/** spec §7 GET users/?q=&idHR={id}: a referee's candidates, or all with `allCandidates=true`. */
/**
 * A query-string list: repeated keys (`status=a&status=b`) or comma-separated (`status=a,b`),
 * each value checked by `item`, at most `max` values.
 */
export function queryList<T extends z.ZodType>(item: T, max: number) {
  return z.preprocess(
    (value) =>
      (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]).flatMap((entry) =>
        String(entry)
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    z.array(item).max(max, { message: 'validation.tooManyFilterValues' }),
  );
}

const queryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ZUserListQuery = z.object({
  /** spec §7 search text (normalised and given a trailing wildcard on the server). */
  q: z.string().trim().max(SEARCH_TEXT_MAX, { message: 'validation.searchTooLong' }).default(''),
  idHR: ZUuid.optional(),
  allCandidates: queryBoolean.optional(),
  status: queryList(ZUserStatus, USER_STATUSES.length),
  role: queryList(ZCollaboratorRole, COLLABORATOR_ROLES.length),
  /** HR referee ids, or `none` for people without one. */
  referee: queryList(z.union([ZUuid, z.literal('none')]), FILTER_VALUES_MAX),
  /** `true`: ex-employees only (spec §7 switch-resigner); `false`: everyone else. */
  resigner: queryBoolean.optional(),
  outdated: queryBoolean.optional(),
  skills: queryList(z.string().min(1).max(SHORT_TEXT_MAX), FILTER_VALUES_MAX),
  jobs: queryList(z.string().min(1).max(SHORT_TEXT_MAX), FILTER_VALUES_MAX),
  languages: queryList(z.string().min(2).max(3), FILTER_VALUES_MAX),
  sort: z.enum(SEARCH_SORTS).default('relevance'),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type UserListQuery = z.infer<typeof ZUserListQuery>;

/** A dashboard row (spec §3 search result person, DESIGN.md dashboard columns). */
export const ZUserListItem = z.object({
  id: z.uuid(),
  email: z.email(),
  firstname: z.string(),
  lastname: z.string(),
  trigram: z.string(),
  roles: z.array(ZRole),
  desiredPosition: z.string(),
  status: ZUserStatus,
  resigner: z.boolean(),
  referee: ZUserRef.nullable(),
  stars: z.number().int().min(0),
  grade: ZGrade,
  updatedAt: z.iso.datetime(),
  outdated: z.boolean(),
});
export type UserListItem = z.infer<typeof ZUserListItem>;

/**
 * spec §3 "Search result person" (GET /api/search/query): the person and the searchable parts of
 * their file, labels in the viewer's language. spec §3 unwraps single-item lists to their first
 * value; here the lists are lists and `experienceMonths` is the first profession's, or null.
 */
export const ZSearchPerson = z.object({
  id: z.uuid(),
  uuid: z.uuid(),
  trigram: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  roles: z.array(ZRole),
  email: z.email(),
  desiredPosition: z.string(),
  softSkills: z.array(z.string()),
  experienceMonths: z.number().int().nullable(),
  /** Job names, translated, joined by commas (spec §3 `domaine`). */
  domaine: z.string(),
  technicalEnvironments: z.array(z.string()),
  projectExp: z.array(z.string()),
  hardSkills: z.array(z.string()),
  languages: z.array(z.string()),
  stars: z.number().int().min(0),
  resigner: z.boolean(),
  status: ZUserStatus,
});
export type SearchPerson = z.infer<typeof ZSearchPerson>;

/** `GET /api/search/query?q=`: the text and how many people to answer (best first). */
export const ZSearchPeopleQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, { message: 'validation.searchTooLong' }).default(''),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const ZFacetCounts = z.array(z.object({ value: z.string(), count: z.number().int().min(0) }));

/**
 * Facet counts (issue #9): for a scalar facet, the people each value would leave with every other
 * filter applied (its own values combine with OR); for a list facet, within the current results,
 * the most frequent values first. `approximate` is true when the list facets were counted on a
 * sample of a very large result (as Algolia's `exhaustiveFacetsCount: false`).
 */
export const ZSearchFacets = z.object({
  status: ZFacetCounts,
  role: ZFacetCounts,
  referee: ZFacetCounts,
  resigner: ZFacetCounts,
  outdated: ZFacetCounts,
  skills: ZFacetCounts,
  jobs: ZFacetCounts,
  languages: ZFacetCounts,
  approximate: z.boolean(),
});
export type SearchFacets = z.infer<typeof ZSearchFacets>;

/** The facets of an empty result. */
export const NO_SEARCH_FACETS: SearchFacets = {
  status: [],
  role: [],
  referee: [],
  resigner: [],
  outdated: [],
  skills: [],
  jobs: [],
  languages: [],
  approximate: false,
};

export const ZUserListResponse = z.object({
  items: z.array(ZUserListItem),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  facets: ZSearchFacets,
  /** False when `total` is an estimate: a search matching thousands counts on a sample. */
  totalExact: z.boolean(),
  /** True when nothing matched exactly and the results are names close to the search (typos). */
  fuzzy: z.boolean(),
});
export type UserListResponse = z.infer<typeof ZUserListResponse>;

/** spec §9: bulk actions take at most 50 user ids. */
export const ZUserIds = z.array(ZUuid).min(1).max(SELECTION_LIMIT, { message: 'validation.selectionLimit' });
