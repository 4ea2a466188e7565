/**
 * The person's name as CVs print it (issue #28 §1 "names"): "Jean DUPONT", "DUPONT Jean",
 * "Marie-Claire de La Fontaine", "JOHN SMITH L. DOE", "Dr. Élise Martin". Words in capitals
 * among words that are not are the last name (the French habit); otherwise the last word is, with
 * the particles before it ("de", "van", "von"…). Each part is proposed only when it passes spec §5
 * (`ZPersonName`: letters, spaces, apostrophes, hyphens); else it is left empty.
 */
import { ZPersonName } from '../user.ts';

/** Honorifics printed before a name, dropped. */
const HONORIFIC = /^(?:m|mr|mrs|ms|mme|mlle|dr|pr|prof|miss|monsieur|madame)\.?$/iu;
/** Particles that belong to the last name they precede. */
const PARTICLE = /^(?:de|du|des|d'|la|le|van|von|der|den|di|da|del|della|dos|das|bin|ben|al|el)$/iu;

const isCapitals = (word: string) =>
  /\p{Lu}/u.test(word) && !/\p{Ll}/u.test(word) && word.replace(/[^\p{L}]/gu, '').length >= 2;

/** A line that may be a person's name: 2 to 5 words of letters (a middle initial allowed), no digit, no sign but ' - . */
export function looksLikeName(line: string): boolean {
  const words = line
    .trim()
    .split(/\s+/u)
    .filter((word) => !HONORIFIC.test(word));
  if (words.length < 2 || words.length > 5) return false;
  return words.every(
    (word) =>
      /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.|(?:de|du|des|la|le|van|von|der|di|da|del)$)/u.test(word) &&
      !/\d/u.test(word),
  );
}

/**
 * A name split into first and last names, each '' when it would break spec §5. The capitals of a
 * last name are kept as printed (the back office writes it in capitals anyway).
 */
export function splitName(line: string): { firstname: string; lastname: string } {
  // spec §5 allows the straight apostrophe; CVs print the typographic one ("O’Brien").
  const words = line
    .replace(/[’ʼ]/gu, "'")
    .replace(/[,;|]/gu, ' ')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '' && !HONORIFIC.test(word));
  if (words.length === 0) return { firstname: '', lastname: '' };
  const capitals = words.map(isCapitals);
  // Initials ("L.") are neither: the name is mixed when its longer words are.
  const longer = words.map(
    (word, index) => [word.replace(/[^\p{L}]/gu, '').length >= 2, capitals[index]] as const,
  );
  const mixed = longer.some(([long, caps]) => long && caps) && longer.some(([long, caps]) => long && !caps);
  let last: string[];
  let first: string[];
  if (mixed) {
    last = words.filter((_, index) => capitals[index]);
    first = words.filter((_, index) => !capitals[index]);
  } else {
    let from = words.length - 1;
    while (from > 1 && PARTICLE.test(words[from - 1]!)) from -= 1;
    last = words.slice(from);
    first = words.slice(0, from);
  }
  // A middle initial's dot is no letter spec §5 allows: "Jane Q." is proposed as "Jane Q".
  const valid = (text: string) => (text !== '' && ZPersonName.safeParse(text).success ? text : '');
  return {
    firstname: valid(first.join(' ').replace(/(?<=\b\p{Lu})\./gu, '')),
    lastname: valid(last.join(' ').replace(/(?<=\b\p{Lu})\./gu, '')),
  };
}
