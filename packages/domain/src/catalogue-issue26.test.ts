/**
 * issue #26 §26, what the catalogues tell the back office: one phone example, taken from one
 * constant, in the add-candidate hint and in the error it answers (the English hint said
 * +44 20 7946 0958, its error +33 6 12 34 56 78); and the first-name field's own message ("Le
 * prénom…", not "Le nom…").
 */
import { describe, expect, it } from 'vitest';
import { ZAddCandidateRequest } from './back-office.ts';
import { PHONE_EXAMPLE } from './constants.ts';
import { resources, translate } from './i18n.ts';
import { isValidPhoneNumber } from './phone.ts';
import { ZUpdateMeRequest } from './user.ts';

const LOCALES = ['fr', 'en'] as const;

/** Every message of a catalogue tree, as [key, text]. */
function messages(node: unknown, prefix: string): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => messages(value, `${prefix}.${key}`));
}

describe('the phone example (issue #26 §26)', () => {
  it('is a phone number the rule accepts', () => {
    expect(isValidPhoneNumber(PHONE_EXAMPLE)).toBe(true);
  });

  it.each(LOCALES)('is the same in the add-candidate hint and in its error, in %s', (locale) => {
    expect(translate(locale, 'backOffice.addCandidate.phoneHint')).toContain(PHONE_EXAMPLE);
    expect(translate(locale, 'validation.invalidNumber')).toContain(PHONE_EXAMPLE);
    expect(translate(locale, 'web.takeoff.personalInfo.phoneHint')).toContain(PHONE_EXAMPLE);
  });

  it.each(LOCALES)('is never written out in a %s message: each names {{phoneExample}}', (locale) => {
    const written = Object.entries(resources[locale])
      .flatMap(([namespace, catalogue]) => messages(catalogue, namespace))
      .filter(([, text]) => /\+\d{2}[\d ()]{6,}/.test(text))
      .map(([key]) => key);
    expect(written).toEqual([]);
  });
});

describe('the first-name field’s message (issue #26 §26)', () => {
  const firstNameError = (value: unknown) =>
    ZAddCandidateRequest.safeParse({
      firstname: 'R2D2',
      lastname: 'Martin',
      email: 'r2@example.test',
      phoneNumber: PHONE_EXAMPLE,
      ...(value as object),
    }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('names the first name, and the last name’s names the last name, on adding a candidate', () => {
    expect(firstNameError({})).toEqual([['firstname', 'validation.firstnameCharacters']]);
    expect(firstNameError({ firstname: 'Zoé', lastname: 'R2D2' })).toEqual([
      ['lastname', 'validation.nameCharacters'],
    ]);
  });

  it('names the first name on the profile too', () => {
    expect(ZUpdateMeRequest.safeParse({ firstname: 'R2D2' }).error?.issues[0]?.message).toBe(
      'validation.firstnameCharacters',
    );
  });

  it.each([
    ['fr', /^Le prénom /, /^Le nom /],
    ['en', /^The first name /, /^The name /],
  ] as const)('says which name in %s', (locale, first, last) => {
    expect(translate(locale, 'validation.firstnameCharacters')).toMatch(first);
    expect(translate(locale, 'validation.nameCharacters')).toMatch(last);
  });
});
