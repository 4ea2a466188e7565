/**
 * Ids on the API (issue #26 §9: one rule for ids on every route). Every record id is a UUID
 * written by PostgreSQL in lower case; RFC 9562 §4 (RFC 4122 §3 before it) says "UUIDs are
 * case-insensitive on input", so every route reads an id in any case and lower-cases it before
 * anything compares it (a `Map` lookup, a set of ids, an audit row).
 */
import { z } from 'zod';

/** What the OpenAPI document says of every id a route reads (the test of the rule looks for it). */
export const UUID_DESCRIPTION = 'A UUID (RFC 9562), read in any case and lower-cased';

/**
 * A record id (user, mail, audit entry…) as routes read it in a path, a query or a body: an RFC
 * 9562 UUID in any case, answered lower-cased. Refuses anything else (braces, spaces, other
 * lengths) with zod's invalid-format issue. For input schemas; answers are lower-case already.
 */
export const ZUuid = z.uuid().toLowerCase().meta({ description: UUID_DESCRIPTION });
