/**
 * Cuts that never split a character (spec §5 "Diploma title and school: truncated to 199
 * characters if over 200"; issue #26 leftovers). A cut by UTF-16 code units could leave half of a
 * surrogate pair (a lone surrogate, which the API refuses as unacceptable text and PostgreSQL
 * cannot store), half of a ZWJ emoji sequence, or a letter without its combining accent. The
 * limits stay counted in code units (as `String.length` and zod's `max` count them), so a cut text
 * never exceeds them; the cut falls between grapheme clusters (Unicode Standard Annex #29).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIPLOMA_TEXT_CAP, DIPLOMA_TEXT_TRUNCATE_TO, EXPERIENCE_CONTEXT_MAX } from './constants.ts';
import { fromJsonResume, type JsonResume } from './json-resume.ts';
import { ZDiploma } from './resume.ts';
import { isAcceptableText, truncateGraphemes } from './text.ts';

/** A thumbs-up: one code point outside the BMP, two UTF-16 code units. */
const THUMBS = '\u{1F44D}';
/** A family: man, ZWJ, woman, ZWJ, girl — one grapheme cluster, eight code units. */
const FAMILY = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}';
/** `e` + combining acute accent (NFD): one grapheme cluster, two code units. */
const E_ACUTE = 'e\u0301';

describe('truncateGraphemes: at most `max` code units, cut between grapheme clusters', () => {
  it.each([
    // The emoji's two halves straddle the limit: it goes whole.
    ['an emoji at the boundary', `${'a'.repeat(9)}${THUMBS}`, 10, 'a'.repeat(9)],
    // The emoji ends exactly at the limit: it stays.
    ['an emoji ending at the limit', `${'a'.repeat(8)}${THUMBS}b`, 10, `${'a'.repeat(8)}${THUMBS}`],
    ['a ZWJ family emoji over the limit', `abc${FAMILY}`, 8, 'abc'],
    ['a ZWJ family emoji ending at the limit', `ab${FAMILY}c`, 10, `ab${FAMILY}`],
    ['a combining accent at the boundary', `${'a'.repeat(9)}${E_ACUTE}`, 10, 'a'.repeat(9)],
    [
      'a combining accent ending at the limit',
      `${'a'.repeat(8)}${E_ACUTE}z`,
      10,
      `${'a'.repeat(8)}${E_ACUTE}`,
    ],
    ['plain text', 'abcdefghijkl', 10, 'abcdefghij'],
    ['a text within the limit', `a${FAMILY}`, 9, `a${FAMILY}`],
    ['a text shorter than the limit', 'abc', 10, 'abc'],
    ['the empty text', '', 10, ''],
  ])('%s', (_, text, max, expected) => {
    expect(truncateGraphemes(text, max)).toBe(expected);
  });

  it('gives a prefix of whole grapheme clusters, the longest within the limit (property)', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', ' ', THUMBS, FAMILY, E_ACUTE, 'é', '\u{1F1EB}\u{1F1F7}'), {
          maxLength: 30,
        }),
        fc.nat({ max: 60 }),
        (pieces, max) => {
          const text = pieces.join('');
          const cut = truncateGraphemes(text, max);
          expect(cut.length).toBeLessThanOrEqual(max);
          expect(text.startsWith(cut)).toBe(true);
          expect(isAcceptableText(cut)).toBe(true);
          const clusters = [...segmenter.segment(text)].map(({ segment }) => segment);
          let whole = '';
          for (const cluster of clusters) {
            if (whole.length + cluster.length > max) break;
            whole += cluster;
          }
          expect(cut).toBe(whole);
        },
      ),
    );
  });
});

const diploma = (title: string, school = 'INSA') => ({
  id: 'd-1',
  graduate: 'diploma' as const,
  title,
  school,
  graduateYears: { year: 2019, month: 6 },
});

describe(`ZDiploma: title and school over ${DIPLOMA_TEXT_CAP} cut to ${DIPLOMA_TEXT_TRUNCATE_TO} without splitting a character (spec §5)`, () => {
  it.each([
    [
      'an emoji across the limit',
      `${'t'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 1)}${THUMBS}xx`,
      't'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 1),
    ],
    [
      'a ZWJ family emoji across the limit',
      `${'t'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 3)}${FAMILY}`,
      't'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 3),
    ],
    [
      'a combining accent across the limit',
      `${'t'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 1)}${E_ACUTE}x`,
      't'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 1),
    ],
    [
      'an emoji ending at the limit',
      `${'t'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 2)}${THUMBS}xx`,
      `${'t'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 2)}${THUMBS}`,
    ],
  ])('%s', (_, text, expected) => {
    const parsed = ZDiploma.parse(diploma(text, text));
    expect(parsed.title).toBe(expected);
    expect(parsed.school).toBe(expected);
    expect(isAcceptableText(parsed.title)).toBe(true);
  });
});

describe('JSON Resume import: cut texts never split a character (spec §5, §9)', () => {
  const importDocument = (document: JsonResume) => fromJsonResume(document, [], undefined, {});

  it(`cuts a certificate's name over ${DIPLOMA_TEXT_CAP} between characters`, () => {
    const name = `${'n'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 1)}${THUMBS}n`;
    const issuer = `${'s'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 3)}${FAMILY}`;
    const { resume } = importDocument({ certificates: [{ name, issuer, date: '2020-05' }] });
    expect(resume.diplomas[0]).toMatchObject({
      title: 'n'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 1),
      school: 's'.repeat(DIPLOMA_TEXT_TRUNCATE_TO - 3),
    });
  });

  it(`cuts a context over ${EXPERIENCE_CONTEXT_MAX} characters between characters, before its ellipsis`, () => {
    const summary = `${'x'.repeat(EXPERIENCE_CONTEXT_MAX - 2)}${THUMBS}${'x'.repeat(10)}`;
    const { resume } = importDocument({
      work: [{ name: 'Acme', position: 'Développeur', summary, startDate: '2020-01' }],
    });
    expect(resume.experiences[0]?.context).toBe(`${'x'.repeat(EXPERIENCE_CONTEXT_MAX - 2)}…`);
  });
});
