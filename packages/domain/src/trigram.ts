/**
 * Trigram (DESIGN.md): first letter of the first name + first two letters of the last name, upper
 * case, accent-free, made unique by taking the next letters of the last name, then of the first
 * name, then a digit, then the first initial and two digits; throws when all of those are taken.
 * Used in anonymised documents and the resigner switch (spec §7).
 */

const letters = (value: string) =>
  value
    .replace(/[Œœ]/g, 'OE')
    .replace(/[Ææ]/g, 'AE')
    .replace(/ß/g, 'SS')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');

/**
 * The trigram for a name, unique among `taken` (upper-case trigrams already in use).
 * Names without letters fall back to `X`. Always 3 characters, `[A-Z0-9]`.
 */
export function makeTrigram(firstname: string, lastname: string, taken: ReadonlySet<string>): string {
  const first = letters(firstname) || 'X';
  const last = letters(lastname) || 'X';
  const candidates: string[] = [];
  const head = first[0] ?? 'X';
  const lastHead = last[0] ?? 'X';
  for (let i = 1; i < Math.max(2, last.length); i++) candidates.push(head + lastHead + (last[i] ?? 'X'));
  for (let i = 1; i < first.length; i++) candidates.push(head + lastHead + (first[i] ?? 'X'));
  for (let digit = 1; digit <= 9; digit++) candidates.push(head + lastHead + String(digit));
  for (const candidate of candidates) if (!taken.has(candidate)) return candidate;
  for (let n = 10; n < 100; n++) {
    const candidate = head + String(n);
    if (!taken.has(candidate)) return candidate;
  }
  throw new Error(`no free trigram for ${head}${lastHead}`);
}
