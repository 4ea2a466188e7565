/**
 * Skills as a CV lists them (issue #28 §1 "skills mapped to the catalogue through the vocabulary
 * of the previous issue (custom entries under spec §5 otherwise)"): skills sections ("Langages :
 * Java, Python", a table of groups, a sidebar of bullets) read item by item through the
 * vocabulary (`findMentions`: aliases, versions, fused lists, homonyms), an item the catalogue
 * lacks kept as a custom skill when it looks like one; and the technologies named in the
 * experiences' prose and technical environments, through the vocabulary only (prose never makes
 * a custom skill). Group names ("Langages", "Outils"), levels ("avancé", "★★★") and soft-skill
 * groups' items (functional skills, mission 4) are told apart. The words are data
 * (skills-lexicon.json).
 */
import lexicon from './skills-lexicon.json' with { type: 'json' };
import { fold } from './fold.ts';
import type { CvLine, CvSection } from './layout.ts';
import { joinLines } from './paragraphs.ts';
import { sectionOf } from './sections.ts';
import { languageCodeFromName } from '../json-resume.ts';
import { entriesNamed, findMentions, type Mention, type Vocabulary } from '../vocabulary.ts';

/** A skill read from a CV: a catalogue entry (`id`) or a custom one (`id` null). */
export interface CvSkillRead {
  /** The catalogue entry's id, or null for an item the catalogue lacks. */
  id: string | null;
  /** The words as the CV writes them ("K8s", "Spring Boot 3", "Talend Open Studio"). */
  written: string;
  /** The group the CV put it in ("Langages"), or null. */
  group: string | null;
  /** Where it was read: a skills section, or the prose of an experience or project. */
  from: 'skills' | 'prose';
  confidence: number;
}

/** The skills of a CV: technical ones in order of first mention, each once; functional ones apart. */
export interface CvSkillsRead {
  technical: CvSkillRead[];
  /** Items of soft-skill groups ("Savoir-être : rigueur, autonomie"), as written. */
  functional: string[];
}

const key = (text: string) => fold(text).replace(/[’']/gu, "'").replace(/\s+/gu, ' ').trim();
const GROUP_WORDS: ReadonlySet<string> = new Set(lexicon.groupWords);
const SOFT_GROUPS: ReadonlySet<string> = new Set(lexicon.softGroups);
const LEVEL_WORDS: ReadonlySet<string> = new Set(lexicon.levelWords);

/** A custom skill is short: at most this many words and characters. */
const CUSTOM_MAX_WORDS = 4;
const CUSTOM_MAX_CHARACTERS = 40;
/** A group's name before a colon is short: at most this many words. */
const GROUP_MAX_WORDS = 5;

/** Signs that part a list's items; a slash only with spaces around it ("CI/CD" is one item). */
const ITEM_SEPARATOR = /\s*(?:[,;|•·▪●◦\t]|\s\/\s|\s[-–—]\s)\s*/u;
/** Rating signs (stars, dots, bars) and a level in brackets or after a dash. */
const RATING = /[★☆✩✪●○◉◯■□▪▫⬤]+/gu;

/** `item` without its level ("Java (avancé)" → "Java", "Python : expert" → "Python"). */
function withoutLevel(item: string): string {
  let text = item
    .replace(RATING, ' ')
    .replace(/\(([^)]*)\)/gu, (whole, inside: string) =>
      LEVEL_WORDS.has(key(inside)) || /^\d+\+?\s*(?:ans?|years?|yrs?)$/iu.test(inside.trim()) ? ' ' : whole,
    );
  text = text.replace(/\s+\d+\+?\s*(?:ans?|years?|yrs?)\.?$/iu, '');
  const words = text.trim().split(/\s+/u);
  while (words.length > 1 && LEVEL_WORDS.has(key(words.at(-1)!))) words.pop();
  return words
    .join(' ')
    .replace(/[\s:–—-]+$/u, '')
    .trim();
}

/** True when an item the catalogue lacks may be kept as a custom skill: a short name, no prose. */
function customCandidate(item: string): boolean {
  const words = item.split(/\s+/u);
  if (item.length < 2 || item.length > CUSTOM_MAX_CHARACTERS || words.length > CUSTOM_MAX_WORDS) return false;
  if (!/^[\p{L}\p{N}.]/u.test(item) || /[.!?]$/u.test(item) || /^\d+$/u.test(item)) return false;
  const folded = key(item);
  if (GROUP_WORDS.has(folded) || LEVEL_WORDS.has(folded) || SOFT_GROUPS.has(folded)) return false;
  // A name: some capital, digit or sign ("Talend", "SAP BW", "dbt" passes by its shortness).
  return /[\p{Lu}\p{N}#+.]/u.test(item) || words.length === 1;
}

/** True when most items name spoken languages ("English (native)", "Allemand"). */
function spoken(items: readonly string[]): boolean {
  const languages = items.filter(
    (item) => languageCodeFromName(withoutLevel(item).replace(/\s*\(.*$/u, '')) !== null,
  );
  return languages.length * 2 > items.length;
}

/** A line cut into its group's name (before a colon) and its items. */
function lineItems(text: string): { group: string | null; items: string[] } {
  const colon = /^([^:：]{2,60})\s*[:：]\s*(.*)$/u.exec(text);
  let group: string | null = null;
  let rest = text;
  if (colon && colon[1]!.trim().split(/\s+/u).length <= GROUP_MAX_WORDS) {
    group = colon[1]!.trim();
    rest = colon[2]!;
  }
  const items = rest
    .split(ITEM_SEPARATOR)
    .map((item) => item.replace(/^[\s([{]+|[\s)\]}.]+$/gu, '').trim())
    .filter((item) => item !== '');
  return { group, items };
}

/** Words a catalogue name may span in a line of tags ("Unified Process", "Visual Studio Code"). */
const TAG_MAX_WORDS = 3;

/**
 * The catalogue entries of an item of a skills section: those the vocabulary finds in it, then, in
 * the words no mention covers, the entries a run of 1 to 3 words names exactly — a skills section
 * is a technical context, so "REST", "AWS", "C" or "R" count there as in a search box, and a line
 * of tags parted by spaces only ("MySQL PostgreSQL NoSQL") is read word by word.
 */
function catalogueEntries(
  vocabulary: Vocabulary,
  item: string,
): { id: string; written: string; exact: boolean }[] {
  const mentions: Mention[] = findMentions(vocabulary, item, ['skill']);
  const found = mentions.map((mention) => ({
    id: mention.id,
    written: mention.written,
    exact: false,
    at: mention.start,
  }));
  const words = [...item.matchAll(/\S+/gu)]
    .map((match) => ({ text: match[0], start: match.index, end: match.index + match[0].length }))
    .filter((word) => !mentions.some((mention) => word.start < mention.end && mention.start < word.end));
  for (let first = 0; first < words.length;) {
    let taken = 0;
    for (let count = Math.min(TAG_MAX_WORDS, words.length - first); count >= 1 && taken === 0; count -= 1) {
      const run = words.slice(first, first + count);
      // Only words side by side in the item: a mention between two words parts them.
      if (run.some((word, index) => index > 0 && word.start - run[index - 1]!.end > 1)) continue;
      const written = run
        .map((word) => word.text)
        .join(' ')
        .replace(/[,;.]+$/u, '');
      const [id] = entriesNamed(vocabulary, written, 'skill');
      if (id !== undefined) {
        found.push({ id, written, exact: true, at: run[0]!.start });
        taken = count;
      }
    }
    first += Math.max(1, taken);
  }
  return found.sort((a, b) => a.at - b.at).map(({ id, written, exact }) => ({ id, written, exact }));
}

/**
 * A skills section's lines as the CV meant them: a line wrapped by the layout joined back to the
 * one it continues (that one ends with a list sign or a cut word, or this one starts in lower case
 * without a group of its own), with `joinLines`.
 */
function logicalLines(lines: readonly CvLine[]): string[] {
  const joined: CvLine[][] = [];
  for (const line of lines) {
    const previous = joined.at(-1)?.at(-1);
    const continues =
      previous !== undefined &&
      !line.listItem &&
      (/[,;/&+\-–]$/u.test(previous.text.trim()) ||
        (/^\p{Ll}/u.test(line.text) && !/[:：]/u.test(line.text)));
    if (continues) joined.at(-1)!.push(line);
    else joined.push([line]);
  }
  return joined.map((group) => joinLines(group));
}

/**
 * The skills of a CV cut into sections (`sectionsOf`), with `prose` the texts of its experiences
 * and projects (contexts, highlights, technical environments). Skills sections first, wrapped
 * lines joined back, item by item: the catalogue entries of an item (`catalogueEntries`), else the
 * item as a custom skill when short and name-like; a line alone that is a group's name
 * ("Langages" over its items) names the next items' group; a group that is another section's
 * heading ("Languages:", "Interests:") is left to that section's reader. Then the catalogue
 * entries named in `prose`. Each entry once, in order of first mention. Pure.
 */
export function readSkills(
  sections: readonly CvSection[],
  vocabulary: Vocabulary,
  prose: readonly string[] = [],
): CvSkillsRead {
  const technical: CvSkillRead[] = [];
  const functional: string[] = [];
  const seen = new Set<string>();
  const add = (skill: CvSkillRead) => {
    const id = skill.id ?? `custom:${key(skill.written)}`;
    if (seen.has(id)) return;
    seen.add(id);
    technical.push(skill);
  };
  for (const section of sections.filter((entry) => entry.kind === 'skills')) {
    let heading: string | null = null;
    for (const text of logicalLines(section.lines)) {
      const { group, items } = lineItems(text);
      // "Interests: …" or spoken "Languages: English, German" in a "Skills, languages, interests"
      // section are not skills; "Languages: Python, C++" are.
      const other = group === null ? undefined : sectionOf(group)?.kind;
      if (other !== undefined && other !== 'skills' && !(other === 'languages' && !spoken(items))) continue;
      const name = group ?? (items.length === 1 && GROUP_WORDS.has(key(items[0]!)) ? items[0]! : null);
      if (group === null && name !== null) {
        heading = name;
        continue;
      }
      const current = group ?? heading;
      if (current !== null && SOFT_GROUPS.has(key(current))) {
        functional.push(...items.map(withoutLevel).filter((item) => item.length >= 3));
        continue;
      }
      for (const raw of items) {
        const item = withoutLevel(raw);
        if (item === '') continue;
        const entries = catalogueEntries(vocabulary, item);
        if (entries.length > 0) {
          for (const entry of entries) {
            add({
              id: entry.id,
              written: entry.written,
              group: current,
              from: 'skills',
              confidence: entry.exact ? 0.8 : 0.9,
            });
          }
        } else if (customCandidate(item)) {
          add({ id: null, written: item, group: current, from: 'skills', confidence: 0.5 });
        }
      }
    }
  }
  for (const text of prose) {
    for (const mention of findMentions(vocabulary, text, ['skill'])) {
      add({ id: mention.id, written: mention.written, group: null, from: 'prose', confidence: 0.7 });
    }
  }
  return { technical, functional: [...new Set(functional)] };
}
