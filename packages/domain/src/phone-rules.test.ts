/**
 * spec §5 "Phone number rule", at its edges: the number is the whole text (it "starts with +"),
 * and the stored form is trimmed and at most 30 characters, refused with the translated
 * `invalidNumber` key.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { isValidPhoneNumber, ZPhoneNumber } from './phone.ts';

const VALID = ['+33612345678', '+33 6 12 34 56 78', '+44 20 7946 0958', '+14155552671', '+212612'];

describe('isValidPhoneNumber: the number is the whole text (spec §5)', () => {
  it.each([
    ['tel+33612345678'],
    ['0 +33 6 12 34 56 78'],
    ['x+4915112345678'],
    ['1+14155552671'],
    ['++212612'],
  ])('refuses %s: text before the +', (value) => {
    expect(isValidPhoneNumber(value)).toBe(false);
  });

  it('refuses any valid number with a visible character before it (property)', () => {
    const prefix = fc.string({ minLength: 1, maxLength: 6 }).filter((text) => text.trim() !== '');
    fc.assert(
      fc.property(prefix, fc.constantFrom(...VALID), (head, number) => {
        expect(isValidPhoneNumber(head + number)).toBe(false);
      }),
    );
  });
});

describe('ZPhoneNumber (the phone number as stored)', () => {
  it('trims the number and keeps its inner spaces', () => {
    expect(ZPhoneNumber.parse('  +33 6 12 34 56 78 ')).toBe('+33 6 12 34 56 78');
    expect(ZPhoneNumber.parse(' +44 20 7946 0958\t')).toBe('+44 20 7946 0958');
  });

  it('takes 30 characters and refuses 31, even when the digits are valid', () => {
    const spaced = (length: number) => `+44${' '.repeat(length - 13)}1234567890`;
    expect(ZPhoneNumber.parse(spaced(30))).toHaveLength(30);
    expect(ZPhoneNumber.safeParse(spaced(31)).error?.issues).toMatchObject([
      { code: 'too_big', path: [], message: 'validation.invalidNumber' },
    ]);
  });

  it('refuses a wrong number with the invalidNumber message, in French and in English', () => {
    expect(ZPhoneNumber.safeParse('+33 0 12 34 56 78').error?.issues).toMatchObject([
      { code: 'custom', path: [], message: 'validation.invalidNumber' },
    ]);
    expect(translate('fr', 'validation.invalidNumber')).toContain('format international');
    expect(translate('en', 'validation.invalidNumber')).toContain('international format');
  });
});
