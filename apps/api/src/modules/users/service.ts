/**
 * Users: the caller's own profile and file (spec §7 users/me), and the back office's list and
 * look-at-user reads. Handlers stay thin and call one function here.
 */
import { computeStars, countStars, gradeFor } from '@highlight/domain/stars';
import { isOutdated } from '@highlight/domain/outdated';
import { roleFlags } from '@highlight/domain/roles';
import { ZRole } from '@highlight/domain/user';
import {
  ZUserSettings,
  type Resume,
  type UpdateMeRequest,
  type User,
  type UserWithResume,
} from '@highlight/domain/user';
import { AppError, notFound } from '../../errors.ts';
import type { AppContext } from '../../context.ts';
import { buildSearchDocument } from '../resumes/search-document.ts';
import { getOrCreateResume, upsertSearch, type ResumeRow } from '../resumes/repository.ts';
import { assertCanListUsers, assertCanReadUser } from './policy.ts';
import { findUserById, findUsersWithRole, updateUser, type UserRow } from './repository.ts';

type RefereeRef = User['referee'];

const refOf = (row: Pick<UserRow, 'id' | 'firstname' | 'lastname' | 'trigram'>): NonNullable<RefereeRef> => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  trigram: row.trigram,
});

/** The API shape of a user row (spec §3 User, §6 flags). */
export function toApiUser(row: UserRow, referee: RefereeRef): User {
  const roles = row.roles.flatMap((role) => {
    const parsed = ZRole.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    phoneNumber: row.phoneNumber,
    trigram: row.trigram,
    roles,
    status: row.status as User['status'],
    resigner: row.resigner,
    avatar: (row.avatar as User['avatar']) ?? null,
    userSettings: ZUserSettings.parse(row.userSettings),
    referee,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...roleFlags(roles),
  };
}

/** The API shape of a resume row: the document plus version, stars, grade, outdated (spec §3, §4). */
export function toApiResume(row: ResumeRow, now: Date = new Date()): Resume {
  const stars = computeStars(row.document);
  const starCount = countStars(stars);
  return {
    ...row.document,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    stars,
    starCount,
    grade: gradeFor(starCount),
    outdated: isOutdated(row.updatedAt, now),
  };
}

async function refereeOf(ctx: AppContext, row: UserRow): Promise<RefereeRef> {
  if (!row.refereeId) return null;
  const referee = await findUserById(ctx.db, row.refereeId);
  return referee ? refOf(referee) : null;
}

/** A user with their resume (created empty on first access). */
export async function userWithResume(ctx: AppContext, row: UserRow): Promise<UserWithResume> {
  const { labelOf } = await ctx.reference();
  // Side by side: two connections of the pool rather than two round trips one after the other.
  const [resume, referee] = await Promise.all([
    getOrCreateResume(ctx.db, row.id, (document) => buildSearchDocument(row, document, labelOf)),
    refereeOf(ctx, row),
  ]);
  return { ...toApiUser(row, referee), resume: toApiResume(resume) };
}

/**
 * spec §7 PATCH users/me: names, phone, avatar, settings. spec §4: the avatar cannot be changed
 * once chosen (the adventure has started) → `AVATAR_LOCKED`. Names also refresh the search row.
 */
export async function updateMe(ctx: AppContext, me: UserRow, changes: UpdateMeRequest): Promise<User> {
  if (changes.avatar !== undefined && me.avatar !== null && changes.avatar !== me.avatar) {
    throw new AppError('AVATAR_LOCKED');
  }
  const userSettings = changes.userSettings
    ? ZUserSettings.parse({ ...me.userSettings, ...changes.userSettings })
    : undefined;
  const updated = await updateUser(ctx.db, me.id, {
    ...(changes.firstname !== undefined ? { firstname: changes.firstname } : {}),
    ...(changes.lastname !== undefined ? { lastname: changes.lastname } : {}),
    ...(changes.phoneNumber !== undefined ? { phoneNumber: changes.phoneNumber } : {}),
    ...(changes.avatar !== undefined ? { avatar: changes.avatar } : {}),
    ...(userSettings ? { userSettings } : {}),
  });
  ctx.documents.forgetUser(me.id);
  if (changes.firstname !== undefined || changes.lastname !== undefined) {
    const { labelOf } = await ctx.reference();
    const resume = await getOrCreateResume(ctx.db, me.id, (document) =>
      buildSearchDocument(updated, document, labelOf),
    );
    await upsertSearch(ctx.db, me.id, buildSearchDocument(updated, resume.document, labelOf));
  }
  return toApiUser(updated, await refereeOf(ctx, updated));
}

/** spec §7 GET users/{id} (look-at-user): staff, or the user themself. */
export async function getUser(ctx: AppContext, actor: UserRow, id: string): Promise<UserWithResume> {
  assertCanReadUser(actor, id);
  const row = await findUserById(ctx.db, id);
  if (!row) throw notFound();
  return userWithResume(ctx, row);
}

/** spec §7 GET users/human_resources: the HR referees (back office only). */
export async function listHumanResources(
  ctx: AppContext,
  actor: UserRow,
): Promise<NonNullable<RefereeRef>[]> {
  assertCanListUsers(actor);
  return (await findUsersWithRole(ctx.db, 'human_ressources')).map(refOf);
}
