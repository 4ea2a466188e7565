/** The user contracts of spec §3, §5, §6, §7 and §9, through their public schemas. */
import { describe, expect, it } from 'vitest';
import { FILTER_VALUES_MAX, SEARCH_TEXT_MAX, SELECTION_LIMIT } from './constants.ts';
import {
  backOfficeName,
  ZPersonName,
  ZStar,
  ZUpdateMeRequest,
  ZUserIds,
  ZUserListQuery,
  ZUserSettings,
} from './user.ts';

const UUID = '3f0c8f6e-8a57-4c1a-9d7e-2b7c1f4a5e60';
const OTHER_UUID = '9b2d4c1e-7f3a-4e8b-a6d5-1c0e9f8b7a64';

/** The message keys of a failed parse, or [] when it succeeds. */
function errorsOf(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } },
  value: unknown,
): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('backOfficeName', () => {
  it('writes the last name in capitals, accents kept, then the first name', () => {
    expect(backOfficeName({ firstname: 'Marie', lastname: 'Dupont' })).toBe('DUPONT Marie');
    expect(backOfficeName({ firstname: 'Élodie', lastname: 'Lefèvre' })).toBe('LEFÈVRE Élodie');
  });

  it('leaves no stray space when a name is missing', () => {
    expect(backOfficeName({ firstname: '', lastname: 'Dupont' })).toBe('DUPONT');
    expect(backOfficeName({ firstname: 'Marie', lastname: '' })).toBe('Marie');
  });
});

describe('ZPersonName (spec §5: not empty, no special characters)', () => {
  it('accepts letters of any alphabet, spaces, apostrophes and hyphens, trimmed', () => {
    expect(ZPersonName.parse('  Jean-Éric  ')).toBe('Jean-Éric');
    expect(ZPersonName.parse("N'Diaye")).toBe("N'Diaye");
    expect(ZPersonName.parse('Anne Marie')).toBe('Anne Marie');
    expect(ZPersonName.parse('Zoë')).toBe('Zoë');
  });

  it('refuses an empty or blank name as required (the first message a form shows)', () => {
    expect(errorsOf(ZPersonName, '')[0]).toBe('validation.required');
    expect(errorsOf(ZPersonName, '   ')[0]).toBe('validation.required');
  });

  it('accepts 80 characters and refuses 81 as too long', () => {
    expect(errorsOf(ZPersonName, 'a'.repeat(80))).toEqual([]);
    expect(errorsOf(ZPersonName, 'a'.repeat(81))).toEqual(['validation.tooLong']);
  });

  it('refuses digits and symbols anywhere, and a name not starting with a letter', () => {
    for (const name of ['1Marie', 'Marie1', 'Ma1rie', 'Marie!', "'Marie", '-Marie', 'Marie_Curie']) {
      expect(errorsOf(ZPersonName, name), name).toEqual(['validation.nameCharacters']);
    }
  });
});

describe('ZUpdateMeRequest (spec §7 PATCH users/me)', () => {
  it('refuses an update that changes nothing', () => {
    expect(errorsOf(ZUpdateMeRequest, {})).toEqual(['validation.emptyUpdate']);
    expect(errorsOf(ZUpdateMeRequest, { firstname: undefined })).toEqual(['validation.emptyUpdate']);
  });

  it('accepts any one field alone', () => {
    expect(ZUpdateMeRequest.parse({ firstname: 'Marie' })).toEqual({ firstname: 'Marie' });
    expect(ZUpdateMeRequest.parse({ phoneNumber: '' })).toEqual({ phoneNumber: '' });
    expect(ZUpdateMeRequest.parse({ avatar: 'cat' })).toEqual({ avatar: 'cat' });
  });

  it('changes one setting without resetting the other', () => {
    expect(ZUpdateMeRequest.parse({ userSettings: { displayLanguage: 'en' } })).toEqual({
      userSettings: { displayLanguage: 'en' },
    });
    expect(ZUpdateMeRequest.parse({ userSettings: { chosenUserMode: null } })).toEqual({
      userSettings: { chosenUserMode: null },
    });
  });

  it('checks each field by its rule', () => {
    expect(errorsOf(ZUpdateMeRequest, { lastname: 'R2D2' })).toEqual(['validation.nameCharacters']);
    expect(errorsOf(ZUpdateMeRequest, { phoneNumber: '0612345678' })).toEqual(['validation.invalidNumber']);
    expect(errorsOf(ZUpdateMeRequest, { avatar: 'dog' })).not.toEqual([]);
    expect(errorsOf(ZUpdateMeRequest, { userSettings: { displayLanguage: 'de' } })).not.toEqual([]);
  });
});

describe('ZUserSettings (spec §3 userSettings)', () => {
  it('defaults to French and no chosen mode', () => {
    expect(ZUserSettings.parse({})).toEqual({ displayLanguage: 'fr', chosenUserMode: null });
  });
});

describe('ZStar (spec §3)', () => {
  it('belongs to a mission from 1 to 7', () => {
    const star = { id: 'diploma', starsAcquired: 1 };
    expect(ZStar.safeParse({ ...star, mission: 1 }).success).toBe(true);
    expect(ZStar.safeParse({ ...star, mission: 7 }).success).toBe(true);
    expect(ZStar.safeParse({ ...star, mission: 0 }).success).toBe(false);
    expect(ZStar.safeParse({ ...star, mission: 8 }).success).toBe(false);
  });
});

describe('ZUserListQuery (spec §7 GET users, issue #9 filters)', () => {
  it('defaults to every user, sorted by relevance, page 1 of 50', () => {
    expect(ZUserListQuery.parse({})).toMatchObject({
      q: '',
      sort: 'relevance',
      page: 1,
      pageSize: 50,
      status: [],
      skills: [],
    });
  });

  it('trims the search and refuses one longer than the limit', () => {
    expect(ZUserListQuery.parse({ q: '  java ' }).q).toBe('java');
    expect(errorsOf(ZUserListQuery, { q: 'a'.repeat(SEARCH_TEXT_MAX) })).toEqual([]);
    expect(errorsOf(ZUserListQuery, { q: 'a'.repeat(SEARCH_TEXT_MAX + 1) })).toEqual([
      'validation.searchTooLong',
    ]);
  });

  it('reads a filter repeated or comma-separated, dropping blanks', () => {
    expect(ZUserListQuery.parse({ status: 'active,inactive' }).status).toEqual(['active', 'inactive']);
    expect(ZUserListQuery.parse({ status: ['active', 'off_process'] }).status).toEqual([
      'active',
      'off_process',
    ]);
    expect(ZUserListQuery.parse({ skills: ' java , ,react ' }).skills).toEqual(['java', 'react']);
    expect(ZUserListQuery.parse({ skills: '' }).skills).toEqual([]);
  });

  it('refuses unknown values and more values than the limit', () => {
    expect(errorsOf(ZUserListQuery, { status: 'asleep' })).not.toEqual([]);
    expect(errorsOf(ZUserListQuery, { role: 'admin' })).not.toEqual([]);
    expect(ZUserListQuery.parse({ role: 'applicant,employee' }).role).toEqual(['applicant', 'employee']);
    const skills = (count: number) => Array.from({ length: count }, (_, i) => `s${i}`).join(',');
    expect(errorsOf(ZUserListQuery, { skills: skills(FILTER_VALUES_MAX) })).toEqual([]);
    expect(errorsOf(ZUserListQuery, { skills: skills(FILTER_VALUES_MAX + 1) })).toEqual([
      'validation.tooManyFilterValues',
    ]);
  });

  it('takes referees by id or "none"', () => {
    expect(ZUserListQuery.parse({ referee: `${UUID},none` }).referee).toEqual([UUID, 'none']);
    expect(errorsOf(ZUserListQuery, { referee: 'nobody' })).not.toEqual([]);
  });

  it('reads yes/no filters as booleans and refuses anything else', () => {
    expect(ZUserListQuery.parse({ resigner: 'true' }).resigner).toBe(true);
    expect(ZUserListQuery.parse({ resigner: 'false' }).resigner).toBe(false);
    expect(ZUserListQuery.parse({ outdated: 'true' }).outdated).toBe(true);
    expect(ZUserListQuery.parse({}).resigner).toBeUndefined();
    expect(errorsOf(ZUserListQuery, { resigner: 'yes' })).not.toEqual([]);
  });

  it('takes language codes of two or three letters', () => {
    expect(ZUserListQuery.parse({ languages: 'fr,eng' }).languages).toEqual(['fr', 'eng']);
    expect(errorsOf(ZUserListQuery, { languages: 'f' })).not.toEqual([]);
    expect(errorsOf(ZUserListQuery, { languages: 'fren' })).not.toEqual([]);
  });

  it('bounds the page (1–10,000) and its size (1–200)', () => {
    expect(ZUserListQuery.parse({ page: '10000', pageSize: '200' })).toMatchObject({
      page: 10000,
      pageSize: 200,
    });
    expect(ZUserListQuery.parse({ page: '1', pageSize: '1' })).toMatchObject({ page: 1, pageSize: 1 });
    for (const bad of [
      { page: '0' },
      { page: '10001' },
      { pageSize: '0' },
      { pageSize: '201' },
      { page: '1.5' },
    ]) {
      expect(ZUserListQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('takes a referee scope or every candidate', () => {
    expect(ZUserListQuery.parse({ idHR: UUID }).idHR).toBe(UUID);
    expect(ZUserListQuery.parse({ allCandidates: 'true' }).allCandidates).toBe(true);
    expect(ZUserListQuery.safeParse({ idHR: 'me' }).success).toBe(false);
  });
});

describe('ZUserIds (spec §9: bulk actions on at most 50 files)', () => {
  const ids = (count: number) =>
    Array.from({ length: count }, (_, i) => `${UUID.slice(0, -4)}${String(i).padStart(4, '0')}`);

  it('accepts one to 50 ids', () => {
    expect(ZUserIds.parse([OTHER_UUID])).toEqual([OTHER_UUID]);
    expect(errorsOf(ZUserIds, ids(SELECTION_LIMIT))).toEqual([]);
  });

  it('refuses none, or more than 50 with the selection limit message', () => {
    expect(ZUserIds.safeParse([]).success).toBe(false);
    expect(errorsOf(ZUserIds, ids(SELECTION_LIMIT + 1))).toEqual(['validation.selectionLimit']);
    expect(ZUserIds.safeParse(['not-a-uuid']).success).toBe(false);
  });
});
