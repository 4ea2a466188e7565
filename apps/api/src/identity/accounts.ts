/**
 * Accounts of the embedded identity provider (DESIGN.md "Identity and access"): users live in the
 * app's `users` table (their id is the OIDC `sub`), argon2id hashes in `identity_credentials`, and
 * one-time links (password reset, account activation; spec §9: 12 hours, once) in
 * `identity_tokens`, stored as SHA-256 hashes so that a database leak does not leak usable links.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, like, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, RESET_LINK_VALIDITY_HOURS, type Locale } from '@highlight/domain/constants';
import { pickLocale, translate } from '@highlight/domain/i18n';
import type { Role } from '@highlight/domain/roles';
import { makeTrigram } from '@highlight/domain/trigram';
import type { UserStatus } from '@highlight/domain/user';
import type { Database } from '../db/client.ts';
import { identityCredentials, identityTokens, users } from '../db/schema.ts';
import { upsertSearch } from '../modules/resumes/repository.ts';
import { identitySearchDocument } from '../modules/resumes/search-document.ts';
import { escapeHtml } from '../html.ts';
import { queueLimitedMail } from '../mail/index.ts';
import { hashPassword, verifyPassword } from './password.ts';

/** A user as the provider sees it (no secrets). */
export type IdentityUser = typeof users.$inferSelect;

/** Purposes of the one-time links: forgot-password reset, or first password of an invited user. */
/**
 * What a one-time link is for: `reset` ("forgot password"), `activation` (an invited person
 * chooses a password), `verification` (a self-registered person confirms their email, issue #10 §4).
 */
export const ACTION_PURPOSES = ['reset', 'activation', 'verification'] as const;
export type ActionPurpose = (typeof ACTION_PURPOSES)[number];

export interface NewIdentityUser {
  /**
   * The user's id when an external provider chose it (Keycloak's user id, so that its tokens'
   * `sub` names the same user); default a new random UUID.
   */
  id?: string | undefined;
  email: string;
  /** Plain password, hashed here; omit it for an invited user who sets it through an activation link. */
  password?: string | undefined;
  firstname: string;
  lastname: string;
  /** spec §5 phone rule, already checked by the caller; default empty. */
  phoneNumber?: string | undefined;
  roles: readonly Role[];
  /** Default `inactive` (DESIGN.md: new candidates start waiting validation). */
  status?: UserStatus | undefined;
  /** Default French (spec §9). */
  displayLanguage?: Locale | undefined;
  emailVerified?: boolean | undefined;
  refereeId?: string | null | undefined;
}

/** Thrown by {@link createIdentityUser} when a user (even soft-deleted) already holds the email. */
export class EmailTakenError extends Error {
  constructor(email: string) {
    super(`A user already exists with the email ${email}`);
    this.name = 'EmailTakenError';
  }
}

/** The constraint name of a PostgreSQL unique violation (23505), through Drizzle's error wrapper. */
function uniqueViolation(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint, message } = cause as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return constraint ?? message ?? '';
  }
  return undefined;
}

/** Emails are compared and stored lower-case and trimmed (as Keycloak does with usernames). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** First letter of the trigram (same normalisation as `makeTrigram`), to narrow the taken set. */
function trigramHead(firstname: string): string {
  const letters = firstname
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return letters[0] ?? 'X';
}

/**
 * Creates a user and, when a password is given, its argon2id credentials, in one transaction.
 * The trigram is made unique with `makeTrigram` (retried if a concurrent insert took it).
 * userSettings start as `{ displayLanguage, chosenUserMode: null }`; no resume row (the API creates
 * it lazily), but the search row, so the back office finds the user by name at once. Throws {@link EmailTakenError} when the email (case-insensitive) is already used.
 */
export async function createIdentityUser(db: Database, input: NewIdentityUser): Promise<{ id: string }> {
  const email = normaliseEmail(input.email);
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const head = trigramHead(input.firstname);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const takenRows = await tx
          .select({ trigram: users.trigram })
          .from(users)
          .where(like(users.trigram, `${head}%`));
        const trigram = makeTrigram(
          input.firstname,
          input.lastname,
          new Set(takenRows.map((row) => row.trigram)),
        );
        const [created] = await tx
          .insert(users)
          .values({
            ...(input.id === undefined ? {} : { id: input.id }),
            email,
            firstname: input.firstname.trim(),
            lastname: input.lastname.trim(),
            phoneNumber: input.phoneNumber?.trim() ?? '',
            trigram,
            roles: [...input.roles],
            status: input.status ?? 'inactive',
            userSettings: { displayLanguage: input.displayLanguage ?? DEFAULT_LOCALE, chosenUserMode: null },
            emailVerified: input.emailVerified ?? false,
            refereeId: input.refereeId ?? null,
          })
          .returning();
        if (!created) throw new Error('user insert returned no row');
        await upsertSearch(tx, created.id, identitySearchDocument(created));
        if (passwordHash !== undefined) {
          await tx.insert(identityCredentials).values({ userId: created.id, passwordHash });
        }
        return { id: created.id };
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (constraint.includes('email')) throw new EmailTakenError(email);
      if (!constraint.includes('trigram') || attempt >= 4) throw error;
    }
  }
}

/** The user with id `id` unless soft-deleted (`deletedAt` set) or absent. */
export async function findActiveUser(db: Database, id: string): Promise<IdentityUser | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/** The not-deleted user holding `email` (case-insensitive). */
export async function findActiveUserByEmail(db: Database, email: string): Promise<IdentityUser | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, normaliseEmail(email)), isNull(users.deletedAt)))
    .limit(1);
  return user;
}

/** A valid argon2id hash of a random string, verified when the email is unknown (same timing). */
let decoyHash: Promise<string> | undefined;

/**
 * Checks an email and password. Returns the user, or undefined for an unknown email, a soft-deleted
 * user, a user without a password, or a wrong password — callers show one generic message.
 */
export async function authenticate(
  db: Database,
  email: string,
  password: string,
): Promise<IdentityUser | undefined> {
  const [row] = await db
    .select({ user: users, passwordHash: identityCredentials.passwordHash })
    .from(users)
    .innerJoin(identityCredentials, eq(identityCredentials.userId, users.id))
    .where(and(eq(sql`lower(${users.email})`, normaliseEmail(email)), isNull(users.deletedAt)))
    .limit(1);
  if (!row) {
    decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    await verifyPassword(await decoyHash, password);
    return undefined;
  }
  return (await verifyPassword(row.passwordHash, password)) ? row.user : undefined;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a one-time link token for `userId`, valid {@link RESET_LINK_VALIDITY_HOURS} hours from
 * `now` (spec §9). Returns the raw token (43 base64url characters); only its hash is stored.
 */
export async function createActionToken(
  db: Database,
  options: { userId: string; purpose: ActionPurpose; now?: Date },
): Promise<string> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await db.insert(identityTokens).values({
    tokenHash: tokenHash(token),
    userId: options.userId,
    purpose: options.purpose,
    expiresAt: new Date(now.getTime() + RESET_LINK_VALIDITY_HOURS * 3600 * 1000),
  });
  return token;
}

/** The page URL of a one-time link: `${issuer}/login-actions/action-token?key=…`. */
export function actionLink(issuer: string, token: string): string {
  return `${issuer}/login-actions/action-token?key=${encodeURIComponent(token)}`;
}

/** The purpose and user of a usable token (unused, unexpired, user not deleted), else undefined. */
export async function findActionToken(
  db: Database,
  token: string,
  now: Date = new Date(),
): Promise<{ userId: string; purpose: ActionPurpose } | undefined> {
  const [row] = await db
    .select({ userId: identityTokens.userId, purpose: identityTokens.purpose })
    .from(identityTokens)
    .innerJoin(users, eq(users.id, identityTokens.userId))
    .where(
      and(
        eq(identityTokens.tokenHash, tokenHash(token)),
        isNull(identityTokens.usedAt),
        gt(identityTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  const purpose = ACTION_PURPOSES.find((candidate) => candidate === row?.purpose);
  return row && purpose ? { userId: row.userId, purpose } : undefined;
}

/**
 * Issue #26 §20: the display language (spec §9 `userSettings.displayLanguage`) of the owner of a
 * one-time link, whatever the link's state — usable, already used or expired (its row is kept) —
 * so that every page of the link speaks it; undefined for a key nobody owns (never issued, or its
 * owner erased or soft-deleted).
 */
export async function findLinkOwnerLanguage(db: Database, token: string): Promise<Locale | undefined> {
  const [row] = await db
    .select({ userSettings: users.userSettings })
    .from(identityTokens)
    .innerJoin(users, eq(users.id, identityTokens.userId))
    .where(and(eq(identityTokens.tokenHash, tokenHash(token)), isNull(users.deletedAt)))
    .limit(1);
  return row ? pickLocale(row.userSettings.displayLanguage) : undefined;
}

/**
 * Sets the password through a one-time link: marks the token used (only if still unused and
 * unexpired, so that two concurrent submissions cannot both succeed), stores the new argon2id
 * hash and marks the email verified (the user proved they read it), in one transaction.
 * Returns false when the token is not usable.
 */
export async function redeemActionToken(
  db: Database,
  token: string,
  newPassword: string,
  now: Date = new Date(),
): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  return db.transaction(async (tx) => {
    const userId = await spendActionToken(tx, token, ['reset', 'activation'], now);
    if (!userId) return false;
    await tx
      .insert(identityCredentials)
      .values({ userId, passwordHash, updatedAt: now })
      .onConflictDoUpdate({ target: identityCredentials.userId, set: { passwordHash, updatedAt: now } });
    return true;
  });
}

/**
 * Confirms an email through a `verification` link (issue #10 §4): marks the token used (only if
 * unused, unexpired and of that purpose) and the user's email verified, in one transaction.
 * Returns false when the token is not usable.
 */
export async function confirmEmail(db: Database, token: string, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => Boolean(await spendActionToken(tx, token, ['verification'], now)));
}

/**
 * Marks a one-time link used — only if unused, unexpired and of one of `purposes`, so that two
 * concurrent submissions cannot both succeed — and its live user's email verified (opening the
 * link proves they read it). Returns the user's id, or undefined when the link is not usable.
 */
async function spendActionToken(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  token: string,
  purposes: readonly ActionPurpose[],
  now: Date,
): Promise<string | undefined> {
  const [used] = await tx
    .update(identityTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(identityTokens.tokenHash, tokenHash(token)),
        inArray(identityTokens.purpose, [...purposes]),
        isNull(identityTokens.usedAt),
        gt(identityTokens.expiresAt, now),
      ),
    )
    .returning({ userId: identityTokens.userId });
  if (!used) return undefined;
  const [user] = await tx
    .update(users)
    .set({ emailVerified: true, updatedAt: now })
    .where(and(eq(users.id, used.userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return user?.id;
}

/**
 * What became of a mail asked for: `queued` in the outbox; `limited`, held back by the
 * per-recipient limit (`MAIL_LIMIT` of `mail/limits.ts`, issue #26 §7); `no-recipient`, the user
 * does not exist or is soft-deleted.
 */
export type MailOutcome = 'queued' | 'limited' | 'no-recipient';

/** Escaped HTML paragraphs of a mail: `<p>` for text, a link paragraph for `{ href, label }`. */
function mailHtml(parts: readonly (string | { href: string; label: string })[]): string {
  return parts
    .map((part) =>
      typeof part === 'string'
        ? `<p>${part}</p>`
        : `<p><a href="${escapeHtml(part.href)}">${escapeHtml(part.label)}</a></p>`,
    )
    .join('\n');
}

/**
 * Writes the email carrying a one-time link into `mail_outbox` (DESIGN.md: the mail adapter sends
 * or logs it), in the user's display language. `purpose` `reset` answers "forgot password";
 * `activation` is the account-creation email of an invited user; `verification` asks a
 * self-registered person to confirm their address. The link and the mail are written together,
 * under the per-recipient limit of their kind (issue #26 §7): past it, neither is written.
 */
export async function queueActionEmail(
  db: Database,
  options: { issuer: string; userId: string; purpose: ActionPurpose; now?: Date },
): Promise<MailOutcome> {
  const user = await findActiveUser(db, options.userId);
  if (!user) return 'no-recipient';
  const locale = pickLocale(user.userSettings.displayLanguage);
  const key = (name: string) => `identity.mail.${options.purpose}.${name}`;
  const queued = await queueLimitedMail(
    db,
    { to: user.email, kind: options.purpose },
    async (tx) => {
      const link = actionLink(options.issuer, await createActionToken(tx, options));
      const values = { firstname: user.firstname, link, hours: RESET_LINK_VALIDITY_HOURS };
      const htmlValues = { ...values, firstname: escapeHtml(user.firstname), link: escapeHtml(link) };
      const t = (name: string) => translate(locale, key(name), values);
      const h = (name: string) => translate(locale, key(name), htmlValues);
      return {
        to: user.email,
        subject: t('subject'),
        text: [t('greeting'), t('intro'), link, t('validity'), t('ignore')].join('\n\n'),
        html: mailHtml([
          h('greeting'),
          h('intro'),
          { href: link, label: t('action') },
          h('validity'),
          h('ignore'),
        ]),
      };
    },
    options.now ? { now: options.now } : {},
  );
  return queued ? 'queued' : 'limited';
}

/**
 * Issue #26 §7: someone tried to sign up with the address of an existing account. Instead of
 * telling them (an enumeration oracle), the owner gets a mail in their display language: "if it
 * was you, sign in (`signInUrl`) or choose a new password (`forgotUrl`)". Under the per-recipient
 * limit of `sign-up-notice`; nothing for a soft-deleted or unknown address.
 */
export async function queueSignUpNotice(
  db: Database,
  options: { email: string; signInUrl: string; forgotUrl: string; now?: Date },
): Promise<MailOutcome> {
  const user = await findActiveUserByEmail(db, options.email);
  if (!user) return 'no-recipient';
  const locale = pickLocale(user.userSettings.displayLanguage);
  const t = (name: string, values: Record<string, string> = {}) =>
    translate(locale, `identity.mail.signUpNotice.${name}`, values);
  const queued = await queueLimitedMail(
    db,
    { to: user.email, kind: 'sign-up-notice' },
    () =>
      Promise.resolve({
        to: user.email,
        subject: t('subject'),
        text: [
          t('greeting', { firstname: user.firstname }),
          t('intro'),
          options.signInUrl,
          t('forgot'),
          options.forgotUrl,
          t('ignore'),
        ].join('\n\n'),
        html: mailHtml([
          t('greeting', { firstname: escapeHtml(user.firstname) }),
          t('intro'),
          { href: options.signInUrl, label: t('action') },
          t('forgot'),
          { href: options.forgotUrl, label: t('forgotAction') },
          t('ignore'),
        ]),
      }),
    options.now ? { now: options.now } : {},
  );
  return queued ? 'queued' : 'limited';
}
