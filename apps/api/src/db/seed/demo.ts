/**
 * Demo data (DESIGN.md "Runtime shape": the embedded database is seeded with demo data on first
 * start): the six demo accounts of the README, a second HR referee, and 44 collaborators with
 * varied, realistic consultant resumes. Generated with a fixed faker seed, so every start creates
 * the same people and resumes; only timestamps follow the clock (a file "updated 3 months ago"
 * stays 3 months old).
 */
import { Faker, base, en, fr } from '@faker-js/faker';
import { eq, sql } from 'drizzle-orm';
import { isValidPhoneNumber } from '@highlight/domain/phone';
import { makeLabelOf } from '@highlight/domain/reference';
import { emptyResume, ZResumeBody, type ResumeBody } from '@highlight/domain/resume';
import type { Role } from '@highlight/domain/roles';
import { computeStars, countStars } from '@highlight/domain/stars';
import { normalizeSearchText } from '@highlight/domain/search';
import { makeTrigram } from '@highlight/domain/trigram';
import { ZPersonName, type Avatar, type UserSettings, type UserStatus } from '@highlight/domain/user';
import { hashPassword } from '../../identity/password.ts';
import { buildSearchDocument } from '../../modules/resumes/search-document.ts';
import { upsertSearch } from '../../modules/resumes/repository.ts';
import type { Database } from '../client.ts';
import { clientRequests, identityCredentials, resumes, users } from '../schema.ts';
import { ARCHETYPES, type Archetype } from './demo-data/archetypes.ts';
import { DEMO_CLIENT_REQUESTS } from './demo-data/client-requests.ts';
import { buildDemoResume, type ResumeFill } from './demo-data/demo-resume.ts';
import { FIRST_NAMES } from './demo-data/first-names.ts';
import { referenceRows } from './reference/catalogue.ts';

/** The password of every demo account (meets the password rule of spec §5). */
export const DEMO_PASSWORD = 'Demo-2026!';

/** A demo account to sign in with, as the README lists it. */
export interface DemoAccount {
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly roles: readonly Role[];
  /** What the account shows, in English. */
  readonly state: string;
}

/** The demo accounts (README table); all use `DEMO_PASSWORD`. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'applicant@highlight.test',
    firstname: 'Thomas',
    lastname: 'Petit',
    roles: ['applicant'],
    state: 'No avatar yet (onboarding), empty resume, status inactive, referee hr@',
  },
  {
    email: 'employee@highlight.test',
    firstname: 'Julie',
    lastname: 'Martin',
    roles: ['employee'],
    state: 'Avatar chosen, well-filled resume (12 stars or more), status active',
  },
  {
    email: 'hr@highlight.test',
    firstname: 'Sophie',
    lastname: 'Bernard',
    roles: ['human_ressources'],
    state: 'HR referee of many candidates',
  },
  {
    email: 'admin@highlight.test',
    firstname: 'Nicolas',
    lastname: 'Lefèvre',
    roles: ['admin'],
    state: 'Back office',
  },
  {
    email: 'superadmin@highlight.test',
    firstname: 'Isabelle',
    lastname: 'Garnier',
    roles: ['superadmin'],
    state: 'Back office and role management',
  },
  {
    email: 'manager@highlight.test',
    firstname: 'Antoine',
    lastname: 'Rousseau',
    roles: ['admin', 'employee'],
    state: 'Dual role (chooses admin or collab mode), avatar chosen, partly filled resume',
  },
  {
    email: 'hr2@highlight.test',
    firstname: 'Camille',
    lastname: 'Moreau',
    roles: ['human_ressources'],
    state: 'Second HR referee, for candidate transfers',
  },
];

/** Number of generated collaborators besides the demo accounts. */
const COLLABORATOR_COUNT = 44;
/** Fixed faker seed: the same demo data on every start. */
const FAKER_SEED = 20_260_101;
/**
 * Month of reference for resume content (`year * 12 + month - 1`), October 2026: fixed, so the
 * content never changes, and a month before this seed first shipped, so that no experience ends
 * after the resume's last update (which is dated from the clock).
 */
const CONTENT_ANCHOR_MONTH = 2026 * 12 + 9;
const AVATAR_CHOICES: readonly Avatar[] = ['cat', 'bounty_hunter', 'space_carrot', 'bandit'];
const DAY_MS = 24 * 60 * 60 * 1000;

type UserRow = typeof users.$inferInsert;

export interface PlannedPerson {
  user: UserRow & { id: string; email: string; firstname: string; lastname: string; trigram: string };
  /** Absent for back-office staff, who have no resume. */
  resume?: { document: ResumeBody; updatedAt: Date; version: number };
}

interface CollaboratorPlan {
  roles: Role[];
  status: UserStatus;
  resigner: boolean;
  avatar: Avatar | null;
  fill: ResumeFill;
  /** Months since the resume was last updated (7 or more: outdated). */
  staleMonths: number;
  archetype: Archetype;
  refereeId: string | null;
  displayLanguage: UserSettings['displayLanguage'];
  minSoftSkills?: number;
  firstname?: string;
  lastname?: string;
  email?: string;
}

function slugName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function archetype(key: string): Archetype {
  const found = ARCHETYPES.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`Unknown demo archetype ${key}`);
  return found;
}

/**
 * Creates the demo accounts and collaborators, in one transaction, unless
 * `applicant@highlight.test` already exists (then does nothing and returns `{ users: 0 }`).
 * The demo accounts (`DEMO_ACCOUNTS`) get the password `options.password` (default `DEMO_PASSWORD`),
 * each with its own argon2id hash (own salt: one cracked hash must not open every account, issue
 * #10 §4). The generated collaborators get no password: they are there to be searched, and
 * "forgot password" gives one a password like any invited person. Every email is verified.
 * Every resume is validated with `ZResumeBody` and stored with its star count and search row.
 * Throws when generated data are invalid (a programming error, never silently skipped).
 *
 * @returns `users`: the number of users created.
 */
export async function seedDemo(
  db: Database,
  options: { password?: string } = {},
): Promise<{ users: number }> {
  const marker = DEMO_ACCOUNTS[0]?.email ?? 'applicant@highlight.test';
  const exists = async (executor: Pick<Database, 'select'>) =>
    (
      await executor
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, marker))
        .limit(1)
    ).length > 0;
  if (await exists(db)) return { users: 0 };
  const password = options.password ?? DEMO_PASSWORD;

  return db.transaction(async (tx) => {
    if (await exists(tx)) return { users: 0 };
    const existing = await tx
      .select({ id: users.id, email: users.email, trigram: users.trigram })
      .from(users);
    const people = planDemoPeople(
      new Date(),
      new Map(existing.map((row) => [row.email.toLowerCase(), row.id])),
      new Set(existing.map((row) => row.trigram)),
    );
    const labelOf = makeLabelOf(referenceRows());

    // Staff first: collaborators reference their HR referee.
    const staff = people.filter((person) => !person.resume);
    const collaborators = people.filter((person) => person.resume);
    if (staff.length > 0) await tx.insert(users).values(staff.map((person) => person.user));
    await tx.insert(users).values(collaborators.map((person) => person.user));
    const accountEmails = new Set(DEMO_ACCOUNTS.map((account) => account.email));
    const accounts = people.filter((person) => accountEmails.has(person.user.email));
    // argon2 hashes on libuv's thread pool, side by side, off the event loop.
    const hashes = await Promise.all(accounts.map(() => hashPassword(password)));
    await tx
      .insert(identityCredentials)
      .values(accounts.map((person, index) => ({ userId: person.user.id, passwordHash: hashes[index]! })));
    await tx.insert(resumes).values(
      collaborators.flatMap(({ user, resume }) =>
        resume
          ? [
              {
                userId: user.id,
                document: resume.document,
                version: resume.version,
                starCount: countStars(computeStars(resume.document)),
                createdAt: user.createdAt,
                updatedAt: resume.updatedAt,
              },
            ]
          : [],
      ),
    );
    for (const { user, resume } of collaborators) {
      if (resume) await upsertSearch(tx, user.id, buildSearchDocument(user, resume.document, labelOf));
    }
    // issue #29: the demand the Inventory shows on the first start, saved by the demo's HR person.
    const hr = people.find((person) => person.user.email === 'hr@highlight.test');
    const today = new Date();
    await tx.insert(clientRequests).values(
      DEMO_CLIENT_REQUESTS.map((request) => {
        const at = new Date(
          Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - request.monthsAgo, request.day, 9, 30),
        );
        // A day later this month than today would be a request from the future.
        const createdAt = at > today ? today : at;
        return {
          title: request.title,
          titleKey: normalizeSearchText(request.title),
          text: request.text,
          skills: request.skills,
          jobId: request.jobId,
          createdBy: hr?.user.id ?? null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    return { users: people.length };
  });
}

/**
 * The demo people, deterministic for a given clock month: fixed accounts first, then the generated
 * collaborators. `existingUsers` (lower-case email → id) and `takenTrigrams` are those already in
 * the database: a demo account whose email exists is not created again (an existing HR account
 * stays the referee), and generated people avoid taken emails and trigrams.
 */
export function planDemoPeople(
  now: Date,
  existingUsers: ReadonlyMap<string, string>,
  takenTrigrams: Set<string>,
): PlannedPerson[] {
  const takenEmails = new Set(existingUsers.keys());
  const faker = new Faker({ locale: [fr, en, base] });
  faker.seed(FAKER_SEED);
  const ago = (months: number, extraDays = 0): Date => {
    const date = new Date(now);
    date.setUTCMonth(date.getUTCMonth() - months);
    return new Date(date.getTime() - extraDays * DAY_MS);
  };
  const phone = (): string => {
    if (faker.datatype.boolean({ probability: 0.05 }))
      return `+32 4${faker.string.numeric(2)} ${faker.string.numeric(2)} ${faker.string.numeric(2)} ${faker.string.numeric(2)}`;
    const pairs = Array.from({ length: 4 }, () => faker.string.numeric(2)).join(' ');
    return `+33 ${faker.helpers.arrayElement(['6', '7'])} ${pairs}`;
  };
  const people: PlannedPerson[] = [];

  const makeUser = (input: {
    firstname: string;
    lastname: string;
    email: string;
    roles: Role[];
    status: UserStatus;
    resigner?: boolean;
    avatar: Avatar | null;
    refereeId: string | null;
    displayLanguage: UserSettings['displayLanguage'];
    createdAt: Date;
    updatedAt: Date;
  }): PlannedPerson['user'] => {
    const firstname = ZPersonName.parse(input.firstname);
    const lastname = ZPersonName.parse(input.lastname);
    const phoneNumber = phone();
    if (!isValidPhoneNumber(phoneNumber)) throw new Error(`Invalid demo phone number ${phoneNumber}`);
    const trigram = makeTrigram(firstname, lastname, takenTrigrams);
    takenTrigrams.add(trigram);
    takenEmails.add(input.email.toLowerCase());
    return {
      id: faker.string.uuid(),
      email: input.email,
      firstname,
      lastname,
      phoneNumber,
      trigram,
      roles: input.roles,
      status: input.status,
      resigner: input.resigner ?? false,
      avatar: input.avatar,
      userSettings: { displayLanguage: input.displayLanguage, chosenUserMode: null },
      refereeId: input.refereeId,
      emailVerified: true,
      createdAt: input.createdAt,
      updatedAt: input.updatedAt,
    };
  };

  const account = (email: string): DemoAccount => {
    const found = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
    if (!found) throw new Error(`Unknown demo account ${email}`);
    return found;
  };

  // Back-office staff: no resume.
  const staffIds = new Map<string, string>();
  for (const email of [
    'hr@highlight.test',
    'hr2@highlight.test',
    'admin@highlight.test',
    'superadmin@highlight.test',
  ]) {
    const existingId = existingUsers.get(email);
    if (existingId !== undefined) {
      staffIds.set(email, existingId);
      continue;
    }
    const { firstname, lastname, roles } = account(email);
    const createdAt = ago(faker.number.int({ min: 24, max: 48 }));
    const user = makeUser({
      firstname,
      lastname,
      email,
      roles: [...roles],
      status: 'active',
      avatar: null,
      refereeId: null,
      displayLanguage: 'fr',
      createdAt,
      updatedAt: ago(faker.number.int({ min: 0, max: 6 })),
    });
    staffIds.set(email, user.id);
    people.push({ user });
  }
  const hr = staffIds.get('hr@highlight.test') ?? null;
  const hr2 = staffIds.get('hr2@highlight.test') ?? null;

  const addCollaborator = (plan: CollaboratorPlan) => {
    if (plan.email !== undefined && takenEmails.has(plan.email.toLowerCase())) return;
    let firstname = plan.firstname;
    let lastname = plan.lastname;
    let email = plan.email;
    while (!firstname || !lastname || !email || takenEmails.has(email.toLowerCase())) {
      firstname = faker.helpers.arrayElement(FIRST_NAMES);
      lastname = faker.person.lastName();
      email = `${slugName(firstname)}.${slugName(lastname)}@highlight.test`;
    }
    const updatedAt = ago(plan.staleMonths, faker.number.int({ min: 0, max: 27 }));
    const createdAt = new Date(updatedAt.getTime() - faker.number.int({ min: 20, max: 900 }) * DAY_MS);
    const lastUpdateMonth = CONTENT_ANCHOR_MONTH - plan.staleMonths;
    const document =
      plan.fill === 'empty'
        ? emptyResume()
        : buildDemoResume(faker, plan.archetype, {
            fill: plan.fill,
            lastUpdateMonth,
            onMission: plan.roles.includes('employee') && !plan.resigner && plan.status === 'active',
            careerMonths: faker.number.int({ min: 10, max: 240 }),
            ...(plan.minSoftSkills === undefined ? {} : { minSoftSkills: plan.minSoftSkills }),
          });
    ZResumeBody.parse(document);
    const user = makeUser({
      firstname,
      lastname,
      email,
      roles: plan.roles,
      status: plan.status,
      resigner: plan.resigner,
      avatar: plan.avatar,
      refereeId: plan.refereeId,
      displayLanguage: plan.displayLanguage,
      createdAt: plan.fill === 'empty' ? updatedAt : createdAt,
      updatedAt,
    });
    people.push({
      user,
      resume: {
        document,
        updatedAt,
        version: plan.fill === 'empty' ? 0 : faker.number.int({ min: 1, max: 40 }),
      },
    });
  };

  // The fixed collaborator accounts.
  const fixed = (email: string) => {
    const { firstname, lastname, roles } = account(email);
    return { firstname, lastname, email, roles: [...roles] };
  };
  addCollaborator({
    ...fixed('applicant@highlight.test'),
    status: 'inactive',
    resigner: false,
    avatar: null,
    fill: 'empty',
    staleMonths: 0,
    archetype: archetype('fullstack-js'),
    refereeId: hr,
    displayLanguage: 'fr',
  });
  addCollaborator({
    ...fixed('employee@highlight.test'),
    status: 'active',
    resigner: false,
    avatar: 'cat',
    fill: 'full',
    staleMonths: 1,
    archetype: archetype('java-backend'),
    refereeId: hr,
    displayLanguage: 'fr',
    minSoftSkills: 10,
  });
  addCollaborator({
    ...fixed('manager@highlight.test'),
    status: 'active',
    resigner: false,
    avatar: 'bandit',
    fill: 'partial',
    staleMonths: 2,
    archetype: archetype('pmo'),
    refereeId: null,
    displayLanguage: 'fr',
  });

  // Generated collaborators: about 60 % employees, the rest applicants, over both referees.
  let employeeIndex = 0;
  let applicantIndex = 0;
  for (let index = 0; index < COLLABORATOR_COUNT; index++) {
    const isEmployee = index % 5 !== 1 && index % 5 !== 3;
    const refereeId = index % 3 === 2 ? hr2 : hr;
    const displayLanguage = index % 7 === 3 ? 'en' : 'fr';
    // A consulting firm's pool leans to Java back-end developers: one generated person in four.
    const profile =
      index % 4 === 0
        ? archetype('java-backend')
        : (ARCHETYPES[index % ARCHETYPES.length] ?? archetype('java-backend'));
    if (isEmployee) {
      const e = employeeIndex++;
      addCollaborator({
        roles: ['employee'],
        status: e % 8 === 7 ? 'off_process' : e % 10 === 4 ? 'inactive' : 'active',
        resigner: e % 6 === 5,
        avatar: faker.helpers.arrayElement(AVATAR_CHOICES),
        fill: e % 7 === 3 ? 'started' : e % 4 === 2 ? 'partial' : 'full',
        staleMonths:
          e % 5 === 1 ? faker.number.int({ min: 7, max: 30 }) : faker.number.int({ min: 0, max: 5 }),
        archetype: profile,
        refereeId,
        displayLanguage,
      });
    } else {
      const a = applicantIndex++;
      const fill: ResumeFill = (['empty', 'started', 'partial', 'full'] as const)[a % 4] ?? 'started';
      addCollaborator({
        roles: ['applicant'],
        status: (['inactive', 'active', 'off_process', 'inactive', 'active'] as const)[a % 5] ?? 'inactive',
        resigner: false,
        avatar: fill === 'empty' ? null : faker.helpers.arrayElement(AVATAR_CHOICES),
        fill,
        staleMonths:
          fill !== 'empty' && a % 6 === 3
            ? faker.number.int({ min: 7, max: 30 })
            : faker.number.int({ min: 0, max: 5 }),
        archetype: profile,
        refereeId,
        displayLanguage,
      });
    }
  }
  return people;
}
