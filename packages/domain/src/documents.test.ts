/** The document calls' options (spec §7 GET users/{id}/resume and users/resumes; issue #8; spec §9 limit). */
import { describe, expect, it } from 'vitest';
import { MAX_FOCUS_SKILLS, SELECTION_LIMIT } from './constants.ts';
import { documentQueryString, ZResumeDocumentQuery, ZResumesZipQuery } from './documents.ts';

const uuid = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;

describe('ZResumeDocumentQuery', () => {
  it('reads the format, the anonymised flag and the focus list', () => {
    expect(ZResumeDocumentQuery.parse({})).toEqual({ anonymised: false, focus: [] });
    expect(
      ZResumeDocumentQuery.parse({ format: 'docx', anonymised: 'true', focus: ' java, kubernetes ,java,' }),
    ).toEqual({ format: 'docx', anonymised: true, focus: ['java', 'kubernetes'] });
    expect(ZResumeDocumentQuery.parse({ anonymised: 'false', focus: ['a,b', 'c'] })).toEqual({
      anonymised: false,
      focus: ['a', 'b', 'c'],
    });
  });

  it(`refuses an unknown format, a bad flag and more than ${MAX_FOCUS_SKILLS} focus skills`, () => {
    expect(ZResumeDocumentQuery.safeParse({ format: 'odt' }).success).toBe(false);
    expect(ZResumeDocumentQuery.safeParse({ anonymised: 'yes' }).success).toBe(false);
    const focus = Array.from({ length: MAX_FOCUS_SKILLS + 1 }, (_, index) => `s${index}`).join(',');
    const result = ZResumeDocumentQuery.safeParse({ focus });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.tooManyFocusSkills');
    expect(ZResumeDocumentQuery.safeParse({ focus: focus.split(',').slice(1).join(',') }).success).toBe(true);
  });
});

describe('ZResumesZipQuery', () => {
  it('takes ids repeated or comma-separated, dropping duplicates, PDF by default', () => {
    expect(ZResumesZipQuery.parse({ ids: [`${uuid(1)},${uuid(2)}`, uuid(1)] })).toEqual({
      ids: [uuid(1), uuid(2)],
      format: 'pdf',
      anonymised: false,
      focus: [],
    });
  });

  it(`accepts ${SELECTION_LIMIT} ids and refuses ${SELECTION_LIMIT + 1} (spec §9), none, or a non-uuid`, () => {
    const ids = Array.from({ length: SELECTION_LIMIT + 1 }, (_, index) => uuid(index));
    expect(ZResumesZipQuery.safeParse({ ids: ids.slice(0, SELECTION_LIMIT).join(',') }).success).toBe(true);
    const over = ZResumesZipQuery.safeParse({ ids: ids.join(',') });
    expect(over.error?.issues[0]?.message).toBe('validation.selectionLimit');
    expect(ZResumesZipQuery.safeParse({ ids: '' }).error?.issues[0]?.message).toBe('validation.required');
    expect(ZResumesZipQuery.safeParse({ ids: 'not-a-uuid' }).success).toBe(false);
    expect(ZResumesZipQuery.safeParse({ ids: uuid(1), format: 'json-resume' }).success).toBe(false);
  });
});

describe('documentQueryString', () => {
  it('writes only what differs from the defaults, and round-trips through the schemas', () => {
    expect(documentQueryString({})).toBe('');
    const query = documentQueryString({
      ids: [uuid(1), uuid(2)],
      format: 'docx',
      anonymised: true,
      focus: ['c#', 'java'],
      lang: 'en',
    });
    const parsed = ZResumesZipQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    expect(parsed).toEqual({
      ids: [uuid(1), uuid(2)],
      format: 'docx',
      anonymised: true,
      focus: ['c#', 'java'],
      lang: 'en',
    });
  });

  it('carries the language of a download, fr or en only (issue #26 §27)', () => {
    expect(documentQueryString({ lang: 'fr' })).toBe('lang=fr');
    expect(ZResumeDocumentQuery.parse({ lang: 'en' }).lang).toBe('en');
    expect(ZResumeDocumentQuery.parse({}).lang).toBeUndefined();
    for (const lang of ['de', '', 'EN', 'en-GB']) {
      expect(ZResumeDocumentQuery.safeParse({ lang }).success).toBe(false);
    }
  });
});
