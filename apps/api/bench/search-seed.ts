/**
 * Synthetic skills files for the search benchmark (search.ts): deterministic (a seeded
 * generator), with a long-tail skill popularity — Java in about a third of the files, most skills
 * rare — names sharing prefixes (Martin, Martinez, Martineau…), 1–4 experiences of 1–3 projects.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { makeLabelOf } from '@highlight/domain/reference';
import type { ResumeBody } from '@highlight/domain/resume';
import { rowsOf, type Database } from '../src/db/client.ts';
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

/** The reference data and 20 HR referees: what every seeded file points at. */
async function seedStaff(db: Database): Promise<UserRow[]> {
  await seedReference(db);
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
  return hrRows;
}

/** PostgreSQL's "deadlock detected": two writers' triggers took the same keys in turn. */
const DEADLOCK = '40P01';

/**
 * Runs one seeding statement, again when PostgreSQL chose it as a deadlock's victim (two writers
 * of `seedInParallel` inserting the same name words in turn); each statement is idempotent or ran
 * nothing when it failed.
 */
async function retried<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await statement();
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).code ??
        (error as { cause?: { code?: string } }).cause?.code;
      if (code !== DEADLOCK || attempt >= 5) throw error;
    }
  }
}

/**
 * Seeds the files numbered [from, to) — `users`, `resumes`, `resume_search` through the app's
 * own writer (`upsertSearchRows`, so every trigger-kept table is as a save leaves it) and the
 * baseline's text — drawing from `next`, in batches of 500.
 */
async function seedFiles(
  db: Database,
  range: { from: number; to: number },
  next: () => number,
  referees: string[],
  progress: (seeded: number) => void,
): Promise<void> {
  const labelOf = makeLabelOf(catalogue);
  for (let start = range.from; start < range.to; start += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, range.to - start) }, (_, offset) =>
      syntheticPerson(start + offset, next, referees),
    );
    const inserted = await retried(() =>
      db
        .insert(users)
        .values(people.map((person) => person.user))
        .returning(),
    );
    await retried(() =>
      db.insert(resumes).values(
        people.map((person) => ({
          userId: person.user.id,
          // The search reads its own table; the stored document stays small to keep seeding fast.
          document: { ...person.resume, experiences: [] },
          starCount: Math.floor(next() * 15),
          updatedAt: person.user.updatedAt,
        })),
      ),
    );
    const documents = inserted.map((row, offset) => ({
      userId: row.id,
      search: buildSearchDocument(row, people[offset]!.resume, labelOf),
    }));
    await retried(() => upsertSearchRows(db, documents));
    await retried(() =>
      db.execute(
        sql`insert into baseline_search (user_id, search_text) values ${sql.join(
          documents.map(
            ({ userId, search }) =>
              sql`(${userId}, ${[search.namesText, search.skillsText, search.otherText].join(' ')})`,
          ),
          sql`, `,
        )}`,
      ),
    );
    progress(people.length);
  }
}

/** A progress line every 10,000 files, whoever seeded them. */
function progressCounter(): (seeded: number) => void {
  let total = 0;
  return (seeded) => {
    const before = Math.floor(total / 10_000);
    total += seeded;
    if (Math.floor(total / 10_000) > before) console.log(`  seeded ${total} files`);
  };
}

/** Seeds the reference data, 20 HR referees and `files` collaborators, then runs VACUUM ANALYZE. */
export async function seed(db: Database, files: number): Promise<{ hr: UserRow }> {
  const hrRows = await seedStaff(db);
  await seedFiles(
    db,
    { from: 0, to: files },
    random(42),
    hrRows.map((person) => person.id),
    progressCounter(),
  );
  // PGlite runs no autovacuum: reclaim the versions the triggers left, then plan with statistics.
  await db.execute(sql`vacuum analyze`);
  return { hr: hrRows[0]! };
}

/** The columns of `table` in order (information_schema), for copies that name every one. */
async function columnsOf(db: Database, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/** Copies made per statement round: 20,000 files (about 240,000 `skill_usage` rows). */
const COPY_CHUNK = 20_000;

/**
 * Brings the seeded collaborators to `files` by copying the files written through the app
 * (`person…@bench.test`) under new identities (`copy<n>@bench.test`, trigram `C<n in hex>`): each
 * copy's `users`, `resumes`, `resume_search`, `skill_usage` and baseline rows are the source's with
 * the new id, e-mail and trigram. The triggers are off while rows are copied
 * (`session_replication_role = replica`, superuser only), because they would recompute what is
 * copied; what they keep across files is appended by their own functions instead — the
 * Inventory's supply and file counts (`inventory_supply_deltas`, `inventory_files_deltas` of
 * migrations 0014 and 0015) and one data-version row — so the database ends as saves would leave
 * it, but for each copy's text vector, which still holds its source's e-mail and trigram (no
 * benchmark query searches them). Issue #30 §4: a million files in minutes, where the app's
 * writer seeds about 12,000 a minute on this machine. Errors: PostgreSQL's, the round undone.
 */
export async function copySeeded(db: Database, files: number): Promise<void> {
  const [counted] = await rowsOf<{ sources: number; copies: number }>(
    db,
    sql`select count(*) filter (where email like 'person%@bench.test')::int as sources,
        count(*) filter (where email like 'copy%@bench.test')::int as copies from users`,
  );
  const sources = counted?.sources ?? 0;
  let copies = counted?.copies ?? 0;
  if (sources === 0) throw new Error('copySeeded: no file written through the app to copy');
  // Every column as the source has it, but these.
  const replaced: Record<string, Record<string, string>> = {
    users: {
      id: 'map.target',
      email: `'copy' || map.n || '@bench.test'`,
      trigram: `'C' || upper(to_hex(map.n))`,
    },
    resumes: { user_id: 'map.target' },
    resume_search: { user_id: 'map.target', trigram: `'C' || upper(to_hex(map.n))` },
    skill_usage: { user_id: 'map.target' },
    baseline_search: { user_id: 'map.target' },
  };
  const key: Record<string, string> = {
    users: 'id',
    resumes: 'user_id',
    resume_search: 'user_id',
    skill_usage: 'user_id',
    baseline_search: 'user_id',
  };
  const lists = new Map<string, { names: string; values: string }>();
  for (const table of Object.keys(replaced)) {
    const names = await columnsOf(db, table);
    lists.set(table, {
      names: names.map((name) => `"${name}"`).join(', '),
      values: names.map((name) => replaced[table]![name] ?? `source."${name}"`).join(', '),
    });
  }
  while (sources + copies < files) {
    // Within one pass over the sources: a round copies each source once at most.
    const count = Math.min(COPY_CHUNK, files - sources - copies, sources - (copies % sources));
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      // The sources of this round, in a fixed order, and their copies' new ids and numbers.
      await tx.execute(
        sql.raw(`create temporary table copy_map on commit drop as
          select id as source, gen_random_uuid() as target, ${copies} + row_number() over (order by id) as n
          from (select id from users where email like 'person%@bench.test' order by id
            offset ${copies % sources} limit ${count}) as picked`),
      );
      for (const [table, list] of lists)
        await tx.execute(
          sql.raw(`insert into ${table} (${list.names})
            select ${list.values} from ${table} as source join copy_map as map on map.source = source.${key[table]}`),
        );
      // What the triggers would have counted: the copies' supply and files, and a new data version.
      await tx.execute(sql`insert into inventory_supply (scope, kind, skill, counts, last)
        select * from inventory_supply_deltas(array(select u from skill_usage as u
          join copy_map as map on map.target = u.user_id), '{}')`);
      await tx.execute(sql`insert into inventory_supply (scope, kind, skill, counts, last)
        select * from inventory_files_deltas(array(select (s.referee_id,
            coalesce(s.resume_updated_at, s.user_updated_at), s.collaborator and s.live and not s.resigner)::inventory_file
          from resume_search as s join copy_map as map on map.target = s.user_id), '{}')`);
      await tx.execute(sql`insert into resume_search_changes (changes) values (1)`);
    });
    copies += count;
    console.log(`  copied up to ${sources + copies} files`);
  }
}

/**
 * Seeds `files` collaborators into a PostgreSQL database, `writers` batches at once on its pool's
 * connections (issue #30 §4: a million files; one connection writes about 12,000 files a minute, its
 * backend's core the limit), as PostgreSQL's "Populating a Database" advises for a bulk load: the
 * secondary indexes of `resume_search` and `skill_usage` but by user are dropped first and built again at
 * the end (one sorted build instead of a million GIN insertions); every trigger stays on, so the
 * trigger-kept tables end as saves would leave them. Writer `k` seeds the k-th share of the
 * numbers with its own generator (`random(42 + k)`): the same files for the same writer count.
 * Past `written` files (default all), the rest are copies of those (`copySeeded`).
 * Errors: any writer's failure rejects, after the others stop at their next batch.
 */
export async function seedInParallel(
  first: Database,
  files: number,
  writers: number,
  written: number = files,
): Promise<{ hr: UserRow }> {
  const hrRows = await seedStaff(first);
  const referees = hrRows.map((person) => person.id);
  const secondary = await rowsOf<{ name: string; definition: string }>(
    first,
    sql`
    select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i
    where i.indrelid in ('resume_search'::regclass, 'skill_usage'::regclass)
      and not i.indisprimary and not i.indisunique
      -- The triggers find a person's rows by user_id (skill_usage_copy): that index stays.
      and i.indkey[0] <> (select attnum from pg_attribute where attrelid = i.indrelid and attname = 'user_id')`,
  );
  for (const { name } of secondary) await first.execute(sql.raw(`drop index ${name}`));
  const progress = progressCounter();
  const share = Math.ceil(Math.min(written, files) / writers);
  let failed = false;
  let done = false;
  // What the upkeep does every minute on a running server (modules/search/upkeep.ts, the
  // inventory's): the appended counts and change rows folded while the writers append.
  const compact = () =>
    first.execute(sql`select inventory_supply_compact(), resume_search_changes_compact()`);
  const upkeep = (async () => {
    while (!done) {
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      await compact();
    }
  })();
  try {
    await Promise.all(
      Array.from({ length: writers }, async (_, part) => {
        const range = { from: part * share, to: Math.min(written, files, (part + 1) * share) };
        try {
          await seedFiles(first, range, random(42 + part), referees, (seeded) => {
            if (failed) throw new Error('another writer failed');
            progress(seeded);
          });
        } catch (error) {
          failed = true;
          throw error;
        }
      }),
    );
  } finally {
    done = true;
    await upkeep;
  }
  if (written < files) await copySeeded(first, files);
  await compact();
  console.log(`  building ${secondary.length} indexes again`);
  // One connection for the settings and the builds: a pool would spread them over several.
  await first.transaction(async (tx) => {
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    for (const { definition } of secondary) await tx.execute(sql.raw(definition));
  });
  await first.execute(sql`vacuum analyze`);
  return { hr: hrRows[0]! };
}
