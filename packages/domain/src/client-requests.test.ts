/**
 * Saved client requests (issue #27 §4): the contracts of `/api/client-requests` hold each bound
 * exactly at its limit with the i18n key a form shows, and the panel's rules — the proposed title,
 * what is saved of the current request, what shows as understood when it runs again.
 */
import { describe, expect, it } from 'vitest';
import { expectContract, issuesOf, UUID } from '../test-support/contracts.ts';
import {
  ZClientRequest,
  ZClientRequestPage,
  ZClientRequestQuery,
  ZClientRequestSummary,
  ZCreateClientRequest,
  ZUpdateClientRequest,
  proposedRequestTitle,
  savedRequestOf,
  understoodOfSaved,
} from './client-requests.ts';
import {
  CLIENT_REQUEST_PAGE_SIZE_MAX,
  CLIENT_REQUEST_TITLE_MAX,
  MATCH_SKILLS_MAX,
  MATCH_TEXT_MAX,
  MAX_LANGUAGES,
  SEARCH_TEXT_MAX,
  SHORT_TEXT_MAX,
} from './constants.ts';
import { LANGUAGE_CODES } from './languages.ts';
import type { UnderstoodRequestBody } from './matching.ts';
import { translate } from './i18n.ts';

const AT = '2026-03-01T09:30:00.000Z';
const valid = { title: 'Java developer', skills: [{ id: 'java' }] };
const messages = (value: unknown) => issuesOf(ZCreateClientRequest, value).map((issue) => issue.message);
const skills = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `skill-${index}` }));

describe('ZCreateClientRequest (issue #27 §4: save a request)', () => {
  it('keeps a request, with the defaults of a request whose text nothing was read from', () => {
    expect(ZCreateClientRequest.parse(valid)).toEqual({
      title: 'Java developer',
      text: '',
      skills: [{ id: 'java', required: true }],
      jobId: null,
      languages: [],
    });
    const full = {
      title: '  Tech lead Java  ',
      text: '  Tech lead Java, 5 ans, anglais courant\n',
      skills: [
        { id: 'java', required: true, minYears: 5 },
        { id: 'my custom skill', required: false },
      ],
      jobId: ' tech-lead ',
      languages: [{ code: 'en', level: 'full_professional' }],
    };
    expect(ZCreateClientRequest.parse(full)).toEqual({
      ...full,
      title: 'Tech lead Java',
      jobId: 'tech-lead',
    });
  });

  it('trims the title and bounds it at 200 characters', () => {
    expect(messages({ ...valid, title: '' })).toEqual(['validation.clientRequestTitleRequired']);
    expect(messages({ ...valid, title: '   ' })).toEqual(['validation.clientRequestTitleRequired']);
    expect(messages({ ...valid, title: 'x'.repeat(CLIENT_REQUEST_TITLE_MAX) })).toEqual([]);
    expect(messages({ ...valid, title: ` ${'x'.repeat(CLIENT_REQUEST_TITLE_MAX)} ` })).toEqual([]);
    expect(messages({ ...valid, title: 'x'.repeat(CLIENT_REQUEST_TITLE_MAX + 1) })).toEqual([
      'validation.clientRequestTitleTooLong',
    ]);
    expect(CLIENT_REQUEST_TITLE_MAX).toBe(200);
    expect(messages({ skills: valid.skills })).toHaveLength(1);
  });

  it("bounds the text as POST /api/match's", () => {
    expect(messages({ ...valid, text: 'x'.repeat(MATCH_TEXT_MAX) })).toEqual([]);
    expect(messages({ ...valid, text: 'x'.repeat(MATCH_TEXT_MAX + 1) })).toEqual([
      'validation.matchTextTooLong',
    ]);
  });

  it('holds 1 to 20 skills, each once', () => {
    expect(messages({ ...valid, skills: [] })).toEqual(['validation.clientRequestNoSkill']);
    expect(messages({ title: 'x' })).toHaveLength(1);
    expect(messages({ ...valid, skills: skills(MATCH_SKILLS_MAX) })).toEqual([]);
    expect(messages({ ...valid, skills: skills(MATCH_SKILLS_MAX + 1) })).toEqual([
      'validation.tooManyMatchSkills',
    ]);
    expect(
      messages({ ...valid, skills: [{ id: 'java' }, { id: 'go' }, { id: 'java', required: false }] }),
    ).toEqual(['validation.clientRequestDuplicateSkill']);
    expect(messages({ ...valid, skills: [{ id: 'java', minYears: 51 }] })).toHaveLength(1);
  });

  it('takes a profession id or null, bounded as a short text', () => {
    expect(messages({ ...valid, jobId: null })).toEqual([]);
    expect(messages({ ...valid, jobId: 'j'.repeat(SHORT_TEXT_MAX) })).toEqual([]);
    expect(messages({ ...valid, jobId: 'j'.repeat(SHORT_TEXT_MAX + 1) })).toHaveLength(1);
    expect(messages({ ...valid, jobId: '  ' })).toHaveLength(1);
  });

  it('takes known languages with a spoken level, each once, at most 20', () => {
    expect(messages({ ...valid, languages: [{ code: 'xx', level: 'notions' }] })).toEqual([
      'validation.unknownLanguage',
    ]);
    expect(messages({ ...valid, languages: [{ code: 'en', level: 'toeic' }] })).toHaveLength(1);
    expect(messages({ ...valid, languages: [{ code: 'en' }] })).toHaveLength(1);
    expect(
      messages({
        ...valid,
        languages: [
          { code: 'en', level: 'notions' },
          { code: 'en', level: 'bilingual_native' },
        ],
      }),
    ).toEqual(['validation.clientRequestDuplicateLanguage']);
    const many = (count: number) =>
      LANGUAGE_CODES.slice(0, count).map((code) => ({ code, level: 'notions' as const }));
    expect(messages({ ...valid, languages: many(MAX_LANGUAGES) })).toEqual([]);
    expect(messages({ ...valid, languages: many(MAX_LANGUAGES + 1) })).toHaveLength(1);
  });

  it('has its messages in French and English, the title bound named', () => {
    for (const key of [
      'validation.clientRequestTitleRequired',
      'validation.clientRequestNoSkill',
      'validation.clientRequestDuplicateSkill',
      'validation.clientRequestDuplicateLanguage',
      'validation.clientRequestNoChange',
    ]) {
      expect(translate('fr', key)).not.toBe(key);
      expect(translate('en', key)).not.toBe(key);
    }
    expect(translate('fr', 'validation.clientRequestTitleTooLong')).toContain('200');
    expect(translate('en', 'validation.clientRequestTitleTooLong')).toContain('200');
  });
});

describe('ZUpdateClientRequest (issue #27 §4: correct a saved request)', () => {
  const update = (value: unknown) => issuesOf(ZUpdateClientRequest, value).map((issue) => issue.message);

  it('takes a title, skills or both, with the rules of a new request', () => {
    expect(ZUpdateClientRequest.parse({ title: ' New ' })).toEqual({ title: 'New' });
    expect(ZUpdateClientRequest.parse({ skills: [{ id: 'go', required: false }] })).toEqual({
      skills: [{ id: 'go', required: false }],
    });
    expect(update({ title: 'x', skills: [{ id: 'go' }] })).toEqual([]);
    expect(update({})).toEqual(['validation.clientRequestNoChange']);
    expect(update({ title: ' ' })).toEqual(['validation.clientRequestTitleRequired']);
    expect(update({ skills: [] })).toEqual(['validation.clientRequestNoSkill']);
    expect(update({ skills: [{ id: 'go' }, { id: 'go' }] })).toEqual([
      'validation.clientRequestDuplicateSkill',
    ]);
  });
});

describe('ZClientRequestQuery (issue #27 §4: the list of saved requests)', () => {
  it('defaults to the first page of 20, every title', () => {
    expect(ZClientRequestQuery.parse({})).toEqual({ q: '', page: 1, pageSize: 20 });
    expect(ZClientRequestQuery.parse({ q: ' java ', page: '3', pageSize: '100' })).toEqual({
      q: 'java',
      page: 3,
      pageSize: 100,
    });
  });

  it('bounds the search text, the page and its size', () => {
    const query = (value: unknown) => issuesOf(ZClientRequestQuery, value).map((issue) => issue.message);
    expect(query({ q: 'x'.repeat(SEARCH_TEXT_MAX) })).toEqual([]);
    expect(query({ q: 'x'.repeat(SEARCH_TEXT_MAX + 1) })).toEqual(['validation.searchTooLong']);
    expect(query({ pageSize: String(CLIENT_REQUEST_PAGE_SIZE_MAX + 1) })).toHaveLength(1);
    expect(query({ pageSize: '0' })).toHaveLength(1);
    expect(query({ page: '0' })).toHaveLength(1);
    expect(query({ page: '10000' })).toEqual([]);
    expect(query({ page: '10001' })).toHaveLength(1);
    expect(query({ page: '1.5' })).toHaveLength(1);
  });
});

describe('the answers of /api/client-requests', () => {
  const saved = {
    id: UUID,
    title: 'Java developer',
    text: 'Développeur Java',
    skills: [{ id: 'java', required: true }],
    jobId: 'java-developer',
    languages: [{ code: 'en', level: 'full_professional' }],
    createdBy: { id: UUID, firstname: 'Ana', lastname: 'Lopez', trigram: 'ALO' },
    createdAt: AT,
    updatedAt: AT,
  };

  it('keep a saved request and refuse each broken field', () => {
    expectContract(ZClientRequest, saved, [
      ['id', 'r1'],
      ['createdAt', 'yesterday'],
      ['skills', [{ id: '' }]],
      ['languages', [{ code: 'en', level: 'fluent' }]],
      ['createdBy', { id: UUID }],
    ]);
    expect(ZClientRequest.safeParse({ ...saved, createdBy: null, jobId: null }).success).toBe(true);
  });

  it('list requests without their text, one page with its total', () => {
    const { text: _text, ...summary } = saved;
    expect(ZClientRequestSummary.parse(saved)).toEqual(summary);
    expectContract(ZClientRequestPage, { items: [summary], total: 1, page: 1, pageSize: 20 }, [
      ['total', -1],
      ['page', 0],
    ]);
  });
});

describe('proposedRequestTitle (issue #27 §4: the title the save form proposes)', () => {
  it.each([
    ['the profession understood first', 'Nous cherchons\nun dev', 'Développeur Java', 'Développeur Java'],
    ['the first line without a profession', 'Tech lead Java H/F\nMission longue', null, 'Tech lead Java H/F'],
    [
      'the first line holding text, trimmed',
      '\n  \r\n  Data engineer  \r\nSpark',
      undefined,
      'Data engineer',
    ],
    ['a line ended by a carriage return alone', 'Scrum master\rParis', null, 'Scrum master'],
    ['a blank profession as none', 'Architecte cloud', '  ', 'Architecte cloud'],
    ['a profession trimmed', 'x', ' DevOps ', 'DevOps'],
    ['nothing for a blank text', ' \n ', null, ''],
  ])('%s', (_case, text, job, title) => {
    expect(proposedRequestTitle(text, job)).toBe(title);
  });

  it('cuts a long first line to 200 characters, never inside an emoji', () => {
    expect(proposedRequestTitle('a'.repeat(250))).toBe('a'.repeat(CLIENT_REQUEST_TITLE_MAX));
    expect(proposedRequestTitle(`${'a'.repeat(199)}🚀 and more`)).toBe('a'.repeat(199));
    expect(proposedRequestTitle('x', 'b'.repeat(201))).toBe('b'.repeat(200));
  });
});

describe('savedRequestOf and understoodOfSaved (issue #27 §4: save, then run again)', () => {
  const understood: UnderstoodRequestBody = {
    skills: [{ id: 'java', required: true, from: [{ start: 0, end: 4, written: 'Java' }] }],
    jobs: [
      { id: 'java-developer', from: [{ start: 0, end: 16, written: 'Développeur Java' }] },
      { id: 'tech-lead', from: [] },
    ],
    minYears: 5,
    minYearsFrom: { start: 20, end: 25, written: '5 ans' },
    languages: [
      { code: 'en', level: 'full_professional', from: [{ start: 30, end: 37, written: 'anglais' }] },
      { code: 'en', level: 'notions', from: [] },
      { code: 'de', level: 'notions', from: [] },
    ],
    skipped: [{ start: 40, end: 60, reason: 'about' }],
  };

  it('saves the skills as corrected, the first profession and each language once with its level', () => {
    const corrected = [{ id: 'java', required: false, minYears: 3 }];
    const body = savedRequestOf('Java', 'Développeur Java', corrected, understood);
    expect(body).toEqual({
      title: 'Java',
      text: 'Développeur Java',
      skills: [{ id: 'java', required: false, minYears: 3 }],
      jobId: 'java-developer',
      languages: [
        { code: 'en', level: 'full_professional' },
        { code: 'de', level: 'notions' },
      ],
    });
    expect(body.skills).not.toBe(corrected);
    expect(ZCreateClientRequest.safeParse(body).success).toBe(true);
  });

  it('saves no profession and no language for skills picked without a text', () => {
    expect(savedRequestOf('Go', '', [{ id: 'go', required: true }])).toEqual({
      title: 'Go',
      text: '',
      skills: [{ id: 'go', required: true }],
      jobId: null,
      languages: [],
    });
    expect(
      savedRequestOf('Go', 'x', [{ id: 'go', required: true }], { ...understood, jobs: [] }).jobId,
    ).toBeNull();
  });

  it('shows a saved request as understood: its profession and languages, no words, no skills', () => {
    expect(
      understoodOfSaved({ jobId: 'java-developer', languages: [{ code: 'en', level: 'full_professional' }] }),
    ).toEqual({
      skills: [],
      jobs: [{ id: 'java-developer', from: [] }],
      minYears: null,
      minYearsFrom: null,
      languages: [{ code: 'en', level: 'full_professional', from: [] }],
      skipped: [],
    });
    expect(understoodOfSaved({ jobId: null, languages: [] }).jobs).toEqual([]);
  });
});
