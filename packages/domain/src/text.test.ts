/**
 * Text as the API accepts it (issue #10 §3): NUL and lone surrogates refused wherever they hide,
 * everything else normalised to NFC, so that decomposed accents pass the spec §5 rules.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../test-support/property-runs.ts';
import { isAcceptableText, normalizeInput } from './text.ts';
import { ZPersonName } from './user.ts';

describe('isAcceptableText', () => {
  it('refuses NUL and lone surrogates, accepts paired surrogates and other text', () => {
    expect(isAcceptableText('Zoé 🚀 Lefèvre')).toBe(true);
    expect(isAcceptableText('')).toBe(true);
    for (const bad of ['a\u0000b', '\u0000', 'x\uD800', '\uDC00y', 'a\uDC00\uD800b', '\uD83D']) {
      expect(isAcceptableText(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('agrees with String.prototype.isWellFormed on any UTF-16 string (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        const wellFormed = (value as string & { isWellFormed(): boolean }).isWellFormed();
        expect(isAcceptableText(value)).toBe(wellFormed && !value.includes('\u0000'));
      }),
      { numRuns: propertyRuns(2000) },
    );
  });
});

describe('normalizeInput', () => {
  it('normalises every string and key to NFC, at any depth, without touching the input', () => {
    const decomposed = 'He\u0301le\u0300ne';
    const input = {
      firstname: decomposed,
      list: [decomposed, 3, null, true],
      [`k${decomposed}`]: { x: decomposed },
    };
    const result = normalizeInput(input);
    expect(result).toEqual({
      ok: true,
      value: { firstname: 'Hélène', list: ['Hélène', 3, null, true], kHélène: { x: 'Hélène' } },
    });
    expect(input.firstname).toBe(decomposed);
  });

  it('keeps a `__proto__` key as data, never as the prototype', () => {
    const result = normalizeInput(JSON.parse('{"__proto__": {"isAdmin": true}}'));
    expect(result.ok).toBe(true);
    const value = (result as { value: Record<string, unknown> }).value;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it("reads a query-string parser's dictionary, and leaves a Buffer or a Date alone", () => {
    const query = Object.create(Object.create(null) as object) as Record<string, unknown>;
    query.q = 'ja\u0000va';
    expect(normalizeInput(query)).toEqual({ ok: false, path: ['q'] });
    const buffer = Buffer.from('a\u0000b');
    expect(normalizeInput(buffer)).toEqual({ ok: true, value: buffer });
    const date = new Date(0);
    expect(normalizeInput({ date })).toEqual({ ok: true, value: { date } });
  });

  it('names the path of the first bad string or key', () => {
    expect(normalizeInput({ a: [1, { b: 'x\u0000' }] })).toEqual({ ok: false, path: ['a', 1, 'b'] });
    expect(normalizeInput({ ['\uD800']: 1 })).toEqual({ ok: false, path: ['\uD800'] });
    expect(normalizeInput('\uDFFF')).toEqual({ ok: false, path: [] });
  });

  it('makes a name typed in decomposed form pass the name rule its composed form passes (spec §5)', () => {
    const decomposed = 'Zoe\u0301 Lefe\u0300vre';
    expect(ZPersonName.safeParse(decomposed).success).toBe(false);
    const result = normalizeInput(decomposed);
    expect(result.ok && ZPersonName.safeParse(result.value).success).toBe(true);
  });

  it('is idempotent and keeps acceptable JSON as is up to NFC (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = normalizeInput(value);
        if (!once.ok) return;
        expect(normalizeInput(once.value)).toEqual(once);
        expect(JSON.stringify(once.value)).toBe(JSON.stringify(value).normalize('NFC'));
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});
