/**
 * Contracts of the back office's actions on users and of their audit (spec §6, §7; DESIGN.md
 * "Decisions"; issue #9 "Actions", "Audit"): bulk status change, the employee / ex-employee
 * switch, soft delete, and the audit log that records each of them.
 */
import { z } from 'zod';
import { ZUuid } from './ids.ts';
import {
  EMAIL_MAX,
  IDENTITY_USERS_LIMIT,
  REMINDER_COMMENT_MAX,
  SEARCH_TEXT_MAX,
  SELECTION_LIMIT,
} from './constants.ts';
import { isValidPhoneNumber } from './phone.ts';
import { ZResumeSave } from './resume.ts';
import { ROLES } from './roles.ts';
import { ZFirstName, ZLocale, ZPersonName, ZRole, ZUser, ZUserIds, ZUserRef, ZUserStatus } from './user.ts';

/**
 * DESIGN.md `PATCH /api/users/status` `{ ids, status }`: at most `SELECTION_LIMIT` (spec §9: 50)
 * distinct user ids, each given once.
 */
export const ZStatusChangeRequest = z.object({
  ids: ZUserIds.refine((ids) => new Set(ids).size === ids.length, { message: 'validation.duplicateIds' }),
  status: ZUserStatus,
});
export type StatusChangeRequest = z.infer<typeof ZStatusChangeRequest>;

/**
 * Why one user of a bulk action was left unchanged: unknown or deleted, not a collaborator, or
 * holding a staff role while the caller is not a superadmin (issue #26 §8).
 */
export const BULK_FAILURES = ['NOT_FOUND', 'NOT_A_COLLABORATOR', 'STAFF_TARGET'] as const;
export const ZBulkFailure = z.object({ id: z.uuid(), code: z.enum(BULK_FAILURES) });

/**
 * issue #9: a bulk action reports per user what failed. `updated` lists the users now in the
 * asked state (those already in it included); `failed` the others, each with its reason.
 */
export const ZBulkResult = z.object({
  updated: z.array(z.uuid()),
  failed: z.array(ZBulkFailure),
});
export type BulkResult = z.infer<typeof ZBulkResult>;

/**
 * spec §7 `PATCH users/{id}/switch-resigner` with the user's trigram: the trigram names the person
 * whose flag flips, so a stale screen never switches someone else.
 */
export const ZSwitchResignerRequest = z.object({ trigram: z.string().trim().min(1).max(8) });
export type SwitchResignerRequest = z.infer<typeof ZSwitchResignerRequest>;

/** The answer of a single-user action: the user's new state as the back office shows it. */
export const ZUserState = z.object({
  id: z.uuid(),
  status: ZUserStatus,
  resigner: z.boolean(),
  deleted: z.boolean(),
});
export type UserState = z.infer<typeof ZUserState>;

/** issue #9 "Audit": the back-office actions written to the audit log. */
export const AUDIT_ACTIONS = [
  'status.change',
  'resigner.switch',
  'user.delete',
  'candidate.add',
  'candidate.transfer',
  'account-email.resend',
  'reminder.send',
  'documents.download',
  'roles.change',
  'personal-data.export',
  'user.erase',
  /** issue #26 §24: a superadmin brought a soft-deleted person back. */
  'user.restore',
  /** issue #27 §4: a client request saved, corrected (title, skills) or deleted; about no person. */
  'client-request.save',
  'client-request.update',
  'client-request.delete',
  /** issue #28 §5: the back office replaced an applicant's skills file (from their CV). */
  'resume.edit',
] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof ZAuditAction>;

const ZAuditValues = z.record(z.string(), z.unknown()).nullable();

/** One audit entry: who (`actor`), did what (`action`), to whom (`userId`), when, from what to what. */
export const ZAuditEntry = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor: ZUserRef.nullable(),
  action: ZAuditAction,
  userId: z.uuid().nullable(),
  before: ZAuditValues,
  after: ZAuditValues,
  /** What is neither before nor after: a reminder's comment, the size of a bulk action. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

/** issue #9 `GET /api/audit?userId=&actorId=&from=&to=`: newest first, paginated. */
export const ZAuditQuery = z
  .object({
    userId: ZUuid.optional(),
    actorId: ZUuid.optional(),
    from: z.iso.datetime({ offset: true }).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) <= Date.parse(query.to), {
    message: 'validation.auditRange',
    path: ['to'],
  });
export type AuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type AuditPage = z.infer<typeof ZAuditPage>;

/** spec §3 reminder entry: who is asked to update their file, with HR's optional comment. */
export const ZReminderEntry = z.object({
  email: z.email(),
  firstname: z.string().trim().max(120),
  lastname: z.string().trim().max(120),
  /** spec §3 baseUrl: the app's address as the sender sees it; the link itself is the server's. */
  baseUrl: z.url({ protocol: /^https?$/ }),
  comment: z
    .string()
    .trim()
    .max(REMINDER_COMMENT_MAX, { message: 'validation.reminderCommentTooLong' })
    .optional(),
});
export type ReminderEntry = z.infer<typeof ZReminderEntry>;

/**
 * spec §7 `POST users/send-reminder`: an array of entries; a single object is wrapped in a
 * one-entry array. At most `SELECTION_LIMIT` (spec §9) people at once.
 */
export const ZSendReminderRequest = z
  .union([ZReminderEntry, z.array(ZReminderEntry)])
  .transform((body) => (Array.isArray(body) ? body : [body]))
  .pipe(z.array(ZReminderEntry).min(1).max(SELECTION_LIMIT, { message: 'validation.selectionLimit' }));
export type SendReminderRequest = z.input<typeof ZSendReminderRequest>;

/**
 * Why an update request was not written to a person: a bulk failure, or `MAIL_LIMIT` — the person
 * already had the most update requests allowed in the window (issue #26 §7, `MAIL_LIMIT` of the
 * API's `mail/limits.ts`: 3 an hour).
 */
export const REMINDER_FAILURES = [...BULK_FAILURES, 'MAIL_LIMIT'] as const;

/** Per person: the emails written to the outbox, and the others with their reason. */
export const ZReminderResult = z.object({
  sent: z.array(z.email()),
  failed: z.array(z.object({ email: z.string(), code: z.enum(REMINDER_FAILURES) })),
});
export type ReminderResult = z.infer<typeof ZReminderResult>;

/**
 * spec §7 `PATCH users/{id}/candidate-transfer` with the users list: `{id}` is the receiving HR
 * referee, `users` the candidates (at most `SELECTION_LIMIT`, each once) who move to them.
 */
export const ZCandidateTransferRequest = z.object({
  users: ZUserIds.refine((ids) => new Set(ids).size === ids.length, { message: 'validation.duplicateIds' }),
});
export type CandidateTransferRequest = z.infer<typeof ZCandidateTransferRequest>;

/** spec §5 "Candidate add: all fields required (message: at least one field is empty)". */
const EMPTY_FIELD = { message: 'validation.candidateFieldEmpty' };

/** A required text of the add-candidate form: empty (after trimming) gets the spec §5 message. */
const requiredField = z.string({ error: EMPTY_FIELD.message }).trim().min(1, EMPTY_FIELD);

/**
 * DESIGN.md `POST /api/users` (add candidate), spec §5: first name, last name, email and phone
 * number, all required; names by the §5 name rule, a valid email, the phone in international
 * format (§5 phone rule). `displayLanguage` is the language of the account-creation email and of
 * the candidate's screens (default French, spec §1). The candidate is an applicant, waiting
 * validation (`inactive`), whose HR referee is the person adding them.
 *
 * Issue #28 §5 (HR adds candidates from their CVs), both optional, a body without them adds a
 * candidate as before:
 * - `resume`: the candidate's skills file, the PATCH users/{id}/resume body without `version`
 *   (spec §7), under the rules of a save (`ZResumeSave`: spec §5 and the save-only rules; the
 *   catalogue's rules are the API's, as on PATCH). Stored as the new applicant's file in the
 *   transaction that creates them (a bad file answers 400 naming `body.resume.<path>` and creates
 *   nobody);
 * - `sendAccountEmail`: whether the account-creation email leaves now (default true); false
 *   creates the account without it, for HR to send later (`POST /api/users/{id}/account-email`).
 */
export const ZAddCandidateRequest = z.object({
  firstname: requiredField.pipe(ZFirstName),
  lastname: requiredField.pipe(ZPersonName),
  email: requiredField.pipe(
    z.email({ message: 'validation.invalidEmail' }).max(EMAIL_MAX, { message: 'validation.invalidEmail' }),
  ),
  phoneNumber: requiredField.pipe(
    z
      .string()
      .max(30, { message: 'validation.invalidNumber' })
      .refine(isValidPhoneNumber, { message: 'validation.invalidNumber' }),
  ),
  displayLanguage: ZLocale.default('fr'),
  resume: ZResumeSave.optional(),
  sendAccountEmail: z.boolean().default(true),
});
export type AddCandidateRequest = z.infer<typeof ZAddCandidateRequest>;

/**
 * issue #26 §24 `POST /api/users/restore`: the email of a soft-deleted person (the one the
 * add-candidate form was given, answered `CANDIDATE_DELETED`). Emails are unique among all users,
 * deleted ones included, so the email names one person, and no deleted person's id is ever shown.
 */
export const ZRestoreUserRequest = z.object({
  email: z
    .string()
    .trim()
    .pipe(
      z.email({ message: 'validation.invalidEmail' }).max(EMAIL_MAX, { message: 'validation.invalidEmail' }),
    ),
});
export type RestoreUserRequest = z.infer<typeof ZRestoreUserRequest>;

/** issue #26 §24: the restored person, as the back office shows a user (spec §3 User). */
export const ZRestoreUserResponse = ZUser;
export type RestoreUserResponse = z.infer<typeof ZRestoreUserResponse>;

/**
 * spec §3 "Identity-provider user": id, firstName, lastName, clientRoles (each with a name), email.
 * Only users with a first name are listed (spec §3); `clientRoles` holds the product's roles.
 */
export const ZIdentityProviderUser = z.object({
  id: z.uuid(),
  firstName: z.string().min(1),
  lastName: z.string(),
  email: z.email(),
  clientRoles: z.array(z.object({ name: ZRole })),
});
export type IdentityProviderUser = z.infer<typeof ZIdentityProviderUser>;

/** spec §7 `GET /oidcUsers?q={text}`: names or email containing `q`, at most `IDENTITY_USERS_LIMIT`. */
export const ZIdentityUsersQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, { message: 'validation.searchTooLong' }).default(''),
});
export type IdentityUsersQuery = z.infer<typeof ZIdentityUsersQuery>;

export const ZIdentityUsersResponse = z.array(ZIdentityProviderUser).max(IDENTITY_USERS_LIMIT);

/**
 * spec §7 `PATCH /oidcUsers/management-roles/{id}` with the roles, spec §4 "roles of an
 * identity-provider user can be replaced wholesale", §5 "Roles: at least one must remain".
 * Each role once.
 */
export const ZManagementRolesRequest = z.object({
  roles: z
    .array(ZRole)
    .min(1, { message: 'validation.atLeastOneRole' })
    .max(ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, { message: 'validation.duplicateRoles' }),
});
export type ManagementRolesRequest = z.infer<typeof ZManagementRolesRequest>;
