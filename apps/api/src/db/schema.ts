/**
 * Database schema (DESIGN.md "Data"). Every change here ships as a drizzle-kit migration
 * (`npm run db:generate`), applied at start-up.
 *
 * Secrets (password hashes, OIDC provider state, signing keys) live in their own tables so that no
 * query of `users` can carry them; API answers are further filtered by the response schemas.
 */
import { sql } from 'drizzle-orm';
import { outdatedAfterSql } from './outdated.ts';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { ClientRequestLanguage } from '@highlight/domain/client-requests';
import { CLIENT_REQUEST_TITLE_MAX, MATCH_TEXT_MAX } from '@highlight/domain/constants';
import type { MatchSkill } from '@highlight/domain/matching';
import type { ResumeBody } from '@highlight/domain/resume';
import type { UserSettings } from '@highlight/domain/user';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** spec §3 User: identity profile, roles mirror, status, referee, resigner, avatar, settings. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    trigram: text('trigram').notNull(),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('inactive'),
    resigner: boolean('resigner').notNull().default(false),
    avatar: text('avatar'),
    userSettings: jsonb('user_settings').$type<UserSettings>().notNull(),
    refereeId: uuid('referee_id').references((): AnyPgColumn => users.id),
    emailVerified: boolean('email_verified').notNull().default(false),
    /**
     * When a superadmin last replaced the roles (issue #9 change-roles). A token issued before it
     * carries the old roles and never writes them back into the mirror.
     */
    rolesChangedAt: timestamp('roles_changed_at', { withTimezone: true }),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('users_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_trigram_key').on(table.trigram),
    index('users_referee_idx').on(table.refereeId),
  ],
);

/** Embedded identity provider credentials (argon2id hashes); never joined into API answers. */
export const identityCredentials = pgTable('identity_credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time links of the embedded provider (password reset, account activation), 12 h (spec §9). */
export const identityTokens = pgTable('identity_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed sign-ins of the embedded provider (issue #10 §2, as Keycloak's brute-force detection), one
 * row per key: `account:<sha-256 of the normalised email>` — counted whether or not the account
 * exists, so a lockout tells nothing — or `address:<client address>`. No email is stored.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Issue #10 §7: users whose roles at Keycloak may differ from `users.roles`, because a role
 * replacement (two calls there, DELETE then POST, not atomic) was cut half-way or its transaction
 * rolled back. Written before the calls and outside the transaction; removed in the transaction
 * that commits the new roles, or by the repair that makes Keycloak match `users.roles` again.
 */
export const identityRoleRepairs = pgTable('identity_role_repairs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

/** The skills file as one validated document with an optimistic-concurrency version. */
export const resumes = pgTable('resumes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  document: jsonb('document').$type<ResumeBody>().notNull(),
  version: integer('version').notNull().default(0),
  starCount: integer('star_count').notNull().default(0),
  ...timestamps,
});

/** PostgreSQL's `tsvector` (full-text search document), written and read only in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The search index of the back office (DESIGN.md "Search"; issue #9), one row per user.
 * - Written by the app in the same transaction as the resume or the names (`upsertSearch`):
 *   `document` (every searchable word, once per weight; weights A desired position and jobs,
 *   B skills and their domains, C names, trigram and email, D the rest: what a query matches and
 *   the tiers that rank a match, issue #26 §23), `names` (normalised names) and `name_keys`
 *   (their typo keys, issue #26 §22: one typo in a name of five letters or more is forgiven),
 *   the facet arrays and `skill_months` (months of use of `skills[i]`, for client-request
 *   matching), `index_version`.
 * - Copied from `users` and `resumes` by triggers (migration 0002), so that a search reads one
 *   table: `collaborator`, `role`, `status`, `referee_id`, `resigner`, `live`, sort keys, stars,
 *   the file's last update.
 */
export const resumeSearch = pgTable(
  'resume_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    desiredPosition: text('desired_position').notNull().default(''),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    document: tsvector('document')
      .notNull()
      .default(sql`''::tsvector`),
    names: text('names').notNull().default(''),
    nameKeys: text('name_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillMonths: integer('skill_months')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** issue #27 §6: month index (year × 12 + month − 1) of the last use of `skills[i]`; null when unused. */
    skillLastUsed: integer('skill_last_used')
      .array()
      .$type<(number | null)[]>()
      .notNull()
      .default(sql`'{}'::int[]`),
    jobs: text('jobs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** issue #27 §4: each spoken language at the level it stands for, `code:rank` (`spokenLevelKeys`). */
    languageLevels: text('language_levels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    indexVersion: integer('index_version').notNull().default(0),
    collaborator: boolean('collaborator').notNull().default(false),
    role: text('role'),
    status: text('status').notNull().default('inactive'),
    refereeId: uuid('referee_id'),
    resigner: boolean('resigner').notNull().default(false),
    live: boolean('live').notNull().default(true),
    lastnameKey: text('lastname_key').notNull().default(''),
    firstnameKey: text('firstname_key').notNull().default(''),
    trigram: text('trigram').notNull().default(''),
    stars: integer('stars').notNull().default(0),
    userUpdatedAt: timestamp('user_updated_at', { withTimezone: true }).notNull().defaultNow(),
    resumeUpdatedAt: timestamp('resume_updated_at', { withTimezone: true }),
  },
  (table) => [
    index('resume_search_document_idx').using('gin', table.document),
    index('resume_search_skills_idx').using('gin', table.skills),
    index('resume_search_name_keys_idx').using('gin', table.nameKeys),
    // issue #29 §1: the people of a profession (the supply's and the dashboard's `jobs` filter).
    index('resume_search_jobs_idx').using('gin', table.jobs),
    index('resume_search_listing_idx').on(
      table.collaborator,
      table.live,
      table.lastnameKey,
      table.firstnameKey,
    ),
    // issue #29 §4: the current files (ex-employees apart) by last update, where the freshness
    // counts the files of the month that have turned outdated (migration 0015). The referee and
    // the two dates are in the key so that the count reads the index alone (an index-only scan).
    index('resume_search_current_updated_idx')
      .on(
        sql`coalesce(${table.resumeUpdatedAt}, ${table.userUpdatedAt})`,
        table.refereeId,
        table.resumeUpdatedAt,
        table.userUpdatedAt,
      )
      .where(sql`${table.collaborator} and ${table.live} and not ${table.resigner}`),
    // issue #30 §1: the next moment a dashboard file turns outdated (spec §4, §9), which ends the
    // validity of a cached search (modules/search/cache.ts): files by that moment (not by last
    // update: 30 August 09:00 turns outdated before 29 August 23:00, both on 28 February),
    // resigners included. The key is `outdatedAfterSql`'s expression, as the query's.
    index('resume_search_outdated_after_idx')
      .on(outdatedAfterSql(sql`coalesce(${table.resumeUpdatedAt}, ${table.userUpdatedAt})`))
      .where(sql`${table.collaborator} and ${table.live}`),
  ],
);

/**
 * issue #30 §1: the data version of `resume_search`, which names what a cached search was
 * computed from. Each transaction writing `resume_search` appends one row (statement triggers
 * of migration 0017, once per transaction; no shared row is updated, so writers never wait on
 * one another); the version a snapshot sees is the sum of `changes` over its rows. Committed
 * transactions become visible to every snapshot in one order, so a snapshot sees a prefix of them
 * and each version names one state of the table. `compactSearchChanges` folds the rows into one
 * (the sum unchanged).
 */
export const resumeSearchChanges = pgTable('resume_search_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  changes: bigint('changes', { mode: 'number' }).notNull(),
});

/**
 * Every distinct lexeme of `resume_search.document`, in byte order (COLLATE "C", migration 0019):
 * where a searched term finds the lexemes it is a prefix of (`java` → java, javascript, javaee) by
 * one range of the key, so that the text index looks them up as words instead of scanning for a
 * prefix (issue #30 §4: a prefix scan decodes every match into a bitmap first, 5 to 10 times the
 * cost at a million files). Filled by a trigger on `document`; a lexeme nobody holds any more stays
 * (a word that finds no row) until the last person holding it is erased (`forgetSearchWords`).
 */
export const searchLexemes = pgTable('search_lexemes', {
  lexeme: text('lexeme').primaryKey(),
});

/**
 * Every distinct word of the indexed names of `TYPO_MIN_NAME_LENGTH` letters or more, with its
 * typo keys (the word and the word without each letter in turn, as the domain's `typoKeys`):
 * where a name typed with one typo (issue #26 §22) finds the few names it can be, in a table of
 * distinct words rather than among the rows holding them (a first name held by thousands).
 * Filled by a trigger on `resume_search.names` (migration 0011); a word nobody holds any more
 * stays (a candidate that finds no row) until the last person holding it is erased
 * (`forgetSearchWords`).
 */
export const searchNameWords = pgTable(
  'search_name_words',
  {
    word: text('word').primaryKey(),
    keys: text('keys').array().notNull(),
  },
  (table) => [index('search_name_words_keys_idx').using('gin', table.keys)],
);

/**
 * One row per skill a person holds, with their months of use (issue #9 client-request matching;
 * DESIGN.md "Search": requests that name catalogue skills read a `(skill, user)` table through a
 * b-tree instead of testing every file's skills). Copied from `resume_search` by a trigger
 * (migration 0004) with the facets a match filters and ranks on, so it never drifts from it.
 */
export const skillUsage = pgTable(
  'skill_usage',
  {
    skill: text('skill').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    months: integer('months').notNull(),
    collaborator: boolean('collaborator').notNull(),
    live: boolean('live').notNull(),
    stars: integer('stars').notNull(),
    languages: text('languages').array().notNull(),
    // issue #27 §4: the match's filters read these copies, never the person's other rows.
    status: text('status').notNull().default('inactive'),
    role: text('role'),
    /** The file's last update: coalesce(resume_updated_at, user_updated_at) of the search row. */
    fileUpdatedAt: timestamp('file_updated_at', { withTimezone: true }).notNull().defaultNow(),
    languageLevels: text('language_levels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** issue #27 §6: month index of the skill's last use (null: declared, used in no project). */
    lastUsed: integer('last_used'),
    // issue #29 §1: what the Inventory's supply counts by (migration 0014), copied as the rest.
    resigner: boolean('resigner').notNull().default(false),
    refereeId: uuid('referee_id'),
    /** The professions the person lists (resume_search's `jobs`). */
    jobs: text('jobs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** When the file turns outdated (spec §9): its last update + 6 calendar months, in UTC. */
    staleAt: timestamp('stale_at', { withTimezone: true }),
    /** `staleAt` had passed when the row was written or last swept (`sweepOutdated`). */
    outdated: boolean('outdated').notNull().default(false),
  },
  (table) => [
    // Migration 0018 makes it a covering key: INCLUDE every column a match reads (issue #30 §4).
    primaryKey({ columns: [table.skill, table.userId] }),
    index('skill_usage_user_idx').on(table.userId),
    // The rows whose file has turned outdated since they were last written or swept: few.
    index('skill_usage_stale_idx')
      .on(table.staleAt)
      .where(sql`not ${table.outdated}`),
    // issue #29 §2: the active people holding a skill with at least the years a request asks.
    index('skill_usage_active_months_idx')
      .on(table.skill, table.months)
      .where(
        sql`${table.collaborator} and ${table.live} and ${table.status} = 'active' and not ${table.resigner}`,
      ),
  ],
);

/**
 * The Inventory's supply (issue #29 §1), counted by statement triggers on `skill_usage`
 * (migration 0014) so that no request reads the files. A row holds counts of people for one
 * `scope` (`*`: everyone; `r:<referee id>` or `r:none`: an HR referee's candidates; `j:<job id>`:
 * the people listing that profession) and one `skill` (`kind` `skill`) or catalogue domain
 * (`domain`: its people counted once however many of its skills they hold), as sparse maps of
 * slots (`inventory_supply_deltas` in the migration: `p.<cohort>.<outdated>` people, `y.<cohort>.<range>`
 * years of use in `counts`, `<cohort>.<year>` last use in `last`; a cohort is a role, resigner
 * flag and status). Every statement appends its +/− deltas as new rows — no shared row is
 * updated, so concurrent saves never wait on one another or deadlock — and `compactSupply` folds
 * the rows of a key into one. Read: the slots summed over the rows of a key.
 */
export const inventorySupply = pgTable(
  'inventory_supply',
  {
    scope: text('scope').notNull(),
    kind: text('kind').notNull(),
    skill: text('skill').notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    last: jsonb('last').$type<Record<string, number>>().notNull(),
    /** A row `compactSupply` wrote (one per key); the triggers' deltas are not. */
    folded: boolean('folded').notNull().default(false),
  },
  (table) => [
    index('inventory_supply_key_idx').on(table.scope, table.kind, table.skill),
    // The keys with deltas to fold: few, found without reading the folded rows.
    index('inventory_supply_deltas_idx')
      .on(table.scope, table.kind, table.skill)
      .where(sql`not ${table.folded}`),
  ],
);

/** Bilingual reference data (skills, domains, jobs, sectors, sub-sectors), versioned seed. */
export const referenceItems = pgTable(
  'reference_items',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    parentId: text('parent_id'),
    labelFr: text('label_fr').notNull(),
    labelEn: text('label_en').notNull(),
    seedVersion: integer('seed_version').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.id] })],
);

/** Embedded OIDC provider state (oidc-provider adapter): one row per model instance. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.uid),
    index('oidc_payloads_user_code_idx').on(table.userCode),
  ],
);

/** Key material generated once and kept (OIDC signing keys, cookie keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Mail written here (and logged) on the embedded default; sent through SMTP in production. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Issue #10 §6: `queued` (to send or retry), `sent`, or `failed` (refused for good, or retries spent). */
    state: text('state').notNull().default('queued'),
    /** Attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: the next retry, or the lease of the instance sending it now. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** Why the last attempt failed: an error code and SMTP reply code, never an address or body. */
    lastError: text('last_error'),
    /**
     * Issue #26 §7: what the mail is (`MAIL_KINDS` of `mail/limits.ts`: `reset`, `activation`,
     * `verification`, `sign-up-notice`, `reminder`; `other` before the column existed), counted by
     * the per-recipient limit.
     */
    kind: text('kind').notNull().default('other'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'queued'`),
    // Issue #26 §7: the per-recipient limit counts one recipient's recent mails of one kind.
    index('mail_outbox_recipient_idx').on(sql`lower(${table.to})`, table.kind, table.createdAt),
  ],
);

/**
 * Who did what to whom (issue #9 "Audit"): every back-office action, written in the transaction of
 * the change itself, with the values before and after. `detail` holds what is neither (a
 * reminder's comment, the size of a bulk action). The SQL names `target_id` and `created_at` are
 * those of the first migration; the code calls them `userId` and `at`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    userId: uuid('target_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_user_idx').on(table.userId, table.at),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_at_idx').on(table.at),
  ],
);

/**
 * Issue #27 §4: the client requests HR saved, the firm's record of demand (issue #29 charts it).
 * `skills` and `languages` hold what `ZClientRequestSkills` and `ZClientRequestLanguage` accept
 * (checked again when read). `title_key` is the title as the list's search reads it
 * (`normalizeSearchText`, written by the app: PostgreSQL has no `unaccent` here). A deleted request
 * keeps its row (`deleted_at`, DESIGN.md: nothing is hard-deleted by a normal action); its author
 * erased (issue #10 §8), `created_by` becomes null. `created_at` is indexed for the monthly counts.
 */
export const clientRequests = pgTable(
  'client_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    titleKey: text('title_key').notNull(),
    text: text('text').notNull().default(''),
    skills: jsonb('skills').$type<MatchSkill[]>().notNull(),
    jobId: text('job_id'),
    languages: jsonb('languages')
      .$type<ClientRequestLanguage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('client_requests_created_at_idx').on(table.createdAt),
    check(
      'client_requests_title_length',
      sql`char_length(${table.title}) between 1 and ${sql.raw(String(CLIENT_REQUEST_TITLE_MAX))}`,
    ),
    check(
      'client_requests_text_length',
      sql`char_length(${table.text}) <= ${sql.raw(String(MATCH_TEXT_MAX))}`,
    ),
  ],
);
