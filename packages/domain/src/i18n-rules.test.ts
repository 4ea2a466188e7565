/**
 * The server-side translator (spec §9: French by default, English as fallback; issue #11 §5:
 * numbers written per language): how placeholders are filled, and what an unknown key shows.
 */
import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';

// Intl separates French thousands with (narrow) no-break spaces: compare on plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('translate: placeholders', () => {
  it('writes a plain placeholder’s number as given: a graduation year is not a quantity', () => {
    expect(translate('fr', 'missions.diplomas.obtained', { date: 2019 })).toBe('Obtenu en 2019');
    expect(translate('en', 'missions.diplomas.obtained', { date: 2019 })).toBe('Obtained in 2019');
  });

  it('groups a `{{count, number}}` number per language, in both languages', () => {
    expect(plain(translate('fr', 'backOffice.dashboard.total_other', { count: 2019 }))).toBe(
      '2 019 collaborateurs',
    );
    expect(translate('en', 'backOffice.dashboard.total_other', { count: 2019 })).toBe('2,019 collaborators');
  });

  it('writes the limits of a client request and of a request body grouped per language', () => {
    expect(plain(translate('fr', 'validation.matchTextTooLong'))).toBe(
      'Une demande client compte au plus 20 000 caractères.',
    );
    expect(translate('en', 'validation.matchTextTooLong')).toBe(
      'A client request holds at most 20,000 characters.',
    );
    expect(translate('en', 'errors.payloadTooLarge')).toMatch(
      /^The request is too large: at most [\d,]+ KB\.$/,
    );
  });

  it('keeps a text value as written, even in a `{{count, number}}` placeholder', () => {
    expect(translate('fr', 'backOffice.dashboard.total_other', { count: 'plus de 100' })).toBe(
      'plus de 100 collaborateurs',
    );
    expect(translate('en', 'backOffice.dashboard.total_other', { count: 'over 100' })).toBe(
      'over 100 collaborators',
    );
  });
});

describe('translate: keys that name no message', () => {
  it('shows the key itself for a key deeper than any message or in no namespace', () => {
    expect(translate('fr', 'validation.required.deeper')).toBe('validation.required.deeper');
    expect(translate('en', 'validation.noSuchGroup.noSuchKey')).toBe('validation.noSuchGroup.noSuchKey');
    expect(translate('en', 'noSuchNamespace.key')).toBe('noSuchNamespace.key');
  });

  it('shows the key itself for a group of messages, never the group', () => {
    expect(translate('fr', 'backOffice.dashboard')).toBe('backOffice.dashboard');
    expect(translate('en', 'missions.diplomas')).toBe('missions.diplomas');
    expect(translate('en', 'validation')).toBe('validation');
  });
});
