/**
 * Reference data and demo data: the catalogue meets its minimums and is internally consistent,
 * the seeds are idempotent, and every demo resume is valid and uses only catalogue ids.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ZCreateClientRequest } from '@highlight/domain/client-requests';
import { JOB_NAME_MAX } from '@highlight/domain/constants';
import { isOutdated } from '@highlight/domain/outdated';
import { isValidPhoneNumber } from '@highlight/domain/phone';
import { ZJobName, ZResumeBody, type ResumeBody } from '@highlight/domain/resume';
import { computeStars, countStars } from '@highlight/domain/stars';
import { USER_STATUSES } from '@highlight/domain/user';
import { verifyPassword } from '../../identity/password.ts';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import {
  clientRequests,
  identityCredentials,
  referenceItems,
  resumes,
  resumeSearch,
  users,
} from '../schema.ts';
import { ARCHETYPES } from './demo-data/archetypes.ts';
import { DEMO_CLIENT_REQUESTS } from './demo-data/client-requests.ts';
import { COMPANIES_BY_SECTOR } from './demo-data/companies.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.ts';
import { readReferenceData, referenceRows } from './reference/catalogue.ts';
import { loadReferenceCatalogue, REFERENCE_SEED_VERSION, seedReference } from './reference.ts';

const catalogue = loadReferenceCatalogue();
const KEBAB_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('reference catalogue (data files)', () => {
  it('meets the minimum counts', () => {
    expect(catalogue.domains.size).toBeGreaterThanOrEqual(15);
    expect(catalogue.skills.size).toBeGreaterThanOrEqual(300);
    expect(catalogue.jobs.size).toBeGreaterThanOrEqual(100);
    expect(catalogue.sectors.size).toBeGreaterThanOrEqual(15);
  });

  it('gives every sector 3 to 8 sub-sectors, each under an existing sector', () => {
    const perSector = new Map<string, number>();
    for (const subSector of catalogue.subSectors.values()) {
      expect(catalogue.sectors.has(subSector.parentId ?? ''), subSector.id).toBe(true);
      perSector.set(subSector.parentId ?? '', (perSector.get(subSector.parentId ?? '') ?? 0) + 1);
    }
    for (const sector of catalogue.sectors.keys()) {
      expect(perSector.get(sector) ?? 0, sector).toBeGreaterThanOrEqual(3);
      expect(perSector.get(sector) ?? 0, sector).toBeLessThanOrEqual(8);
    }
  });

  it('puts every skill under an existing domain, and every domain has skills', () => {
    const domainsWithSkills = new Set<string>();
    for (const skill of catalogue.skills.values()) {
      expect(catalogue.domains.has(skill.parentId ?? ''), skill.id).toBe(true);
      domainsWithSkills.add(skill.parentId ?? '');
    }
    expect([...catalogue.domains.keys()].filter((id) => !domainsWithSkills.has(id))).toEqual([]);
  });

  it('has unique kebab-case ids within each kind', () => {
    const rows = referenceRows();
    const keys = rows.map((row) => `${row.kind}:${row.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(rows.filter((row) => !KEBAB_ID.test(row.id)).map((row) => row.id)).toEqual([]);
  });

  it('has non-empty, trimmed French and English labels', () => {
    for (const row of referenceRows()) {
      expect(row.labelFr.trim(), `${row.kind}:${row.id}`).not.toBe('');
      expect(row.labelEn.trim(), `${row.kind}:${row.id}`).not.toBe('');
      expect(row.labelFr, `${row.kind}:${row.id}`).toBe(row.labelFr.trim());
      expect(row.labelEn, `${row.kind}:${row.id}`).toBe(row.labelEn.trim());
      expect(row.labelFr.length, `${row.kind}:${row.id}`).toBeLessThanOrEqual(120);
    }
    // Only parents are parentless.
    for (const row of referenceRows()) {
      expect(row.parentId === null, `${row.kind}:${row.id}`).toBe(
        !['skill', 'sub_sector'].includes(row.kind),
      );
    }
  });

  it('translates labels that are not proper names', () => {
    expect(catalogue.jobs.get('fullstack-developer')).toMatchObject({
      labelFr: 'Développeur full stack',
      labelEn: 'Full-stack developer',
    });
    expect(catalogue.sectors.get('public-sector')).toMatchObject({
      labelFr: 'Secteur public',
      labelEn: 'Public sector',
    });
    expect(catalogue.skills.get('typescript')).toMatchObject({
      parentId: 'languages',
      labelEn: 'TypeScript',
    });
    const translatedJobs = [...catalogue.jobs.values()].filter((job) => job.labelFr !== job.labelEn).length;
    expect(translatedJobs).toBeGreaterThan(catalogue.jobs.size * 0.7);
  });
});

describe('demo profiles (data files)', () => {
  it('use only catalogue ids and valid texts', () => {
    for (const archetype of ARCHETYPES) {
      for (const position of archetype.desiredPositions)
        expect(ZJobName.safeParse(position).success, position).toBe(true);
      for (const job of archetype.jobs) expect(catalogue.jobs.has(job), job).toBe(true);
      for (const { domain, skills } of archetype.domains) {
        expect(catalogue.domains.has(domain), domain).toBe(true);
        for (const skill of skills)
          expect(catalogue.skills.get(skill)?.parentId, `${domain}/${skill}`).toBe(domain);
      }
      for (const sector of archetype.sectors)
        expect(COMPANIES_BY_SECTOR[sector]?.length ?? 0, sector).toBeGreaterThan(0);
      for (const context of archetype.contexts) expect(context.length, context).toBeLessThanOrEqual(90);
      for (const project of archetype.projects) {
        expect(project.description.length, project.name).toBeLessThanOrEqual(200);
        const sectors = project.sectors ?? archetype.sectors;
        expect(
          sectors.some((sector) => archetype.sectors.includes(sector)),
          project.name,
        ).toBe(true);
      }
      expect(archetype.desiredPositions.every((position) => position.length <= JOB_NAME_MAX)).toBe(true);
    }
  });

  it('place every company in sub-sectors of its own sector', () => {
    for (const [sector, companies] of Object.entries(COMPANIES_BY_SECTOR)) {
      expect(catalogue.sectors.has(sector), sector).toBe(true);
      for (const company of companies) {
        for (const subSector of company.subSectors) {
          expect(catalogue.subSectors.get(subSector)?.parentId, `${company.name}/${subSector}`).toBe(sector);
        }
      }
    }
  });
});

describe('reference data file (editable without code changes)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'highlight-reference-'));
  const write = (name: string, content: string) => {
    const file = join(dir, name);
    writeFileSync(file, content);
    return file;
  };

  it('reads an edited file: a new skill, an English label defaulting to the French one', () => {
    const file = write(
      'ok.json',
      JSON.stringify({
        version: 7,
        domains: [
          { id: 'maison', fr: 'Outils maison', en: 'In-house tools', skills: [{ id: 'forge', fr: 'Forge' }] },
        ],
        jobs: [{ id: 'artisan', fr: 'Artisan logiciel', en: 'Software craftsman' }],
        sectors: [
          {
            id: 'space',
            fr: 'Spatial',
            en: 'Space',
            subSectors: [{ id: 'launchers', fr: 'Lanceurs', en: 'Launchers' }],
          },
        ],
      }),
    );
    const data = readReferenceData(file);
    expect(data.version).toBe(7);
    expect(referenceRows(data)).toContainEqual({
      kind: 'skill',
      id: 'forge',
      parentId: 'maison',
      labelFr: 'Forge',
      labelEn: 'Forge',
    });
    expect(referenceRows(data)).toContainEqual({
      kind: 'sub_sector',
      id: 'launchers',
      parentId: 'space',
      labelFr: 'Lanceurs',
      labelEn: 'Launchers',
    });
  });

  it('refuses a broken file with its name and the offending paths', () => {
    const bad = write(
      'bad.json',
      JSON.stringify({ version: 1, domains: [{ id: 'Bad Id', fr: '', skills: [] }], jobs: [], sectors: [] }),
    );
    expect(() => readReferenceData(bad)).toThrow(/bad\.json is invalid: domains\.0\.id: .*domains\.0\.fr/);
    const notJson = write('not.json', '{ version: 1');
    expect(() => readReferenceData(notJson)).toThrow(/not\.json cannot be read/);
  });
});

describe('seedReference', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ url: 'memory://', dataDir: '' });
  });
  afterAll(() => handle.close());

  it('inserts every entry once, then nothing', async () => {
    const first = await seedReference(handle.db);
    expect(first.inserted).toBe(referenceRows().length);
    const second = await seedReference(handle.db);
    expect(second.inserted).toBe(0);
    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(referenceItems);
    expect(count?.n).toBe(referenceRows().length);
  });

  it('rewrites entries stored at a lower version and keeps rows it does not know', async () => {
    await handle.db
      .update(referenceItems)
      .set({ labelFr: 'Ancien libellé', seedVersion: REFERENCE_SEED_VERSION - 1 })
      .where(and(eq(referenceItems.kind, 'skill'), eq(referenceItems.id, 'react')));
    await handle.db.insert(referenceItems).values({
      kind: 'skill',
      id: 'retired-skill',
      parentId: 'frontend',
      labelFr: 'Ancien',
      labelEn: 'Old',
      seedVersion: 0,
    });

    expect((await seedReference(handle.db)).inserted).toBe(1);
    const [react] = await handle.db
      .select()
      .from(referenceItems)
      .where(and(eq(referenceItems.kind, 'skill'), eq(referenceItems.id, 'react')));
    expect(react).toMatchObject({ labelFr: 'React', seedVersion: REFERENCE_SEED_VERSION });
    const retired = await handle.db
      .select()
      .from(referenceItems)
      .where(eq(referenceItems.id, 'retired-skill'));
    expect(retired).toHaveLength(1);
  });
});

describe('seedDemo', () => {
  let handle: DatabaseHandle;
  let created: { users: number };
  let people: (typeof users.$inferSelect)[];
  let stored: { userId: string; document: ResumeBody; starCount: number; updatedAt: Date }[];

  beforeAll(async () => {
    handle = await openDatabase({ url: 'memory://', dataDir: '' });
    await seedReference(handle.db);
    created = await seedDemo(handle.db);
    people = await handle.db.select().from(users);
    stored = await handle.db.select().from(resumes);
  });
  afterAll(() => handle.close());

  const byEmail = (email: string) => {
    const person = people.find((candidate) => candidate.email === email);
    if (!person) throw new Error(`missing ${email}`);
    return person;
  };
  const resumeOf = (userId: string) => stored.find((resume) => resume.userId === userId);
  const collaborators = () =>
    people.filter((person) => person.roles.some((role) => ['employee', 'applicant'].includes(role)));

  it('creates the demo accounts with their roles and the demo password', async () => {
    expect(created.users).toBe(people.length);
    for (const account of DEMO_ACCOUNTS) {
      expect(byEmail(account.email).roles, account.email).toEqual(account.roles);
    }
    expect(DEMO_ACCOUNTS.map((account) => account.email)).toEqual(
      expect.arrayContaining([
        'applicant@highlight.test',
        'employee@highlight.test',
        'hr@highlight.test',
        'admin@highlight.test',
        'superadmin@highlight.test',
        'manager@highlight.test',
      ]),
    );
    const credentials = await handle.db.select().from(identityCredentials);
    expect(credentials).toHaveLength(DEMO_ACCOUNTS.length);
    const employee = credentials.find((row) => row.userId === byEmail('employee@highlight.test').id);
    expect(await verifyPassword(employee?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(employee?.passwordHash ?? '', 'wrong')).toBe(false);
  });

  it('gives every account its own hash and a verified email (issue #10 §4)', async () => {
    const credentials = await handle.db.select().from(identityCredentials);
    expect(new Set(credentials.map((row) => row.passwordHash)).size).toBe(credentials.length);
    const admin = credentials.find((row) => row.userId === byEmail('admin@highlight.test').id);
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(people.every((person) => person.emailVerified)).toBe(true);
  });

  it('saves the demo’s client requests (issue #29): valid, catalogue skills and jobs, the last 12 months, by HR', async () => {
    const saved = await handle.db.select().from(clientRequests);
    expect(saved).toHaveLength(DEMO_CLIENT_REQUESTS.length);
    const ids = new Set(referenceRows().map((row) => `${row.kind}:${row.id}`));
    const now = Date.now();
    for (const request of saved) {
      expect(ZCreateClientRequest.safeParse(request).success, request.title).toBe(true);
      expect(
        request.skills.every((skill) => ids.has(`skill:${skill.id}`)),
        request.title,
      ).toBe(true);
      expect(request.jobId === null || ids.has(`job:${request.jobId}`), request.title).toBe(true);
      expect(request.createdBy).toBe(byEmail('hr@highlight.test').id);
      expect(request.createdAt.getTime()).toBeLessThanOrEqual(now);
      expect(request.createdAt.getTime()).toBeGreaterThan(now - 366 * 86_400_000);
    }
    // Kubernetes is asked most: the Inventory's gap on the first start.
    const asked = (id: string) =>
      saved.filter((request) => request.skills.some((skill) => skill.id === id)).length;
    expect(asked('kubernetes')).toBeGreaterThan(asked('java'));
  });

  it('creates at least 40 collaborators besides the demo accounts', () => {
    const fixed = new Set(DEMO_ACCOUNTS.map((account) => account.email));
    expect(collaborators().filter((person) => !fixed.has(person.email)).length).toBeGreaterThanOrEqual(40);
  });

  it('stores valid resumes with their star count and search row', async () => {
    expect(stored).toHaveLength(collaborators().length);
    for (const resume of stored) {
      const parsed = ZResumeBody.parse(resume.document);
      expect(resume.starCount).toBe(countStars(computeStars(parsed)));
    }
    // Every user has a search row (staff too, not collaborators); each collaborator's holds their file.
    const searchRows = (await handle.db.select().from(resumeSearch)).filter((row) => row.collaborator);
    expect(searchRows).toHaveLength(stored.length);
    const employee = byEmail('employee@highlight.test');
    const row = searchRows.find((candidate) => candidate.userId === employee.id);
    expect(row?.document).toContain("'employee'");
    // issue #26 §23: the trigram is a word of the names, weight C, once.
    expect(row?.document).toMatch(new RegExp(`'${employee.trigram.toLowerCase()}':\\d+C( |$)`));
    const lexemes = [...(row?.document ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
    expect(lexemes.length).toBeGreaterThan(10);
    expect(lexemes.every((lexeme) => /^[a-z0-9]+$/.test(lexeme))).toBe(true);
    expect(row?.skills).toContain('java');
  });

  it('gives employee@ a well-filled resume and applicant@ nothing yet', () => {
    const employee = byEmail('employee@highlight.test');
    expect(employee.avatar).not.toBeNull();
    expect(employee.status).toBe('active');
    expect(resumeOf(employee.id)?.starCount).toBeGreaterThanOrEqual(12);

    const applicant = byEmail('applicant@highlight.test');
    expect(applicant.avatar).toBeNull();
    expect(applicant.status).toBe('inactive');
    expect(applicant.refereeId).toBe(byEmail('hr@highlight.test').id);
    expect(resumeOf(applicant.id)?.starCount).toBe(0);

    const manager = byEmail('manager@highlight.test');
    expect(manager.avatar).not.toBeNull();
    expect(resumeOf(manager.id)?.starCount).toBeGreaterThan(0);
  });

  it('varies statuses, resigners, avatars, star counts and freshness', () => {
    const people = collaborators();
    for (const status of USER_STATUSES)
      expect(
        people.some((person) => person.status === status),
        status,
      ).toBe(true);
    expect(people.some((person) => person.resigner)).toBe(true);
    expect(people.filter((person) => person.avatar === null).length).toBeGreaterThanOrEqual(2);
    expect(stored.filter((resume) => isOutdated(resume.updatedAt)).length).toBeGreaterThanOrEqual(3);
    for (const resume of stored.filter((candidate) => isOutdated(candidate.updatedAt))) {
      const months = (Date.now() - resume.updatedAt.getTime()) / (30.44 * 24 * 3600 * 1000);
      expect(months).toBeGreaterThan(6);
      expect(months).toBeLessThan(31);
    }
    expect(new Set(stored.map((resume) => resume.starCount)).size).toBeGreaterThanOrEqual(5);
    // No avatar means the adventure has not started: nothing in the resume.
    for (const person of people.filter((candidate) => candidate.avatar === null)) {
      expect(resumeOf(person.id)?.starCount, person.email).toBe(0);
    }
  });

  it('spreads candidates over both HR referees', () => {
    const hr = byEmail('hr@highlight.test');
    const hr2 = byEmail('hr2@highlight.test');
    const candidatesOf = (id: string) =>
      people.filter((person) => person.refereeId === id && person.roles.includes('applicant'));
    expect(candidatesOf(hr.id).length).toBeGreaterThanOrEqual(3);
    expect(candidatesOf(hr2.id).length).toBeGreaterThanOrEqual(3);
    expect(hr2.roles).toEqual(['human_ressources']);
  });

  it('gives everyone a unique trigram, a firstname.lastname email and a valid phone number', () => {
    expect(new Set(people.map((person) => person.trigram)).size).toBe(people.length);
    for (const person of people) {
      expect(person.trigram).toMatch(/^[A-Z0-9]{3}$/);
      expect(person.email).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)?@highlight\.test$/);
      expect(isValidPhoneNumber(person.phoneNumber), person.phoneNumber).toBe(true);
    }
  });

  it('references only catalogue entries, coherently', () => {
    for (const { document } of stored) {
      const jobIds = document.jobs.map((entry) => entry.job.id);
      for (const id of jobIds) expect(catalogue.jobs.has(id), id).toBe(true);
      const skillIds = new Set<string>();
      for (const { domain, skills } of document.technicalSkills) {
        expect(catalogue.domains.has(domain.id), domain.id).toBe(true);
        for (const skill of skills) {
          if (skill.custom) {
            expect(skill.label).toBeTruthy();
            continue;
          }
          expect(catalogue.skills.get(skill.id)?.parentId, skill.id).toBe(domain.id);
          skillIds.add(skill.id);
        }
      }
      for (const experience of document.experiences) {
        if (experience.sector !== null)
          expect(catalogue.sectors.has(experience.sector), experience.sector).toBe(true);
        for (const project of experience.projectExperiences) {
          for (const skill of project.technicalEnvironment)
            expect(skillIds.has(skill.id), skill.id).toBe(true);
          for (const job of project.jobs) expect(jobIds).toContain(job.id);
          for (const subSector of project.subSectors) {
            expect(catalogue.subSectors.get(subSector)?.parentId, subSector).toBe(experience.sector);
          }
        }
      }
    }
  });

  it('does nothing the second time', async () => {
    expect(await seedDemo(handle.db)).toEqual({ users: 0 });
    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count?.n).toBe(people.length);
  });

  it('keeps an existing HR account as referee instead of creating it again', async () => {
    const other = await openDatabase({ url: 'memory://', dataDir: '' });
    try {
      const [hr] = await other.db
        .insert(users)
        .values({
          email: 'HR@highlight.test',
          firstname: 'Existing',
          lastname: 'Referee',
          trigram: 'ERE',
          roles: ['human_ressources'],
          userSettings: { displayLanguage: 'fr', chosenUserMode: null },
        })
        .returning();
      const result = await seedDemo(other.db);
      expect(result.users).toBe(people.length - 1);
      const [applicant] = await other.db
        .select()
        .from(users)
        .where(eq(users.email, 'applicant@highlight.test'));
      expect(applicant?.refereeId).toBe(hr?.id);
    } finally {
      await other.close();
    }
  });

  it('creates the same people and resumes on every start', async () => {
    const other = await openDatabase({ url: 'memory://', dataDir: '' });
    try {
      await seedDemo(other.db, { password: 'Other-pass-1!' });
      const again = await other.db
        .select({ email: users.email, trigram: users.trigram, document: resumes.document })
        .from(users)
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .orderBy(users.email);
      const first = await handle.db
        .select({ email: users.email, trigram: users.trigram, document: resumes.document })
        .from(users)
        .leftJoin(resumes, eq(resumes.userId, users.id))
        .orderBy(users.email);
      expect(again).toEqual(first);
    } finally {
      await other.close();
    }
  });
});
