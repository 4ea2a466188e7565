/**
 * `GET /api/reference` (DESIGN.md "Data"): the versioned catalogue of skills, domains, jobs,
 * sectors and sub-sectors in French and English comes back as sent; a broken item is refused.
 */
import { describe, expect, it } from 'vitest';
import { REFERENCE_KINDS, ZReferenceItem, ZReferenceResponse } from './reference.ts';

const domain = {
  kind: 'domain',
  id: 'dev',
  parentId: null,
  labelFr: 'Développement',
  labelEn: 'Development',
};
const skill = { kind: 'skill', id: 'java', parentId: 'dev', labelFr: 'Java', labelEn: 'Java' };

describe('ZReferenceItem', () => {
  it('keeps an item of each kind, with or without a parent', () => {
    for (const kind of REFERENCE_KINDS) {
      expect(ZReferenceItem.parse({ ...skill, kind })).toEqual({ ...skill, kind });
    }
    expect(ZReferenceItem.parse(domain)).toEqual(domain);
  });

  it('refuses an unknown kind and each field missing or of the wrong type', () => {
    expect(ZReferenceItem.safeParse({ ...skill, kind: 'tool' }).success).toBe(false);
    for (const field of Object.keys(skill)) {
      const { [field as keyof typeof skill]: _left, ...missing } = skill;
      expect(ZReferenceItem.safeParse(missing).success, `without ${field}`).toBe(false);
      expect(ZReferenceItem.safeParse({ ...skill, [field]: 7 }).success, `${field}: 7`).toBe(false);
    }
  });
});

describe('ZReferenceResponse', () => {
  it('keeps the version and the items', () => {
    const response = { version: 4, items: [domain, skill] };
    expect(ZReferenceResponse.parse(response)).toEqual(response);
  });

  it('refuses a version that is not a whole number, missing items, or a broken item', () => {
    for (const broken of [
      { version: 1.5, items: [] },
      { version: '4', items: [] },
      { items: [] },
      { version: 4 },
      { version: 4, items: [{ ...skill, labelEn: null }] },
    ]) {
      expect(ZReferenceResponse.safeParse(broken).success, JSON.stringify(broken)).toBe(false);
    }
  });
});
