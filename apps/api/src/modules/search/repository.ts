/**
 * SQL of the back office's search (DESIGN.md "Search", issue #9). Every query reads one table,
 * `resume_search` (schema.ts), whose facet columns the triggers of migration 0002 keep equal to
 * `users` and `resumes`:
 * - text: `document @@ 'java:* & kubernetes:*'` over the GIN index (terms already normalised by
 *   spec §7, each a prefix), each term asked as the words it starts (`termsQuery`); a query
 *   with nothing searchable (emoji, punctuation) matches no one (issue #26 §9); when nothing
 *   matches, each term either matches as before or is one typo away from a name of five letters
 *   or more (issue #26 §22: the distinct name words sharing a typo key with the term give the
 *   candidates, `search_within_one_typo` of migration 0009 confirms them, `typoCondition`);
 * - ranking (issue #26 §23): each term's tier — 0 in the names, 1 in the desired position or a
 *   job (weight A), 2 in the skills (B), 3 in passing — summed over the terms, from the weights of
 *   `document`, then stars and last update — no `ts_rank` over large match sets (350–750 ms at
 *   100k, DESIGN.md);
 * - scalar facets in one pass (`GROUPING SETS`), each counted with every filter but its own;
 *   list facets (skills, jobs, languages) by `unnest` over the results;
 * - bounded work: past `EXACT_LIMIT` matches, counts come from a sample (see there).
 */
import { entriesNamed, formKey } from '@highlight/domain/vocabulary';
import { loadVocabulary } from '../../db/seed/reference/catalogue.ts';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  isUnsearchable,
  normalizeSearchText,
  searchTerms,
  typoKeys,
  TYPO_MIN_NAME_LENGTH,
  type FacetCount,
  type SearchSort,
} from '@highlight/domain/search';
import { rowsOf, sqlArray, type Database } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { outdatedSql } from '../../db/outdated.ts';
import { resumeSearch, resumes, searchLexemes, searchNameWords, users } from '../../db/schema.ts';

/**
 * Up to this many matches, the total and every facet count are exact. Past it, they are estimated
 * from a sample of about SAMPLE_ROWS rows of the table (flagged, as Elasticsearch's
 * `track_total_hits` and Algolia's `exhaustiveFacetsCount`), and relevance ranks the first
 * RANKED_LIMIT matches: the cost of a search stays bounded whatever it matches.
 */
export const EXACT_LIMIT = 2000;
export const SAMPLE_ROWS = 1500;
export const RANKED_LIMIT = 2000;
/** How many values of each list facet are answered, most frequent first. */
export const LIST_FACET_SIZE = 30;
/**
 * issue #26 §22: a term is one typo away from a name of `TYPO_MIN_NAME_LENGTH` letters or more
 * only when it has one letter less at least, and one more at most than the longest name word.
 */
const TYPO_TERM_LENGTH = { min: TYPO_MIN_NAME_LENGTH - 1, max: 81 };

/** What a search asks for, already validated and normalised (service.ts). */
export interface SearchCriteria {
  /** spec §7 terms (normalised, all required, each a prefix). Empty: everyone in scope. */
  terms: string[];
  /** The whole normalised text. */
  text: string;
  /** issue #26 §9: the query held text but nothing searchable: no one matches. */
  matchesNothing?: boolean | undefined;
  /** Only the candidates of this HR referee ("my candidates"); undefined: everyone. */
  scopeRefereeId?: string | undefined;
  status: readonly string[];
  role: readonly string[];
  /** Referee ids, and/or `none` for people without one. */
  referee: readonly string[];
  resigner?: boolean | undefined;
  outdated?: boolean | undefined;
  skills: readonly string[];
  jobs: readonly string[];
  languages: readonly string[];
  sort: SearchSort;
  order?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
  now: Date;
  /** Default `EXACT_LIMIT` and `SAMPLE_ROWS`. */
  bounds?: SearchBounds | undefined;
}

/**
 * spec §7 terms of a query (`searchTerms`). issue #27 §7: a query of several words that is one
 * written form of a catalogue skill (".NET Core", "Spring Boot", "CI/CD") is searched as that
 * form's key, the word its people are indexed under (`buildSearchDocument`).
 */
export function queryTerms(text: string): string[] {
  const terms = searchTerms(text);
  if (terms.length > 1 && entriesNamed(loadVocabulary(), text, 'skill').length > 0) {
    return [formKey(text).replaceAll('/', '')];
  }
  return terms;
}

/**
 * The criteria of a plain relevance search for `text` (spec §7 normalisation, every term a
 * prefix): no facet filter, the first `limit` results at `now`; `overrides` replace any field.
 */
export function relevanceCriteria(
  text: string,
  options: { limit: number; now: Date },
  overrides: Partial<SearchCriteria> = {},
): SearchCriteria {
  return {
    terms: queryTerms(text),
    text: normalizeSearchText(text),
    matchesNothing: isUnsearchable(text),
    status: [],
    role: [],
    referee: [],
    skills: [],
    jobs: [],
    languages: [],
    sort: 'relevance',
    limit: options.limit,
    offset: 0,
    now: options.now,
    ...overrides,
  };
}

export interface SearchPage {
  /** The page's user ids, in order. */
  ids: string[];
  total: number;
  /** False when `total` is an estimate (more than EXACT_LIMIT matches). */
  totalExact: boolean;
  fuzzy: boolean;
  facets: {
    status: FacetCount[];
    role: FacetCount[];
    referee: FacetCount[];
    resigner: FacetCount[];
    outdated: FacetCount[];
    skills: FacetCount[];
    jobs: FacetCount[];
    languages: FacetCount[];
    approximate: boolean;
  };
}

const s = resumeSearch;
export const textArray = (values: readonly string[]) => sqlArray(values, 'text');

/**
 * `tsquery` text of the terms: `java:* & kubernetes:*` (terms hold only letters of any script,
 * marks and digits, spec §7 and issue #26 §9; anything else is dropped, so no tsquery operator).
 */
export function prefixQuery(terms: readonly string[]): string {
  return searchWords(terms)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/** The terms as words of a `tsquery`: letters, marks and digits only; empty ones dropped. */
const searchWords = (terms: readonly string[]): string[] =>
  terms.map((term) => term.replace(/[^\p{L}\p{M}\p{N}]/gu, '')).filter(Boolean);

/** The file's last update: the resume's, or the user's when the file was never opened. */
const fileUpdatedAt = sql`coalesce(${s.resumeUpdatedAt}, ${s.userUpdatedAt})`;

/** spec §4, §9 outdated (`outdatedSql`), of the file's last update (`resume_search`'s by default). */
export function outdatedExpression(now: Date, updatedAt: SQL = fileUpdatedAt): SQL {
  return outdatedSql(updatedAt, now);
}

/** Conditions every result meets: a live collaborator in scope, matching text and list facets. */
function baseConditions(criteria: SearchCriteria, text: SQL | null): SQL[] {
  const conditions: SQL[] = [sql`${s.collaborator}`, sql`${s.live}`];
  if (criteria.scopeRefereeId) conditions.push(eq(s.refereeId, criteria.scopeRefereeId));
  if (text) conditions.push(text);
  if (criteria.skills.length > 0) conditions.push(sql`${s.skills} @> ${textArray(criteria.skills)}`);
  if (criteria.jobs.length > 0) conditions.push(sql`${s.jobs} @> ${textArray(criteria.jobs)}`);
  if (criteria.languages.length > 0) conditions.push(sql`${s.languages} @> ${textArray(criteria.languages)}`);
  return conditions;
}

/** Each scalar facet's filter as a boolean expression (true when the facet is not filtered). */
function scalarFilters(criteria: SearchCriteria) {
  const refereeIds = criteria.referee.filter((value) => value !== 'none');
  const withoutReferee = criteria.referee.includes('none');
  const referee =
    criteria.referee.length === 0
      ? sql`true`
      : sql`(${refereeIds.length > 0 ? sql`${s.refereeId} = any(${sqlArray(refereeIds, 'uuid')})` : sql`false`} or ${
          withoutReferee ? sql`${s.refereeId} is null` : sql`false`
        })`;
  return {
    status: criteria.status.length === 0 ? sql`true` : sql`${s.status} = any(${textArray(criteria.status)})`,
    role: criteria.role.length === 0 ? sql`true` : sql`${s.role} = any(${textArray(criteria.role)})`,
    referee,
    resigner: criteria.resigner === undefined ? sql`true` : sql`${s.resigner} = ${criteria.resigner}`,
    outdated:
      criteria.outdated === undefined
        ? sql`true`
        : sql`${outdatedExpression(criteria.now)} = ${criteria.outdated}`,
  };
}

/**
 * issue #26 §23: how well the terms match, lower first: per term, 0 in the names (weight C of
 * `document`), 1 in the desired position or a job (A), 2 in the skills (B), 3 in passing (D);
 * summed over the terms. Each `tsquery` is an init plan (computed once, not per row).
 */
function relevanceTier(terms: readonly string[]): SQL {
  const query = (text: string) => sql`(select to_tsquery('simple', ${text}))`;
  const tiers = terms
    .map((term) => prefixQuery([term]))
    .filter(Boolean)
    .map(
      (prefix) => sql`(case when ${s.document} @@ ${query(`${prefix}C`)} then 0
        when ${s.document} @@ ${query(`${prefix}A`)} then 1
        when ${s.document} @@ ${query(`${prefix}B`)} then 2 else 3 end)`,
    );
  return tiers.length === 0 ? sql`0` : sql.join(tiers, sql` + `);
}

/** The column of the ranked rows holding `relevanceTier` (`orderBy`). */
const TIER_COLUMN = 'relevance_tier';

/** `relevanceTier` of the terms as the `TIER_COLUMN` of a select list. */
const tierColumn = (terms: readonly string[]): SQL =>
  sql`${relevanceTier(terms)} as ${sql.identifier(TIER_COLUMN)}`;

/** ORDER BY of a sort key; `relevance` with terms ranks by tier, then stars, then last update. */
function orderBy(criteria: SearchCriteria, hasTerms: boolean, refereeName: SQL): SQL {
  const direction = (natural: 'asc' | 'desc') => sql.raw(criteria.order ?? natural);
  const byName = sql`${s.lastnameKey} ${direction('asc')}, ${s.firstnameKey} ${direction('asc')}`;
  switch (criteria.sort) {
    case 'relevance':
      if (!hasTerms) return sql`${s.lastnameKey}, ${s.firstnameKey}, ${s.userId}`;
      // The tier is a column of the rows ranked (`tierColumn`): computed once per row, where the
      // row is read, so the rows carried to the sort stay narrow (no document).
      return sql`${sql.identifier(TIER_COLUMN)}, ${s.stars} desc, ${fileUpdatedAt} desc, ${s.userId}`;
    case 'name':
      return sql`${byName}, ${s.userId}`;
    case 'trigram':
      return sql`${s.trigram} ${direction('asc')}, ${s.userId}`;
    case 'desiredPosition':
      return sql`lower(${s.desiredPosition}) ${direction('asc')}, ${byName}, ${s.userId}`;
    case 'status':
      return sql`${s.status} ${direction('asc')}, ${byName}, ${s.userId}`;
    case 'referee':
      return sql`${refereeName} ${direction('asc')} nulls last, ${byName}, ${s.userId}`;
    case 'stars':
      return sql`${s.stars} ${direction('desc')}, ${byName}, ${s.userId}`;
    case 'updatedAt':
      return sql`${fileUpdatedAt} ${direction('desc')}, ${s.userId}`;
  }
}

const referee = alias(users, 'referee');

interface ScalarFacetRow extends Record<string, unknown> {
  status: string | null;
  role: string | null;
  referee_id: string | null;
  resigner: boolean | null;
  outdated: boolean | null;
  g: number;
  c_status: number;
  c_role: number;
  c_referee: number;
  c_resigner: number;
  c_outdated: number;
  c_all: number;
}

/** Rows of a raw query on either driver (node-postgres answers `{ rows }`, PGlite too). */
const byCountThenValue = (a: FacetCount, b: FacetCount) =>
  b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0);

/**
 * One search: the page of ids, the total, and the facet counts (module header). A query with
 * nothing searchable matches no one (issue #26 §9). Runs the exact text first; when the terms
 * match nobody, runs again with each term matching exactly or one typo away from a name of five
 * letters or more (`fuzzy`, issue #26 §22), ordered by name.
 */
export async function searchIndex(db: Database, criteria: SearchCriteria): Promise<SearchPage> {
  if (criteria.matchesNothing) return searchWith(db, criteria, sql`false`, '');
  const tsquery = prefixQuery(criteria.terms);
  const hasTerms = tsquery !== '';
  const words = hasTerms ? await termsQuery(db, criteria.terms) : null;
  const exact = await searchWith(
    db,
    criteria,
    words === null ? null : words === NO_WORD ? sql`false` : sql`${s.document} @@ ${words}::tsquery`,
    tsquery,
  );
  if (!hasTerms || exact.total > 0) return exact;
  const close = typoCondition(criteria.terms);
  if (!close) return exact;
  // Without a tsquery, relevance orders by name (orderBy); other sorts stay as asked.
  const fuzzy = await searchWith(db, criteria, close, '');
  return fuzzy.total > 0 ? { ...fuzzy, fuzzy: true } : exact;
}

/** A term of a search starting more lexemes than this is asked as a prefix (`termsQuery`). */
export const MAX_TERM_LEXEMES = 64;
/** `termsQuery`'s answer when a term starts no lexeme of any file: the search matches no one. */
const NO_WORD = '';

/**
 * The `tsquery` text the terms match with (issue #30 §4): each term as the lexemes of the files
 * it is a prefix of, `('java' | 'javaee' | 'javascript') & 'kubernetes'`, read from
 * `search_lexemes` (migration 0019: every lexeme of `resume_search.document`, by one range of its
 * byte-ordered key), so that the text index looks up words instead of scanning for a prefix;
 * equivalent to `prefixQuery`'s `java:* & kubernetes:*`, which a term keeps when it starts more
 * than `MAX_TERM_LEXEMES` lexemes (a letter or two) or when PostgreSQL's parser would not read it
 * as one word. `NO_WORD` when a term starts no lexeme at all.
 */
export async function termsQuery(db: Database, terms: readonly string[]): Promise<string> {
  const rows = await rowsOf<{ prefix: string; plain: boolean; lexemes: string[] | null }>(
    db,
    sql`select q.prefix, q.prefix = search_lexeme_query(t.word)::text || ':*' as plain,
        (select array_agg(search_lexeme_query(l.lexeme)::text order by l.lexeme) from (
          select ${searchLexemes.lexeme} as lexeme from ${searchLexemes}
          where ${searchLexemes.lexeme} >= t.word collate "C" and ${searchLexemes.lexeme} < (t.word || chr(1114111)) collate "C"
          order by ${searchLexemes.lexeme} limit ${MAX_TERM_LEXEMES + 1}) as l) as lexemes
      from unnest(${textArray(searchWords(terms))}) with ordinality as t(word, position),
        lateral (select to_tsquery('simple', t.word || ':*')::text as prefix) as q
      order by t.position`,
  );
  const parts: string[] = [];
  for (const row of rows) {
    const lexemes = row.lexemes ?? [];
    if (row.prefix === '') continue; // the parser found no word in it: no condition, as before
    if (!row.plain || lexemes.length > MAX_TERM_LEXEMES) parts.push(`(${row.prefix})`);
    else if (lexemes.length === 0) return NO_WORD;
    else parts.push(`(${lexemes.join(' | ')})`);
  }
  return parts.join(' & ');
}

/**
 * Erasing a person for good (privacy/service.ts `erasePerson`): the words of `userId`'s search row
 * that no other row holds leave `search_lexemes` (migration 0019) and `search_name_words`
 * (migration 0011), so that no name or address of theirs stays behind. Runs in the erasing
 * transaction, before the row itself is deleted.
 */
export async function forgetSearchWords(db: Database, userId: string): Promise<void> {
  const own = sql`from ${s} where ${s.userId} = ${userId}`;
  const others = sql`from ${s} where ${s.userId} <> ${userId}`;
  await db.execute(sql`delete from ${searchLexemes}
    where ${searchLexemes.lexeme} in (select unnest(tsvector_to_array(${s.document})) ${own})
      and not exists (select 1 ${others} and ${s.document} @@ search_lexeme_query(${searchLexemes.lexeme}))`);
  // name_keys holds every name word, and typo keys besides: the names say who holds the word.
  await db.execute(sql`delete from ${searchNameWords}
    where ${searchNameWords.word} in (select unnest(string_to_array(${s.names}, ' ')) ${own})
      and not exists (select 1 ${others} and ${s.nameKeys} && array[${searchNameWords.word}]
        and string_to_array(${s.names}, ' ') @> array[${searchNameWords.word}])`);
}

/**
 * issue #26 §22: every term matches as a prefix or is one typo away from a word of the names of
 * `TYPO_MIN_NAME_LENGTH` letters or more; null when no term can be such a typo. Two steps, each
 * bounded: the distinct name words sharing a typo key with the term (`search_name_words`, GIN on
 * its keys: a few words, however many people hold them) are checked once each by
 * `search_within_one_typo` (an init plan, computed once per statement); rows are then those
 * holding one of the words found (`name_keys` holds each word, under its GIN index). A row matching
 * every term by prefix was an exact match, so some term of every row found here is a typo: the
 * words found bound the rows.
 */
function typoCondition(terms: readonly string[]): SQL | null {
  const length = (term: string) => [...term].length;
  const typos = terms.filter(
    (term) => length(term) >= TYPO_TERM_LENGTH.min && length(term) <= TYPO_TERM_LENGTH.max,
  );
  if (typos.length === 0) return null;
  const words = sql`string_to_array(${s.names}, ' ')`;
  const closeWords = (term: string) => sql`(select coalesce(array_agg(${searchNameWords.word}), '{}'::text[])
      from ${searchNameWords} where ${searchNameWords.keys} && ${textArray(typoKeys(term))}
        and search_within_one_typo(${term}, ${searchNameWords.word}))`;
  const perTerm = terms.map((term) => {
    const prefix = sql`${s.document} @@ (select to_tsquery('simple', ${prefixQuery([term])}))`;
    return typos.includes(term) ? sql`(${prefix} or ${words} && ${closeWords(term)})` : prefix;
  });
  const anyClose = sql.join(typos.map(closeWords), sql` || `);
  return sql.join([sql`${s.nameKeys} && (${anyClose})`, ...perTerm], sql` and `);
}

/** Bounds of one search (module header); tests lower them to reach the sampled path cheaply. */
export interface SearchBounds {
  exactLimit: number;
  sampleRows: number;
}
const DEFAULT_BOUNDS: SearchBounds = { exactLimit: EXACT_LIMIT, sampleRows: SAMPLE_ROWS };

/** JSON of the raw facet rows: `{ scalar: ScalarFacetRow[], lists: ListFacetRow[] }`. */
interface FacetRows {
  scalar: ScalarFacetRow[] | null;
  lists: { kind: string; value: string; count: number }[] | null;
}

/**
 * One SQL expression yielding the facet rows of the rows of `from` meeting `where`, as JSON:
 * the scalar facets in one `GROUPING SETS` pass, each counted with every filter but its own, and
 * the list facets (skills, jobs, languages) counted within the rows meeting every filter. The
 * rows are read once (a materialised CTE both parts count from): a sample of the table tests the
 * text of each sampled row once, not once per part.
 */
function facetRowsJson(from: SQL, where: SQL, filters: ReturnType<typeof scalarFilters>, now: Date): SQL {
  const scalar = sql`select status, role, referee_id, resigner, outdated,
        grouping(status, role, referee_id, resigner, outdated)::int as g,
        (count(*) filter (where f_role and f_referee and f_resigner and f_outdated))::int as c_status,
        (count(*) filter (where f_status and f_referee and f_resigner and f_outdated))::int as c_role,
        (count(*) filter (where f_status and f_role and f_resigner and f_outdated))::int as c_referee,
        (count(*) filter (where f_status and f_role and f_referee and f_outdated))::int as c_resigner,
        (count(*) filter (where f_status and f_role and f_referee and f_resigner))::int as c_outdated,
        (count(*) filter (where f_status and f_role and f_referee and f_resigner and f_outdated))::int as c_all
      from facet_rows
      group by grouping sets ((), (status), (role), (referee_id), (resigner), (outdated))`;
  const lists = sql`with results as (select skills, jobs, languages from facet_rows
        where f_status and f_role and f_referee and f_resigner and f_outdated)
      select 'skills' as kind, value, count(*)::int as count from results, unnest(results.skills) as value group by value
      union all
      select 'jobs', value, count(*)::int from results, unnest(results.jobs) as value group by value
      union all
      select 'languages', value, count(*)::int from results, unnest(results.languages) as value group by value`;
  return sql`(with facet_rows as materialized (select ${s.status} as status, ${s.role} as role,
          ${s.refereeId} as referee_id, ${s.resigner} as resigner, ${outdatedExpression(now)} as outdated,
          ${filters.status} as f_status, ${filters.role} as f_role, ${filters.referee} as f_referee,
          ${filters.resigner} as f_resigner, ${filters.outdated} as f_outdated,
          ${s.skills} as skills, ${s.jobs} as jobs, ${s.languages} as languages
        from ${from} where ${where})
      select json_build_object(
        'scalar', (select json_agg(row_to_json(scalar_rows)) from (${scalar}) as scalar_rows),
        'lists', (select json_agg(row_to_json(list_rows)) from (${lists}) as list_rows)))`;
}

/** node-postgres and PGlite both parse `json` columns; a string is parsed here all the same. */
const parsedJson = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The planner's estimate of the rows of `resume_search` (`pg_class.reltuples`, −1 before any analyse). */
const tableRows = sql`(select greatest(reltuples, 0)::float8 from pg_class where oid = 'resume_search'::regclass)`;

/** The sampling rate (percent of the table's pages) that reads about `sampleRows` of `rows`. */
function samplePercent(rows: number, sampleRows: number): number {
  return rows <= sampleRows ? 100 : Math.max(0.01, (100 * sampleRows) / rows);
}

/**
 * The search itself, in at most three statements (bounded work, module header):
 * 1. the first `exactLimit + 1` matches, materialised once (`with resume_search as materialized`,
 *    which shadows the table so that every filter and order expression reads it unchanged);
 *    from them, the count and, when they are all the matches (or relevance ranks the first ones
 *    and no facet filters), the page; when they are all the matches, the exact facets too; and
 *    the table's estimated rows, which set the sampling rate past `exactLimit`;
 * 2. past `exactLimit`: the page over the table when it could not come from step 1, and the
 *    facets of a sample of the table in one statement.
 */
async function searchWith(
  db: Database,
  criteria: SearchCriteria,
  text: SQL | null,
  tsquery: string,
): Promise<SearchPage> {
  const bounds = criteria.bounds ?? DEFAULT_BOUNDS;
  const base = and(...baseConditions(criteria, text));
  const filters = scalarFilters(criteria);
  const all = sql`${filters.status} and ${filters.role} and ${filters.referee} and ${filters.resigner} and ${filters.outdated}`;
  const filtered =
    criteria.status.length > 0 ||
    criteria.role.length > 0 ||
    criteria.referee.length > 0 ||
    criteria.resigner !== undefined ||
    criteria.outdated !== undefined;

  const refereeName = sql`(select lower(${referee.lastname}) from ${users} ${sql.raw('as referee')} where ${referee.id} = ${s.refereeId})`;
  const order = orderBy(criteria, tsquery !== '', refereeName);
  // Relevance with terms ranks the first matches, by tier, or by name when the terms found only
  // close names (`fuzzy`: no tsquery); past the bound, every match would have to be fetched and
  // sorted (issue #30 §4: 49,579 holders of "fournier" for `fourneir`, 400 ms at a million files).
  const ranked = criteria.sort === 'relevance' && prefixQuery(criteria.terms) !== '';
  // Without a facet filter, the first matches are those of step 1.
  const rankFirstMatches = ranked && !filtered;
  // Only a relevance order with terms reads the tier; other orders get a constant column.
  const tier = criteria.sort === 'relevance' && tsquery !== '' ? tierColumn(criteria.terms) : tierColumn([]);
  // The page of step 1, in order (an aggregate keeps no order unless told).
  const firstPage = sql`select array_agg(user_id::text order by rank) from (
      select ${s.userId} as user_id, row_number() over (order by ${order}) as rank from ${s} where ${all}
      order by rank limit ${criteria.limit} offset ${criteria.offset}) as page_rows`;

  const [first] = await rowsOf<{ n: number; page: string[] | null; facets: unknown; rows: number }>(
    db,
    sql`with ${s} as materialized (
        select ${s.userId}, ${tier}, ${s.stars}, ${s.resumeUpdatedAt},
          ${s.userUpdatedAt}, ${s.lastnameKey}, ${s.firstnameKey}, ${s.trigram}, ${s.desiredPosition},
          ${s.status}, ${s.role}, ${s.refereeId}, ${s.resigner}, ${s.skills}, ${s.jobs}, ${s.languages}
        from ${s} where ${base} limit ${bounds.exactLimit + 1})
      select (select count(*)::int from ${s}) as n, ${tableRows} as rows,
        case when ${rankFirstMatches} or (select count(*) from ${s}) <= ${bounds.exactLimit}
          then (${firstPage}) end as page,
        case when (select count(*) from ${s}) <= ${bounds.exactLimit}
          then ${facetRowsJson(sql`${s}`, sql`true`, filters, criteria.now)} end as facets`,
  );
  const matched = first?.n ?? 0;
  const exact = matched <= bounds.exactLimit;

  let ids = first?.page ?? [];
  let facetRows: FacetRows;
  let scale = 1;
  if (exact) {
    facetRows = parsedJson<FacetRows>(first?.facets);
  } else {
    const percent = samplePercent(Number(first?.rows ?? 0), bounds.sampleRows);
    scale = 100 / percent;
    if (first?.page === null || first?.page === undefined) {
      // Relevance ranks the first RANKED_LIMIT matches of the filters, read with only the columns
      // the ranking needs; other orders are total (b-tree friendly keys).
      const among = ranked
        ? sql`(select ${s.userId}, ${tier}, ${s.stars}, ${s.resumeUpdatedAt}, ${s.userUpdatedAt},
              ${s.lastnameKey}, ${s.firstnameKey} from ${s} where ${base} and ${all} limit ${RANKED_LIMIT}) as ${s}`
        : sql`${s} where ${base} and ${all}`;
      const pageRows = await rowsOf<{ user_id: string }>(
        db,
        sql`select ${s.userId} as user_id from ${among} order by ${order} limit ${criteria.limit} offset ${criteria.offset}`,
      );
      ids = pageRows.map((row) => row.user_id);
    }
    const sample = sql`${s} tablesample system (${sql.raw(percent.toFixed(4))}) repeatable (7)`;
    const [sampled] = await rowsOf<{ facets: unknown }>(
      db,
      sql`select ${facetRowsJson(sample, base ?? sql`true`, filters, criteria.now)} as facets`,
    );
    facetRows = parsedJson<FacetRows>(sampled?.facets);
  }

  const estimate = (count: number) => (exact ? count : Math.round(count * scale));
  const scalar = {
    status: [] as FacetCount[],
    role: [] as FacetCount[],
    referee: [] as FacetCount[],
    resigner: [] as FacetCount[],
    outdated: [] as FacetCount[],
  };
  let total = 0;
  // grouping() bits, left to right: status 16, role 8, referee_id 4, resigner 2, outdated 1.
  for (const row of facetRows.scalar ?? []) {
    if (row.g === 31) total = estimate(row.c_all);
    else if (row.g === 15 && row.status !== null)
      scalar.status.push({ value: row.status, count: estimate(row.c_status) });
    else if (row.g === 23 && row.role !== null)
      scalar.role.push({ value: row.role, count: estimate(row.c_role) });
    else if (row.g === 27)
      scalar.referee.push({ value: row.referee_id ?? 'none', count: estimate(row.c_referee) });
    else if (row.g === 29 && row.resigner !== null)
      scalar.resigner.push({ value: String(row.resigner), count: estimate(row.c_resigner) });
    else if (row.g === 30 && row.outdated !== null)
      scalar.outdated.push({ value: String(row.outdated), count: estimate(row.c_outdated) });
  }
  for (const counts of Object.values(scalar)) counts.sort(byCountThenValue);
  if (!exact) total = Math.max(total, ids.length + criteria.offset);

  const listRows = facetRows.lists ?? [];
  const pick = (kind: string) =>
    listRows
      .filter((row) => row.kind === kind)
      .map((row) => ({ value: row.value, count: estimate(row.count) }))
      .sort(byCountThenValue)
      .slice(0, LIST_FACET_SIZE);
  return {
    ids,
    total,
    totalExact: exact,
    fuzzy: false,
    facets: {
      ...Object.fromEntries(
        Object.entries(scalar).map(([key, counts]) => [key, counts.filter((c) => c.count > 0)]),
      ),
      skills: pick('skills'),
      jobs: pick('jobs'),
      languages: pick('languages'),
      approximate: !exact,
    } as SearchPage['facets'],
  };
}

/**
 * The dashboard rows of `ids` (live users), with their referee, desired position, stars and the
 * file's last update, in the order of `ids`.
 */
export async function listItemsByIds(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await prepared(db).listItemsByIds.execute({ ids: [...ids] });
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.user.id) ?? 0) - (position.get(b.user.id) ?? 0));
}

/** Live users of `ids` with their resume document and star count, in the order of `ids`. */
export async function usersWithResumes(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ user: users, resume: resumes.document, starCount: resumes.starCount })
    .from(users)
    .leftJoin(resumes, eq(resumes.userId, users.id))
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.user.id) ?? 0) - (position.get(b.user.id) ?? 0));
}
