/** STYLE.md: a key in one language and not the other fails; zod messages all exist in both. */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES, resources, translate, translateCount } from './i18n.ts';

function keys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keys(value, prefix ? `${prefix}.${key}` : key));
}

describe('message catalogues (spec §5 "Form messages are localised in French and English")', () => {
  it.each(NAMESPACES)('namespace %s has the same keys in French and English', (namespace) => {
    expect(keys(resources.fr[namespace]).sort()).toEqual(keys(resources.en[namespace]).sort());
  });

  it('has no empty message', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const namespace of NAMESPACES) {
        for (const key of keys(resources[locale][namespace])) {
          if (key === '') continue;
          expect(translate(locale, `${namespace}.${key}`), `${locale} ${namespace}.${key}`).not.toBe('');
        }
      }
    }
  });

  it('translates every validation key that a domain schema emits', () => {
    const sourceDir = import.meta.dirname;
    const emitted = new Set<string>();
    for (const file of readdirSync(sourceDir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      const text = readFileSync(join(sourceDir, file), 'utf8');
      for (const match of text.matchAll(/'(validation\.[A-Za-z]+)'/g)) emitted.add(match[1]!);
    }
    expect(emitted.size).toBeGreaterThan(15);
    for (const key of emitted) {
      expect(translate('fr', key), key).not.toBe(key);
      expect(translate('en', key), key).not.toBe(key);
    }
  });

  // i18next's interpolation: `{{name}}`, or `{{name, format}}`. A placeholder written otherwise
  // (`{{{{max}}}}`) shows its braces on screen.
  it('writes each placeholder as i18next reads it, with the same names in French and English', () => {
    const placeholder = /\{\{\s*([\w.]+)(?:\s*,\s*[^{}]+)?\s*\}\}/g;
    const names = (text: string) => [...text.matchAll(placeholder)].map((match) => match[1]).sort();
    for (const namespace of NAMESPACES) {
      for (const key of keys(resources.fr[namespace])) {
        if (key === '') continue;
        // The messages as written, before any value is put in.
        const [fr, en] = (['fr', 'en'] as const).map((locale) =>
          String(
            key
              .split('.')
              .reduce<unknown>(
                (node, part) => (node as Record<string, unknown>)[part],
                resources[locale][namespace],
              ),
          ),
        );
        for (const text of [fr!, en!]) {
          expect(text.replace(placeholder, ''), `${namespace}.${key}`).not.toMatch(/\{\{|\}\}/);
        }
        expect(names(fr!), `${namespace}.${key}`).toEqual(names(en!));
      }
    }
  });

  it('falls back to English, then to the key', () => {
    expect(translate('fr', 'validation.invalidNumber')).toMatch(/^Le numéro/);
    expect(translate('en', 'validation.invalidNumber')).toMatch(/^The phone number/);
    expect(translate('fr', 'validation.noSuchKey')).toBe('validation.noSuchKey');
  });
});

describe('translateCount (i18next plurals: _one, _other)', () => {
  it('picks the singular by the language: French 0 and 1, English 1 only', () => {
    expect(translateCount('fr', 'pdf.duration.years', 0)).toBe('0 an');
    expect(translateCount('fr', 'pdf.duration.years', 2)).toBe('2 ans');
    expect(translateCount('en', 'pdf.duration.years', 0)).toBe('0 years');
    expect(translateCount('en', 'pdf.duration.years', 1)).toBe('1 year');
    expect(translateCount('en', 'pdf.tenderGrid.morePlaces', 1234)).toBe('and 1,234 more experiences');
  });
});
