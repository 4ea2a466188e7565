// @vitest-environment node
/**
 * STYLE.md "a test fails when a key exists in one language and not the other, or when a UI string
 * is not translated": every catalogue key the collaborator side and the shell use (`t('…')` calls,
 * and the `web:…` / `errors:…` / `validation:…` keys kept in maps) exists in French AND English,
 * and the `web` catalogue has the same keys in both languages.
 */
import { resources } from '@highlight/domain/i18n';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const PLURAL_SUFFIXES = ['', '_zero', '_one', '_two', '_few', '_many', '_other'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every key used in `file`, qualified with its namespace: the one its `useTranslation('…')`
 * names, or the one of the `TFunction<'…'>` it is handed, `web` by default.
 */
function keysUsed(source: string): string[] {
  const keys = new Set<string>();
  const namespace =
    /useTranslation\(\s*'(\w+)'/.exec(source)?.[1] ?? /TFunction<\s*'(\w+)'/.exec(source)?.[1] ?? 'web';
  for (const match of source.matchAll(/\bt\(\s*'([A-Za-z][\w.:-]*)'/g)) keys.add(match[1] ?? '');
  for (const match of source.matchAll(/'((?:web|errors|validation|missions|backOffice):[A-Za-z][\w.]*)'/g))
    keys.add(match[1] ?? '');
  return [...keys].map((key) => (key.includes(':') ? key : `${namespace}:${key}`));
}

function lookup(catalogue: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

function exists(locale: 'fr' | 'en', qualified: string): boolean {
  const [namespace = '', key = ''] = qualified.split(':');
  const catalogue = (resources[locale] as Record<string, unknown>)[namespace];
  return PLURAL_SUFFIXES.some((suffix) => typeof lookup(catalogue, `${key}${suffix}`) === 'string');
}

function flatKeys(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => flatKeys(value, prefix ? `${prefix}.${key}` : key));
}

const files = sourceFiles(SRC);
const used = files.flatMap((file) =>
  keysUsed(readFileSync(file, 'utf8')).map((key) => ({ file: relative(SRC, file), key })),
);

describe('translations', () => {
  it('finds the keys the source uses', () => {
    expect(used.length).toBeGreaterThan(100);
    expect(used.map((entry) => entry.key)).toContain('web:takeoff.next');
    expect(used.map((entry) => entry.key)).toContain('errors:profileUpdate');
  });

  it.each(['fr', 'en'] as const)('has every used key in %s', (locale) => {
    const missing = used.filter((entry) => !exists(locale, entry.key)).map((e) => `${e.file}: ${e.key}`);
    expect(missing).toEqual([]);
  });

  it.each(['web', 'errors', 'validation', 'missions'] as const)(
    'has the same %s keys in French and English',
    (namespace) => {
      expect(flatKeys(resources.en[namespace]).sort()).toEqual(flatKeys(resources.fr[namespace]).sort());
    },
  );

  it('translates every avatar, mission and star label in both languages', () => {
    for (const locale of ['fr', 'en'] as const) {
      const web = resources[locale].web as Record<string, Record<string, unknown>>;
      expect(Object.keys(web.avatars ?? {}).sort()).toEqual([
        'bandit',
        'bounty_hunter',
        'cat',
        'imageAlt',
        'space_carrot',
      ]);
      expect(Object.keys(web.stars ?? {})).toHaveLength(14);
      expect(Object.keys(web.missions ?? {})).toHaveLength(7);
    }
  });
});
