/**
 * Labels of the reference catalogue (DESIGN.md "Data"): the catalogue's label in the reader's
 * language, a custom entry's own label, and never a hidden value when the catalogue lost an id.
 */
import { describe, expect, it } from 'vitest';
import { makeLabelOf, REFERENCE_KINDS } from './reference-labels.ts';

/** Built inside each test, not while Vitest collects the tests (mutation testing, issue #12). */
const makeCatalogueLabelOf = () =>
  makeLabelOf([
    { kind: 'skill', id: 'java', labelFr: 'Java (langage)', labelEn: 'Java (language)' },
    { kind: 'domain', id: 'java', labelFr: 'Écosystème Java', labelEn: 'Java ecosystem' },
    { kind: 'job', id: 'dev', labelFr: 'Développeur', labelEn: 'Developer' },
  ]);

describe('makeLabelOf', () => {
  it('names a catalogue item in French or in English, by id or by reference', () => {
    const labelOf = makeCatalogueLabelOf();
    expect(labelOf('skill', 'java', 'fr')).toBe('Java (langage)');
    expect(labelOf('skill', 'java', 'en')).toBe('Java (language)');
    expect(labelOf('job', { id: 'dev', custom: false }, 'fr')).toBe('Développeur');
    expect(labelOf('job', { id: 'dev', custom: false }, 'en')).toBe('Developer');
  });

  it('keeps kinds apart: the same id names different items in different kinds', () => {
    const labelOf = makeCatalogueLabelOf();
    expect(labelOf('domain', 'java', 'fr')).toBe('Écosystème Java');
    expect(labelOf('domain', 'java', 'en')).toBe('Java ecosystem');
    expect(labelOf('sector', 'java', 'en')).toBe('java');
  });

  it("shows a custom entry's own label, even when its id is also a catalogue id", () => {
    const labelOf = makeCatalogueLabelOf();
    expect(labelOf('skill', { id: 'java', custom: true, label: 'Java à ma façon' }, 'en')).toBe(
      'Java à ma façon',
    );
    expect(labelOf('skill', { id: 'custom-1', custom: true }, 'fr')).toBe('custom-1');
  });

  it('falls back to the stored label, then to the id, for an id the catalogue no longer has', () => {
    const labelOf = makeCatalogueLabelOf();
    expect(labelOf('skill', { id: 'cobol', custom: false, label: 'COBOL' }, 'fr')).toBe('COBOL');
    expect(labelOf('skill', { id: 'cobol', custom: false }, 'en')).toBe('cobol');
    expect(labelOf('skill', 'cobol', 'fr')).toBe('cobol');
  });

  it('prefers the catalogue to a stale stored label for a known id', () => {
    const labelOf = makeCatalogueLabelOf();
    expect(labelOf('skill', { id: 'java', custom: false, label: 'Old name' }, 'fr')).toBe('Java (langage)');
  });

  it('names every kind of DESIGN.md "Data"', () => {
    expect(REFERENCE_KINDS).toEqual(['domain', 'skill', 'job', 'sector', 'sub_sector']);
  });
});
