/**
 * issue #26 §15: every job of the reference catalogue, in French and in English, passes the job
 * field rule (spec §5, `ZJobName`), so that a person can type the catalogue's own jobs ("Architecte
 * d'entreprise", "Développeur .NET") as their desired position. A catalogue edit cannot bring the
 * defect back: a file with a job the rule refuses stops the start-up with the job's path.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZJobName } from '@highlight/domain/resume';
import { DEFAULT_REFERENCE_DATA_FILE, readReferenceData } from './catalogue.ts';

describe('issue #26 §15: the catalogue jobs and the job field rule', () => {
  const data = readReferenceData(DEFAULT_REFERENCE_DATA_FILE);

  it('accepts every job of the bundled catalogue, in both languages', () => {
    const labels = data.jobs.flatMap((job) => [job.fr, job.en ?? job.fr]);
    expect(labels.length).toBeGreaterThanOrEqual(200);
    const refused = labels.filter((label) => !ZJobName.safeParse(label).success);
    expect(refused).toEqual([]);
  });

  it('refuses to load a catalogue holding a job the rule refuses, naming it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'jobs.json');
    writeFileSync(
      file,
      JSON.stringify({
        version: 1,
        domains: [],
        jobs: [
          { id: 'ok', fr: "Architecte d'entreprise", en: 'Enterprise architect' },
          { id: 'bad', fr: 'Développeur <b>', en: 'Developer' },
          { id: 'long', fr: 'Développeur', en: 'x'.repeat(71) },
        ],
        sectors: [],
      }),
    );
    expect(() => readReferenceData(file)).toThrow(/jobs\.1\.fr: validation\.jobCharacters.*jobs\.2\.en/);
  });
});
