/**
 * issue #26 §9: one rule for ids on every route. RFC 9562 §4 (as RFC 4122 §3 before it): "UUIDs
 * are case-insensitive on input"; the API answers them in lower case, so it reads them lower-cased.
 */
import { describe, expect, it } from 'vitest';
import { UUID_DESCRIPTION, ZUuid } from './ids.ts';

describe('ZUuid (issue #26 §9)', () => {
  const lower = 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11';

  it.each([lower, lower.toUpperCase(), 'A0eeBC99-9c0b-4EF8-bb6d-6BB9bd380a11'])(
    'reads %s as the lower-case id',
    (id) => {
      expect(ZUuid.parse(id)).toBe(lower);
    },
  );

  it.each([
    '',
    'a0eebc99',
    `${lower}x`,
    ` ${lower}`,
    'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a1g',
    '{a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11}',
  ])('refuses %j', (id) => {
    expect(ZUuid.safeParse(id).success).toBe(false);
  });

  it('describes its rule in the OpenAPI document: a UUID, in any case, lower-cased', () => {
    expect(ZUuid.description).toBe(UUID_DESCRIPTION);
    expect(UUID_DESCRIPTION).toMatch(/UUID.*RFC 9562/);
    expect(UUID_DESCRIPTION).toMatch(/any case/);
    expect(UUID_DESCRIPTION).toMatch(/lower-cased/);
  });
});
