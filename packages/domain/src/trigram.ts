/**
 * Trigram (DESIGN.md): first letter of the first name + first two letters of the last name, upper
 * case, accent-free, made unique by taking the next letters of the last name, then of the first
 * name, then a digit, then any free three-character code of the first initial; past those (about
 * 1,300 people sharing a first initial), the initials and a growing number (`JDU10`, `JD11`…).
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

const CODE_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The trigram for a name, unique among `taken` (upper-case trigrams already in use).
 * Names without letters fall back to `X`. `[A-Z][A-Z0-9]{2}` while such a code of the first
 * initial is free, else the two initials and a number (`[A-Z]{2}[0-9]{2,}`); never throws.
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
  for (const second of CODE_CHARACTERS)
    for (const third of CODE_CHARACTERS) if (!taken.has(head + second + third)) return head + second + third;
  for (let n = 10; ; n++) {
    const candidate = head + lastHead + String(n);
    if (!taken.has(candidate)) return candidate;
  }
}
