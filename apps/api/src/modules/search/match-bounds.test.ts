/**
 * issue #27 §4: a posting may name more skills than a request may hold (`MATCH_SKILLS_MAX`); the
 * match keeps the picked skills, then the text's required skills, then its pluses, each in the
 * text's order, within the bound — so what the panel sends back for the next search (or saves) is
 * always accepted. Before: a posting read into 34 skills answered them all, and the next search
 * with a corrected skill, or saving the request, was refused (`validation.tooManyMatchSkills`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_SKILLS_MAX } from '@highlight/domain/constants';
import type { MatchResponse } from '@highlight/domain/matching';
import { referenceRows } from '../../db/seed/reference/catalogue.ts';
import { createTestApp } from '../../../test/helpers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let hrHeaders: Record<string, string>;

/** Catalogue skills with long, plain labels: each is understood wherever it is listed. */
const labels = referenceRows()
  .filter((item) => item.kind === 'skill' && /^[A-Za-z][A-Za-z ]{7,}$/.test(item.labelEn))
  .map((item) => ({ id: item.id, label: item.labelEn }));

beforeAll(async () => {
  t = await createTestApp();
  hrHeaders = await t.authHeader(await t.createUser({ roles: ['human_ressources'] }));
});
afterAll(() => t.close());

async function match(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/match', headers: hrHeaders, payload });
}

describe('a posting naming more skills than a request holds (issue #27 §4)', () => {
  it('answers at most MATCH_SKILLS_MAX skills, required ones first, and takes them back', async () => {
    const required = labels.slice(0, MATCH_SKILLS_MAX + 5);
    const nice = labels.slice(MATCH_SKILLS_MAX + 5, MATCH_SKILLS_MAX + 10);
    const text = [
      'Senior Software Engineer',
      '',
      'Nice to have:',
      ...nice.map((skill) => `- ${skill.label}`),
      '',
      'Must have:',
      ...required.map((skill) => `- ${skill.label}`),
    ].join('\n');
    const read = await match({ text });
    expect(read.statusCode, read.body).toBe(200);
    const answer = read.json<MatchResponse>();
    const understoodRequired = answer.understood?.skills.filter((skill) => skill.required) ?? [];
    expect(understoodRequired.length).toBeGreaterThan(MATCH_SKILLS_MAX);
    expect(answer.skills).toHaveLength(MATCH_SKILLS_MAX);
    expect(answer.skills.every((skill) => skill.required)).toBe(true);
    expect(answer.skills.map((skill) => skill.id)).toEqual(
      understoodRequired.slice(0, MATCH_SKILLS_MAX).map((skill) => skill.id),
    );

    // The panel's next search: the same skills, one corrected, and the same text.
    const corrected = answer.skills.map((skill, index) =>
      index === 0 ? { ...skill, required: false } : skill,
    );
    const again = await match({ text, skills: corrected });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<MatchResponse>().skills).toHaveLength(MATCH_SKILLS_MAX);
    expect(again.json<MatchResponse>().skills[0]).toMatchObject({ id: corrected[0]!.id, required: false });

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/client-requests',
      headers: hrHeaders,
      payload: { title: 'Senior Software Engineer', text, skills: answer.skills },
    });
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('keeps the pluses after the required skills when there is room', async () => {
    const required = labels.slice(0, 3);
    const nice = labels.slice(3, 5);
    const text = [
      'Data Engineer',
      '',
      'Nice to have:',
      ...nice.map((s) => `- ${s.label}`),
      '',
      'Must have:',
      ...required.map((s) => `- ${s.label}`),
    ].join('\n');
    const answer = (await match({ text })).json<MatchResponse>();
    expect(answer.skills.map((skill) => [skill.id, skill.required])).toEqual([
      ...required.map((skill) => [skill.id, true]),
      ...nice.map((skill) => [skill.id, false]),
    ]);
  });
});
