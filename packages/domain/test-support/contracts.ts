/**
 * Helpers for testing the domain's zod contracts through what they answer (issue #12 §3): the
 * issues of a refused value, and a response contract checked field by field.
 */
import { expect } from 'vitest';

/** Two fixed, valid UUIDs (RFC 9562 version 4) for ids in contract tests. */
export const UUID = '3f0c8f6e-8a57-4c1a-9d7e-2b7c1f4a5e60';
export const OTHER_UUID = '9b2d4c1e-7f3a-4e8b-a6d5-1c0e9f8b7a64';

/** What a zod schema is to these helpers. */
export interface Schema {
  safeParse: (value: unknown) => unknown;
}

/** One issue of a refused value: zod's code, the field's path and the i18n key of the message. */
export interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
}

/** The issues of a refused value (code, path, message), or [] when the schema accepts it. */
export function issuesOf(schema: Schema, value: unknown): Issue[] {
  const result = schema.safeParse(value) as { success: boolean; error?: { issues: Issue[] } };
  return result.success
    ? []
    : (result.error?.issues.map(({ code, path, message }) => ({ code, path, message })) ?? []);
}

/**
 * A response contract: `valid` comes back exactly as sent; each `required` field missing (every
 * field by default), or each `broken` field set to its broken value, is refused at that field and
 * nowhere else.
 */
export function expectContract(
  schema: Schema,
  valid: Record<string, unknown>,
  broken: [string, unknown][],
  required: string[] = Object.keys(valid),
): void {
  expect(schema.safeParse(valid)).toMatchObject({ success: true, data: valid });
  for (const field of required) {
    const { [field]: _left, ...missing } = valid;
    expect(
      issuesOf(schema, missing).map((issue) => issue.path),
      `without ${field}`,
    ).toEqual([[field]]);
  }
  for (const [field, value] of broken) {
    const paths = issuesOf(schema, { ...valid, [field]: value }).map((issue) => issue.path);
    expect(paths.length, `${field}: ${JSON.stringify(value)}`).toBeGreaterThan(0);
    for (const path of paths) expect(path[0], `${field}: ${JSON.stringify(value)}`).toBe(field);
  }
}
