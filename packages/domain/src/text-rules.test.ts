/**
 * Text as the API accepts it (issue #10 §3), at its edges: an absent value passes untouched, a
 * dictionary without a prototype (as some parsers build) is read like any object, and the refusal
 * has a message in both languages (spec §5 "form messages are localised in French and English").
 */
import { describe, expect, it } from 'vitest';
import { translate } from './i18n.ts';
import { INVALID_TEXT_KEY, normalizeInput } from './text.ts';

describe('normalizeInput: values that are not text', () => {
  it('lets an absent value through, alone or as a field', () => {
    expect(normalizeInput(undefined)).toEqual({ ok: true, value: undefined });
    expect(normalizeInput({ comment: undefined, firstname: 'Zoe\u0301' })).toEqual({
      ok: true,
      value: { comment: undefined, firstname: 'Zoé' },
    });
  });

  it('reads a dictionary without a prototype like a plain object', () => {
    const dictionary = Object.create(null) as Record<string, unknown>;
    dictionary.firstname = 'He\u0301le\u0300ne';
    expect(normalizeInput(dictionary)).toEqual({ ok: true, value: { firstname: 'Hélène' } });
    dictionary.lastname = 'Mar\u0000tin';
    expect(normalizeInput(dictionary)).toEqual({ ok: false, path: ['lastname'] });
  });
});

describe('INVALID_TEXT_KEY', () => {
  it('names a message of the validation catalogue, in French and in English', () => {
    expect(INVALID_TEXT_KEY.startsWith('validation.')).toBe(true);
    const [fr, en] = [translate('fr', INVALID_TEXT_KEY), translate('en', INVALID_TEXT_KEY)];
    expect(fr).toContain('caractère');
    expect(en).toContain('character');
  });
});
