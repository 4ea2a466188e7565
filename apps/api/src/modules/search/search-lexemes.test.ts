/**
 * issue #30 §4: a searched term is asked as the lexemes it starts (`termsQuery`, read from
 * `search_lexemes`, migration 0019) instead of as a prefix, which the text index answers 5 to 10
 * times slower at a million files. Both must find the same files: checked on random texts against
 * PostgreSQL's own prefix match, and the table must hold every lexeme of every file, kept by the
 * triggers as files are written. On PGlite, and on PostgreSQL in CI.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { normalizeSearchText, searchTerms } from '@highlight/domain/search';
import { rowsOf } from '../../db/client.ts';
import { createTestApp } from '../../../test/helpers.ts';
import { MAX_TERM_LEXEMES, prefixQuery, termsQuery, textArray } from './repository.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The lexemes of `resume_search` missing from `search_lexemes` (none, whatever was written). */
async function missingLexemes(): Promise<string[]> {
  const rows = await rowsOf<{ lexeme: string }>(
    t.db,
    sql`select distinct lexeme from resume_search, unnest(tsvector_to_array(document)) as lexeme
      where not exists (select 1 from search_lexemes where search_lexemes.lexeme = lexeme)`,
  );
  return rows.map((row) => row.lexeme);
}

describe('termsQuery finds what the prefix finds (issue #30 §4)', () => {
  it('on random texts, for random terms typed from them or not (fast-check)', async () => {
    // Words of letters, accents, digits and what the parser splits or keeps (-, ., @, ', \).
    const unit = fc.constantFrom(..."abcéèœ12-.@'\\".split(''));
    const word = fc.string({ unit, minLength: 1, maxLength: 7 });
    const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 5 }), text, async (files, typed) => {
        const documents = files.map((file) => normalizeSearchText(file));
        // What the trigger does for a file written: its lexemes are in the table.
        await t.db.execute(sql`insert into search_lexemes (lexeme)
          select distinct lexeme from unnest(${textArray(documents)}) as d,
            unnest(tsvector_to_array(to_tsvector('simple', d))) as lexeme
          on conflict do nothing`);
        const terms = searchTerms(typed);
        fc.pre(prefixQuery(terms) !== '');
        const words = await termsQuery(t.db, terms);
        const rows = await rowsOf<{ byPrefix: boolean; byWords: boolean }>(
          t.db,
          sql`select to_tsvector('simple', d) @@ to_tsquery('simple', ${prefixQuery(terms)}) as "byPrefix",
              ${words === '' ? sql`false` : sql`to_tsvector('simple', d) @@ ${words}::tsquery`} as "byWords"
            from unnest(${textArray(documents)}) as d`,
        );
        for (const row of rows) expect(row.byWords).toBe(row.byPrefix);
      }),
      { numRuns: 150 },
    );
  });

  it('asks by words when the term starts a few, by prefix past MAX_TERM_LEXEMES, and says when none', async () => {
    const many = Array.from({ length: MAX_TERM_LEXEMES + 1 }, (_, index) => `zqw${index}`);
    await t.db.execute(sql`insert into search_lexemes (lexeme) select unnest(${textArray(many)})
      on conflict do nothing`);
    expect(await termsQuery(t.db, ['zqw'])).toBe("('zqw':*)");
    expect(await termsQuery(t.db, ['zqw6'])).toBe(
      "('zqw6' | 'zqw60' | 'zqw61' | 'zqw62' | 'zqw63' | 'zqw64')",
    );
    expect(await termsQuery(t.db, ['zqw64', 'zqw1'])).toBe(
      "('zqw64') & ('zqw1' | 'zqw10' | 'zqw11' | 'zqw12' | 'zqw13' | 'zqw14' | 'zqw15' | 'zqw16' | 'zqw17' | 'zqw18' | 'zqw19')",
    );
    expect(await termsQuery(t.db, ['zqw64', 'zqx'])).toBe('');
  });
});

describe('search_lexemes holds every lexeme of every file (migration 0019 triggers)', () => {
  it('after people are created, renamed (their row updated) and given a file', async () => {
    const person = await t.createUser({ roles: ['employee'], firstname: 'Wenceslas', lastname: 'Quimper' });
    expect(await missingLexemes()).toEqual([]);
    const stored = async (lexeme: string) =>
      (await rowsOf(t.db, sql`select 1 from search_lexemes where lexeme = ${lexeme}`)).length === 1;
    expect(await stored('quimper')).toBe(true);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: await t.authHeader(person),
      payload: { lastname: 'Zanzibar' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await stored('zanzibar')).toBe(true);
    await t.createCollaboratorWithFile({ lastname: 'Ferrandiere' });
    expect(await stored('ferrandiere')).toBe(true);
    expect(await missingLexemes()).toEqual([]);
  });

  it('the search finds by words what it found by prefix, through the API', async () => {
    const hr = await t.createUser({ roles: ['human_ressources'] });
    const found = await t.app.inject({
      url: '/api/users/?q=ferrand&allCandidates=true&pageSize=50',
      headers: await t.authHeader(hr),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<{ items: { lastname: string }[] }>().items.map((item) => item.lastname)).toEqual([
      'Ferrandiere',
    ]);
  });
});
