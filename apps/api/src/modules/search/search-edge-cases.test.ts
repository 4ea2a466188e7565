/**
 * issue #26 §9: search edge cases. Before, text made only of non-Latin letters, emoji or
 * punctuation normalised to nothing and returned everyone; `++` alone searched the prefix `p`.
 * Now: letters of every script are searched as text (a name in Cyrillic is findable), a query
 * holding nothing searchable finds no one, and only a blank query lists everyone (the dashboard's
 * empty search box) — on the dashboard's list and on spec §7 `GET /search/query` alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListResponse } from '@highlight/domain/user';
import { validResume } from '../../../test/fixtures.ts';
import { createTestApp } from '../../../test/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let hrHeaders: Record<string, string>;
let scope: string;

beforeAll(async () => {
  t = await createTestApp();
  const referee = await t.createUser({ roles: ['human_ressources'] });
  hrHeaders = await t.authHeader(referee);
  scope = `idHR=${referee.id}`;
  const mine = { refereeId: referee.id };
  await t.createUser({ ...mine, roles: ['employee'], firstname: 'Дмитрий', lastname: 'Жуков' });
  await t.createUser({ ...mine, roles: ['employee'], firstname: 'Νίκος', lastname: 'Παπαδόπουλος' });
  await t.createUser({ ...mine, roles: ['employee'], firstname: 'Pascal', lastname: 'Petit' });
  await t.createUser({ ...mine, roles: ['employee'], firstname: 'Sharon', lastname: 'Plessis' });
  const resume = validResume();
  // A file's text in another script than the names' (issue #26 §18: the forms refuse the scripts
  // the documents cannot print, such as Japanese; Greek prints).
  resume.experiences[0]!.projectExperiences[0]!.name = 'Portail Ελληνικά pour Athènes';
  await t.createCollaboratorWithFile({ ...mine, firstname: 'Yuki', lastname: 'Tanaka' }, resume);
});
afterAll(() => t.close());

async function list(q: string): Promise<UserListResponse> {
  const response = await t.app.inject({
    url: `/api/users/?q=${encodeURIComponent(q)}&${scope}`,
    headers: hrHeaders,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UserListResponse>();
}
const lastnames = (page: UserListResponse) => page.items.map((item) => item.lastname);

describe('letters of every script are searched as text (issue #26 §9)', () => {
  it.each([
    ['Жуков', 'Жуков'],
    ['жук', 'Жуков'],
    ['ДМИТРИЙ', 'Жуков'],
    ['Παπαδόπουλος', 'Παπαδόπουλος'],
    ['νικος', 'Παπαδόπουλος'],
    ['Ελληνικά', 'Tanaka'],
    ['ελληνικα', 'Tanaka'],
  ])('%s finds %s, and only them', async (q, expected) => {
    const page = await list(q);
    expect(lastnames(page)).toEqual([expected]);
    expect(page.total).toBe(1);
  });

  it('forgives one typo in a Cyrillic name of five letters or more (issue #26 §22)', async () => {
    const page = await list('Жукоа');
    expect(page.fuzzy).toBe(true);
    expect(lastnames(page)).toEqual(['Жуков']);
  });
});

describe('a query with nothing searchable finds no one; a blank one lists everyone (issue #26 §9)', () => {
  it.each(['😀', '🚀🔥', '!!!', '…', '++', '+', '#', '°', '— / —', 'et', '+ et +', '👩‍💻'])(
    '%j finds no one',
    async (q) => {
      const page = await list(q);
      expect(page.items).toEqual([]);
      expect(page.total).toBe(0);
      expect(page.facets.status).toEqual([]);
    },
  );

  it('"++" is not the prefix "p" (Pascal Petit, Sharon Plessis)', async () => {
    expect(lastnames(await list('++'))).toEqual([]);
    // C++ stays the word cpp (spec §7): only Tanaka's file (validResume) holds it.
    expect(lastnames(await list('C++'))).toEqual(['Tanaka']);
  });

  it.each(['', '   '])('%j lists everyone in scope', async (q) => {
    expect((await list(q)).total).toBe(5);
  });

  it('GET /api/search/query answers the same way', async () => {
    const query = async (q: string) => {
      const response = await t.app.inject({
        url: `/api/search/query?q=${encodeURIComponent(q)}`,
        headers: hrHeaders,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ lastname: string }[]>().map((person) => person.lastname);
    };
    expect(await query('😀')).toEqual([]);
    expect(await query('++')).toEqual([]);
    expect(await query('Жуков')).toEqual(['Жуков']);
  });
});
