/**
 * issue #26 §19, French typography: in every French catalogue (web, missions, back office,
 * identity pages, mails, validation, errors, documents, JSON Resume), a narrow no-break space
 * (U+202F) comes before `!`, `?`, `:` and `;`, and inside « » — never an ordinary space, which lets
 * "Bonjour Thomas !" break before its "!", nor no space at all ("Erreur:"). What is not French
 * punctuation is left out: placeholders (`{{name}}`), links (`https://…`, `mailto:`), times
 * (12:30), a sign listed as a character ("& : ") and a sign inside a word ("1:1").
 * The English catalogues are the reverse: no space before those signs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const NARROW = '\u202f';
const CATALOGUES = new URL('./i18n/', import.meta.url).pathname;

/** Placeholders, links and times, masked (same length) before the signs are looked at. */
const NOT_PROSE = /\{\{[^}]*\}\}|\$t\([^)]*\)|https?:\/\/\S+|mailto:\S+|\b\d{1,2}:\d{2}\b/g;
const mask = (text: string) => text.replace(NOT_PROSE, (match) => 'x'.repeat(match.length));

/**
 * Where `text` breaks French spacing: each offence as a short excerpt around it. A sign counts as
 * punctuation when it ends a phrase (followed by a space, the end, a closing mark or a full stop)
 * and follows a word, a number, a placeholder or a closing mark; `?!` is one group.
 */
export function frenchSpacingOffences(text: string): string[] {
  const masked = mask(text);
  const excerpt = (at: number) => JSON.stringify(text.slice(Math.max(0, at - 12), at + 3));
  const offences: string[] = [];
  for (const match of masked.matchAll(/[!?:;]/g)) {
    const at = match.index;
    if (!/^(?:$|[\s»)".…])/u.test(masked.slice(at + 1, at + 2))) continue;
    const before = masked.slice(0, at);
    if (/[!?]$/.test(before)) continue;
    const word = before.replace(/[\s\u00a0\u202f]+$/u, '');
    if (!/[\p{L}\p{N})»"’'…]$/u.test(word)) continue; // "& :" lists a character
    if (!before.endsWith(NARROW) || /[\s\u00a0]\u202f$|\u202f[\s\u00a0]$/u.test(before)) {
      offences.push(excerpt(at));
    }
  }
  for (const match of masked.matchAll(/«(.?)/gu)) {
    if (match[1] !== NARROW) offences.push(excerpt(match.index + 1));
  }
  for (const match of masked.matchAll(/(.?)»/gu)) {
    if (match[1] !== NARROW) offences.push(excerpt(match.index + 1));
  }
  return offences;
}

/** Every string of the JSON catalogues of `locale`, as `file key` → text. */
function strings(locale: 'fr' | 'en'): [string, string][] {
  const files = (directory: string): string[] =>
    readdirSync(directory).flatMap((name) => {
      const path = join(directory, name);
      return statSync(path).isDirectory() ? files(path) : name.endsWith('.json') ? [path] : [];
    });
  const walk = (node: unknown, key: string): [string, string][] =>
    typeof node === 'string'
      ? [[key, node]]
      : Object.entries(node as Record<string, unknown>).flatMap(([part, value]) =>
          walk(value, key === '' ? part : `${key}.${part}`),
        );
  const root = join(CATALOGUES, locale);
  return files(root).flatMap((file) =>
    walk(JSON.parse(readFileSync(file, 'utf8')), '').map(([key, text]): [string, string] => [
      `${file.slice(root.length + 1)} ${key}`,
      text,
    ]),
  );
}

describe('French spacing of the catalogues (issue #26 §19)', () => {
  it('knows French spacing from its look-alikes', () => {
    expect(frenchSpacingOffences(`Bonjour {{firstname}}${NARROW}!`)).toEqual([]);
    expect(frenchSpacingOffences('Bonjour {{firstname}} !')).toHaveLength(1);
    expect(frenchSpacingOffences('Bonjour Thomas!')).toHaveLength(1);
    expect(frenchSpacingOffences(`Contexte\u00a0:`)).toHaveLength(1);
    expect(frenchSpacingOffences(`Supprimer${NARROW}? Vraiment${NARROW}?!`)).toEqual([]);
    expect(frenchSpacingOffences('« clé en main »')).toHaveLength(2);
    expect(frenchSpacingOffences(`«${NARROW}clé en main${NARROW}»`)).toEqual([]);
    // Not French punctuation: links, times, placeholders' insides, a listed character, a ratio.
    expect(frenchSpacingOffences('Voir https://example.test/a?b=1 à 12:30.')).toEqual([]);
    expect(frenchSpacingOffences("Lettres, chiffres et ' - / . , # + ( ) & : seulement.")).toEqual([]);
    expect(frenchSpacingOffences('{{count, number}} fichiers, format 16:9')).toEqual([]);
  });

  it('puts a narrow no-break space before ! ? : ; and inside « » in every French message', () => {
    const offences = strings('fr').flatMap(([key, text]) =>
      frenchSpacingOffences(text).map((offence) => `${key}: ${offence}`),
    );
    expect(offences).toEqual([]);
  });

  it('puts no space before ! ? : ; in English messages', () => {
    const offences = strings('en').flatMap(([key, text]) =>
      [...mask(text).matchAll(/(?<=[\p{L}\p{N})"'’])[\s\u00a0\u202f][!?:;](?=$|\s)/gu)].map(
        (match) => `${key}: ${JSON.stringify(text.slice(Math.max(0, match.index - 12), match.index + 3))}`,
      ),
    );
    expect(offences).toEqual([]);
  });
});
