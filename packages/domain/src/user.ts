/**
 * Users and the API contracts about them (spec §3, §6, §7; DESIGN.md "Data", "Decisions").
 * These schemas are the allow-list of what the API answers: nothing else leaves the server.
 */
import { z } from 'zod';
import { LOCALES, SELECTION_LIMIT } from './constants.ts';
import { ZPhoneNumber } from './phone.ts';
import { ZResumeBody } from './resume.ts';
import { ZRole, ZUserMode } from './roles.ts';
import { ZGrade, ZStar } from './stars.ts';

/** spec §4 user status; stored values per DESIGN.md. New candidates start `inactive`. */
export const USER_STATUSES = ['active', 'inactive', 'off_process'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof ZUserStatus>;

/** spec §9: the four avatars. */
export const AVATARS = ['cat', 'bounty_hunter', 'space_carrot', 'bandit'] as const;
export const ZAvatar = z.enum(AVATARS);
export type Avatar = z.infer<typeof ZAvatar>;

export const ZLocale = z.enum(LOCALES);

/** spec §3 userSettings: display language and the stored mode choice (spec §4 chosenUserMode). */
export const ZUserSettings = z.object({
  displayLanguage: ZLocale.default('fr'),
  chosenUserMode: ZUserMode.nullable().default(null),
});
export type UserSettings = z.infer<typeof ZUserSettings>;

/** spec §5: names not empty and without special characters (letters, spaces, apostrophes, hyphens). */
export const ZPersonName = z
  .string()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(80, { message: 'validation.tooLong' })
  .regex(/^[\p{L}][\p{L}' -]*$/u, { message: 'validation.nameCharacters' });

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
    firstname: ZPersonName.optional(),
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
export const ZUserListQuery = z.object({
  q: z.string().trim().max(200).default(''),
  idHR: z.uuid().optional(),
  allCandidates: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  status: ZUserStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
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

export const ZUserListResponse = z.object({
  items: z.array(ZUserListItem),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type UserListResponse = z.infer<typeof ZUserListResponse>;

/** spec §9: bulk actions take at most 50 user ids. */
export const ZUserIds = z
  .array(z.uuid())
  .min(1)
  .max(SELECTION_LIMIT, { message: 'validation.selectionLimit' });
