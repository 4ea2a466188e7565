/**
 * issue #27 §1–§2: the reference data file's vocabulary — the bundled catalogue passes the check,
 * holds at least 700 skills with aliases, and a file breaking the check does not load.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vocabularyProblems } from '@highlight/domain/vocabulary';
import { DEFAULT_REFERENCE_DATA_FILE, readReferenceData, vocabularyEntries } from './catalogue.ts';

describe('the bundled vocabulary (issue #27 §1, §2)', () => {
  const data = readReferenceData(DEFAULT_REFERENCE_DATA_FILE);
  const entries = vocabularyEntries(data);

  it('passes the check', () => {
    expect(vocabularyProblems(entries)).toEqual([]);
  });

  it('holds at least 700 skills, with French and English labels, and aliases', () => {
    const skills = data.domains.flatMap((domain) => domain.skills);
    expect(skills.length).toBeGreaterThanOrEqual(700);
    expect(new Set(skills.map((skill) => skill.id)).size).toBe(skills.length);
    expect(entries.filter((entry) => (entry.aliases ?? []).length > 0).length).toBeGreaterThan(400);
    expect(data.version).toBeGreaterThanOrEqual(3);
  });
});

describe('a data file breaking the check does not load (issue #27 §1)', () => {
  const write = (skills: object[]) => {
    const file = join(mkdtempSync(join(tmpdir(), 'vocabulary-')), 'catalogue.json');
    writeFileSync(
      file,
      JSON.stringify({ version: 1, domains: [{ id: 'd', fr: 'D', skills }], jobs: [], sectors: [] }),
    );
    return file;
  };

  it('names an alias claimed by two skills', () => {
    const file = write([
      { id: 'a', fr: 'Alpha', aliases: ['Shared'] },
      { id: 'b', fr: 'Beta', aliases: ['Shared'] },
    ]);
    expect(() => readReferenceData(file)).toThrow(/skill b: "Shared" is also a form of skill a/);
  });

  it('names a short form not marked ambiguous', () => {
    expect(() => readReferenceData(write([{ id: 'r', fr: 'R' }]))).toThrow(/skill r: "R" is short/);
    expect(
      readReferenceData(write([{ id: 'r', fr: 'R', ambiguous: ['R'] }])).domains[0]?.skills,
    ).toHaveLength(1);
  });

  it('refuses a field the vocabulary does not know', () => {
    expect(() => readReferenceData(write([{ id: 'a', fr: 'Alpha', synonyms: ['A'] }]))).toThrow(/invalid/);
  });
});
