/**
 * Bounded JSON bodies (issue #26 §1). Fastify's own parser (secure-json-parse) takes any nesting a
 * 1 MiB body can hold, and the walks that come after it — the input normalisation of
 * `plugins/input.ts`, zod — recurse: 8,000 nested arrays in 20 KB overflowed the stack (500) and
 * held the only thread for up to 1.5 s. This plugin replaces the `application/json` parser of every
 * route with one that first measures the text in a single loop, without recursion and without
 * building anything, and refuses past `JSON_BODY_DEPTH_MAX` levels or `JSON_BODY_ENTRIES_MAX`
 * entries with 400 `VALIDATION_FAILED` (`validation.bodyTooDeep` / `validation.bodyTooLarge`, path
 * `body`) before any parsing. `docs/performance.md` gives the cost per KB (`npm run bench:json-body`).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JSON_BODY_DEPTH_MAX, JSON_BODY_ENTRIES_MAX } from '@highlight/domain/constants';
import { AppError } from '../errors.ts';

/** What a JSON text holds, as far as its bounds go. */
export interface JsonShape {
  /** Deepest nesting of arrays and objects (a scalar is 0, `[]` is 1, `[[1]]` is 2). */
  depth: number;
  /** Object members plus array items, at every level. */
  entries: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;

/**
 * The nesting depth and entry count of a JSON text, read in one pass over its characters (strings
 * skipped, escapes honoured). Stops early — with the bound exceeded, so the caller refuses — as soon
 * as `limits.depth` or `limits.entries` is passed, so a hostile body costs no more than its prefix.
 * Malformed text is measured as far as it goes: JSON.parse, after it, says what is wrong with it.
 */
export function measureJson(
  text: string,
  limits: { depth: number; entries: number } = { depth: JSON_BODY_DEPTH_MAX, entries: JSON_BODY_ENTRIES_MAX },
): JsonShape {
  let depth = 0;
  let deepest = 0;
  let entries = 0;
  // Whether the innermost open container holds a value yet: `[]` has no entry, `[1]` one, `[1,2]` two.
  let holdsValue = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index += 1;
      while (index < text.length) {
        const inner = text.charCodeAt(index);
        if (inner === BACKSLASH) index += 2;
        else if (inner === QUOTE) break;
        else index += 1;
      }
      holdsValue = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limits.depth) return { depth: deepest, entries };
      }
      holdsValue = false;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      if (holdsValue) entries += 1;
      depth -= 1;
      holdsValue = true;
    } else if (code === COMMA) {
      entries += 1;
      if (entries > limits.entries) return { depth: deepest, entries };
      holdsValue = false;
    } else if (code > 0x20 && code !== 0x3a) {
      // A number, true, false or null: the container holds a value.
      holdsValue = true;
    }
  }
  return { depth: deepest, entries };
}

/** 400 `VALIDATION_FAILED` on the body, its message naming the bound (`MESSAGE_VARIABLES`). */
function tooComplex(key: 'validation.bodyTooDeep' | 'validation.bodyTooLarge'): AppError {
  return new AppError('VALIDATION_FAILED', key, [{ path: 'body', key }]);
}

/**
 * Registers the bounded parser for `application/json` on `app` and every scope under it (the
 * plugin is not encapsulated). Prototype poisoning stays refused as Fastify's default parser does.
 */
export default fp(
  function jsonBodyPlugin(app: FastifyInstance) {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
      const body = text as string;
      const shape = measureJson(body);
      if (shape.depth > JSON_BODY_DEPTH_MAX) {
        done(tooComplex('validation.bodyTooDeep'), undefined);
        return;
      }
      if (shape.entries > JSON_BODY_ENTRIES_MAX) {
        done(tooComplex('validation.bodyTooLarge'), undefined);
        return;
      }
      // Fastify's default parser (secure-json-parse) answers through `done`; it returns nothing.
      void parse(request, body, done);
    });
  },
  { name: 'json-body' },
);
