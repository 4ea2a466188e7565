/**
 * Synthetic skills files for the search benchmark (search.ts): deterministic (a seeded
 * generator), with a long-tail skill popularity — Java in about a third of the files, most skills
 * rare — names sharing prefixes (Martin, Martinez, Martineau…), 1–4 experiences of 1–3 projects.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { makeLabelOf } from '@highlight/domain/reference';
import type { ResumeBody } from '@highlight/domain/resume';
import type { Database } from '../src/db/client.ts';
import { resumes, users } from '../src/db/schema.ts';
import { referenceRows } from '../src/db/seed/reference/catalogue.ts';
import { seedReference } from '../src/db/seed/reference.ts';
import { upsertSearchRows } from '../src/modules/resumes/repository.ts';
import { buildSearchDocument } from '../src/modules/resumes/search-document.ts';
import type { UserRow } from '../src/modules/users/repository.ts';

const BATCH = 500;

/** A deterministic pseudo-random generator (mulberry32), so both engines get the same files. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const catalogue = referenceRows();
const skillIds = catalogue.filter((item) => item.kind === 'skill').map((item) => item.id);
const jobIds = catalogue.filter((item) => item.kind === 'job').map((item) => item.id);
// Popularity ranks: Java first, then the catalogue order; weight 1/rank^0.6 puts Java in ~1/3 of files.
const ranked = ['java', ...skillIds.filter((id) => id !== 'java')];
const cumulative: number[] = [];
{
  const weights = ranked.map((_, rank) => 1 / Math.pow(rank + 1, 0.6));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  for (const weight of weights) cumulative.push((running += weight / total));
}
export function pickSkill(next: () => number): string {
  const target = next();
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((cumulative[middle] ?? 1) < target) low = middle + 1;
    else high = middle;
  }
  return ranked[low] ?? 'java';
}

const FIRST = [
  'Jean',
  'Jeanne',
  'Jérôme',
  'Julie',
  'Julien',
  'Marie',
  'Martin',
  'Marc',
  'Hélène',
  'Éric',
  'Sophie',
  'Nicolas',
  'Paul',
  'Paula',
  'Louis',
  'Louise',
  'Inès',
  'Chloé',
  'Lucas',
  'Léa',
];
const LAST = [
  'Martin',
  'Martinez',
  'Martineau',
  'Bernard',
  'Bernardin',
  'Dubois',
  'Durand',
  'Dupont',
  'Dupond',
  'Lefèvre',
  'Lefebvre',
  'Moreau',
  'Morel',
  'Laurent',
  'Simon',
  'Michel',
  'Garcia',
  'Roux',
  'Fournier',
  'Girard',
];
const month = (year: number, index: number) => `${year}-${String(index).padStart(2, '0')}`;

/** One synthetic collaborator: the user row to insert and their skills file. */
function syntheticPerson(index: number, next: () => number, referees: string[]) {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const firstname = pick(FIRST);
  const lastname = `${pick(LAST)}${index % 3 === 0 ? '' : String.fromCharCode(97 + (index % 26))}`;
  const skills = [...new Set(Array.from({ length: 6 + Math.floor(next() * 14) }, () => pickSkill(next)))];
  const experiences = Array.from({ length: 1 + Math.floor(next() * 4) }, (_, position) => {
    const startYear = 2004 + Math.floor(next() * 18);
    const ongoing = position === 0 && next() < 0.6;
    return {
      id: `e${position}`,
      corporation: pick(['Société Générale', 'Airbus', 'Orange', 'SNCF', 'Renault', 'Thales', 'Capgemini']),
      personalProject: false,
      sector: null,
      position: pick(['Développeur', 'Architecte', 'Tech lead', 'Consultant']),
      context: 'Mission',
      startDate: month(startYear, 1 + Math.floor(next() * 12)),
      endDate: ongoing ? null : month(startYear + 1 + Math.floor(next() * 3), 1 + Math.floor(next() * 12)),
      projectExperiences: Array.from({ length: 1 + Math.floor(next() * 3) }, (_, project) => ({
        id: `p${position}-${project}`,
        name: `Projet ${pick(['Atlas', 'Hermès', 'Phénix', 'Orion', 'Iris', 'Vega'])} ${Math.floor(next() * 5000)}`,
        description: '',
        technicalEnvironment: skills.filter(() => next() < 0.4).map((id) => ({ id, custom: false })),
        jobs: [],
        subSectors: [],
      })),
    };
  });
  const resume: ResumeBody = {
    desiredPosition: pick(['Développeur Java', 'Architecte cloud', 'Data engineer', 'Tech lead', 'DevOps']),
    summary: '',
    jobs: [{ job: { id: pick(jobIds), custom: false }, experienceMonths: 12 + Math.floor(next() * 200) }],
    technicalSkills: [
      {
        domain: { id: 'custom-stack', custom: true, label: 'Stack' },
        skills: skills.map((id) => ({ id, custom: false })),
      },
    ],
    softSkills: ['Autonomie', 'Pédagogie'].filter(() => next() < 0.5),
    experiences,
    diplomas: [],
    languages: [
      { code: 'fr', level: 'bilingual_native', score: null },
      ...(next() < 0.7 ? [{ code: 'en', level: 'full_professional' as const, score: null }] : []),
      ...(next() < 0.1 ? [{ code: 'de', level: 'notions' as const, score: null }] : []),
    ],
  };
  const id = randomUUID();
  const user = {
    id,
    email: `person${index}@bench.test`,
    firstname,
    lastname,
    trigram: `B${index.toString(36).toUpperCase().padStart(4, '0')}`,
    roles: [next() < 0.5 ? 'applicant' : 'employee'],
    status: pick(['active', 'inactive', 'off_process']),
    resigner: next() < 0.1,
    refereeId: next() < 0.9 ? pick(referees) : null,
    userSettings: { displayLanguage: 'fr' as const, chosenUserMode: null },
    updatedAt: new Date(Date.now() - Math.floor(next() * 3e10)),
  };
  return { user, resume };
}

/** Seeds the reference data, 20 HR referees and `files` collaborators, then runs ANALYZE. */
export async function seed(db: Database, files: number): Promise<{ hr: UserRow }> {
  await seedReference(db);
  const labelOf = makeLabelOf(catalogue);
  const next = random(42);
  const staff = Array.from({ length: 20 }, (_, index) => ({
    id: randomUUID(),
    email: `hr${index}@bench.test`,
    firstname: 'Rh',
    lastname: `Referent${index}`,
    trigram: `H${String(index).padStart(2, '0')}`,
    roles: ['human_ressources'],
    userSettings: { displayLanguage: 'fr' as const, chosenUserMode: null },
  }));
  const hrRows = await db.insert(users).values(staff).returning();
  // The replaced design's table, for the baseline: one normalised text per user, scanned by regex.
  await db.execute(
    sql`create table if not exists baseline_search (user_id uuid primary key, search_text text not null)`,
  );
  const referees = staff.map((person) => person.id);
  for (let start = 0; start < files; start += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, files - start) }, (_, offset) =>
      syntheticPerson(start + offset, next, referees),
    );
    const inserted = await db
      .insert(users)
      .values(people.map((person) => person.user))
      .returning();
    await db.insert(resumes).values(
      people.map((person) => ({
        userId: person.user.id,
        // The search reads its own table; the stored document stays small to keep seeding fast.
        document: { ...person.resume, experiences: [] },
        starCount: Math.floor(next() * 15),
        updatedAt: person.user.updatedAt,
      })),
    );
    if ((start / BATCH) % 20 === 19) console.log(`  seeded ${start + people.length} files`);
    const documents = inserted.map((row, offset) => ({
      userId: row.id,
      search: buildSearchDocument(row, people[offset]!.resume, labelOf),
    }));
    await upsertSearchRows(db, documents);
    await db.execute(
      sql`insert into baseline_search (user_id, search_text) values ${sql.join(
        documents.map(
          ({ userId, search }) =>
            sql`(${userId}, ${[search.namesText, search.skillsText, search.otherText].join(' ')})`,
        ),
        sql`, `,
      )}`,
    );
  }
  // PGlite runs no autovacuum: reclaim the versions the triggers left, then plan with statistics.
  await db.execute(sql`vacuum analyze`);
  return { hr: hrRows[0]! };
}
