/**
 * issue #28 §1 "email and phone", and spec §5's phone rule for what is proposed.
 */
import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber } from '../phone.ts';
import { findEmails, findPhones, internationalPhone } from './contact.ts';

describe('findEmails', () => {
  it('finds emails, lower case, once, without mailto:', () => {
    expect(findEmails('Mail : Jean.Dupont@Exemple.fr | mailto:jean.dupont@exemple.fr, a@n.org')).toEqual([
      'jean.dupont@exemple.fr',
      'a@n.org',
    ]);
  });
  it('keeps accented local parts and plus signs, and no trailing punctuation', () => {
    expect(findEmails('(élise+cv@société.fr).')).toEqual(['élise+cv@société.fr']);
  });
  it('finds no email in a handle or a URL without one', () => {
    expect(findEmails('@x-handle https://github.com/your_id user@localhost')).toEqual([]);
  });
});

describe('internationalPhone (spec §5 form)', () => {
  it.each([
    ['06 12 34 56 78', '+33 6 12 34 56 78'],
    ['06.12.34.56.78', '+33 6 12 34 56 78'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['+33 (0)6 12 34 56 78', '+33 6 12 34 56 78'],
    ['0033 1 23 45 67 89', '+33 1 23 45 67 89'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+1 (416) 555-0000', '+14165550000'],
  ])('%s → %s', (written, expected) => {
    expect(internationalPhone(written)).toBe(expected);
    expect(isValidPhoneNumber(expected)).toBe(true);
  });
  it.each(['(416) 000 – 0000', '000-00-0000', '+33 0 12 34 56 78', '+33 6 12 34 56', '12 34 56 78 90'])(
    '%s has no stored form (country unknown or invalid)',
    (written) => expect(internationalPhone(written)).toBeNull(),
  );
});

describe('findPhones', () => {
  it('finds phones as written, with their stored form', () => {
    expect(findPhones('Tél. : 06 12 34 56 78 — Paris 75012')).toEqual([
      { written: '06 12 34 56 78', international: '+33 6 12 34 56 78' },
    ]);
    expect(findPhones('(416) 000 – 0000')).toEqual([{ written: '(416) 000 – 0000', international: null }]);
  });
  it('reads no date range, year list or short number as a phone', () => {
    expect(findPhones('2019 - 2021, 2012 – 2014, 75012 Paris, 2 years 10 months, 12345678')).toEqual([]);
  });
  it('reads an unprefixed number as a phone only in three groups or more', () => {
    expect(findPhones('arXiv 2023.1234, ISBN 978-2070')).toEqual([]);
    expect(findPhones('555 123 4567')).toEqual([{ written: '555 123 4567', international: null }]);
    expect(findPhones('555.123.4567')).toEqual([{ written: '555.123.4567', international: null }]);
  });
});
