/**
 * Text as the API accepts it (issue #10 §3 "Bad input"): every string of a request, at any depth,
 * must be well-formed Unicode (no lone surrogate, as ECMAScript's `String.prototype.isWellFormed`) and
 * hold no NUL (PostgreSQL `text` and `jsonb` cannot store U+0000); it is then normalised to NFC
 * (Unicode Standard Annex #15) before any spec §5 rule reads it, so that a name typed in decomposed
 * form ("e" + U+0301, as macOS sends it) passes the rules its composed form passes.
 */

/** i18n key (validation namespace) of a string that is not acceptable text. */
export const INVALID_TEXT_KEY = 'validation.invalidCharacters';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `value` can be stored and compared: well-formed UTF-16 and without NUL. */
export function isAcceptableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** Where the first unacceptable string lies: a path of keys and indexes, as zod reports it. */
export type TextIssuePath = (string | number)[];

/**
 * `value` (parsed JSON or a query object) with every string and key of its arrays and plain objects normalised to NFC, or the path
 * of the first string or key that is not acceptable text. Pure: `value` is not modified. It recurses:
 * the API's bodies reach it at most `JSON_BODY_DEPTH_MAX` deep (issue #26 §1, `plugins/json-body.ts`
 * refuses deeper ones before parsing), its queries and path parameters are flat.
 */
export function normalizeInput(
  value: unknown,
  path: TextIssuePath = [],
): { ok: true; value: unknown } | { ok: false; path: TextIssuePath } {
  if (typeof value === 'string') {
    return isAcceptableText(value) ? { ok: true, value: value.normalize('NFC') } : { ok: false, path };
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const [index, item] of value.entries()) {
      const result = normalizeInput(item, [...path, index]);
      if (!result.ok) return result;
      out.push(result.value);
    }
    return { ok: true, value: out };
  }
  if (isPlainObject(value)) {
    const entries: [string, unknown][] = [];
    for (const [key, item] of Object.entries(value)) {
      if (!isAcceptableText(key)) return { ok: false, path: [...path, key] };
      const result = normalizeInput(item, [...path, key]);
      if (!result.ok) return result;
      entries.push([key.normalize('NFC'), result.value]);
    }
    // fromEntries defines own properties: a `__proto__` key stays data, never a prototype.
    return { ok: true, value: Object.fromEntries(entries) };
  }
  return { ok: true, value };
}

/**
 * A dictionary: an object literal, parsed JSON, or a query-string parser's object (fast-querystring
 * inherits from an empty null-prototype object). Class instances (a Buffer, a Date) pass through.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/** Grapheme clusters (Unicode Standard Annex #29): what a reader sees as one character. */
const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The longest start of `text` that holds at most `max` UTF-16 code units (the unit of the spec's
 * character limits, as `String.length` and zod's `max` count them) and ends between two grapheme
 * clusters: an emoji (a surrogate pair, a ZWJ sequence, a flag) or a letter with its combining
 * accents is kept whole or left out whole, never split into a lone surrogate or a bare letter.
 * `text` itself when it fits; `''` when its first cluster does not. spec §5 "truncated to 199
 * characters" and the import's shortened texts (§9).
 */
export function truncateGraphemes(text: string, max: number): string {
  let end = 0;
  for (const { index, segment } of GRAPHEMES.segment(text)) {
    const next = index + segment.length;
    if (next > max) break;
    end = next;
  }
  return text.slice(0, end);
}
