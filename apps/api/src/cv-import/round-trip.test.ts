/**
 * Issue #28 "Tests: the round trip": a skills file rendered by our own PDF and DOCX templates (the
 * document pool, as a download makes it) and imported back (`readCvFile` then `readCv`, as
 * POST /api/resume-imports does) gives the person, the desired position, the professions with
 * their months, every experience (company, sector, position, dates), every diploma and
 * certification (kind, title, school, year), every language with its level, and the technical
 * skills. `npm run bench:import` measures the same over every demo file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readCv } from '@highlight/domain/cv/index';
import type { ReferenceItem } from '@highlight/domain/reference';
import type { ResumeBody } from '@highlight/domain/resume';
import { loadVocabulary, referenceRows, vocabularyEntries } from '../db/seed/reference/catalogue.ts';
import { createDocuments, defaultDocumentsConfig } from '../documents/index.ts';
import { typicalResume } from '../../test/fixtures.ts';
import { readCvFile } from './index.ts';

const aliases = new Map(
  vocabularyEntries().map((entry) => [`${entry.kind}:${entry.id}`, entry.aliases ?? []]),
);
const catalogue: ReferenceItem[] = referenceRows().map((item) => {
  const forms = aliases.get(`${item.kind}:${item.id}`) ?? [];
  return forms.length > 0 ? { ...item, aliases: [...forms] } : item;
});
const documents = createDocuments({ ...defaultDocumentsConfig(), workers: 1, cacheBytes: 0 }, () =>
  Promise.resolve({ version: 1, items: catalogue }),
);
afterAll(() => documents.close());

const person = {
  id: '5b1d7c52-3f0e-4a8e-9d55-2b3f5a8c9e10',
  firstname: 'Claire',
  lastname: 'Vautrin',
  email: 'claire.vautrin@example.com',
  phoneNumber: '+33 6 39 98 20 41',
  trigram: 'CVA',
  updatedAt: new Date(),
};

async function importedBack(original: ResumeBody, format: 'pdf' | 'docx') {
  const { bytes } = await documents.renderResume(
    { user: person, version: 1, load: () => Promise.resolve({ document: original, version: 1 }) },
    { format, locale: 'fr', anonymised: false, focus: [] },
  );
  return readCv(await readCvFile(new Uint8Array(bytes)), {
    vocabulary: loadVocabulary(),
    catalogue,
    locale: 'fr',
  });
}

describe.each(['pdf', 'docx'] as const)('issue #28: our own %s imported back', (format) => {
  it('gives back the person and the file, field by field', async () => {
    const original = typicalResume();
    const preview = await importedBack(original, format);
    expect(preview.person).toEqual({
      firstname: person.firstname,
      lastname: person.lastname.toUpperCase(),
      email: person.email,
      phoneNumber: person.phoneNumber,
    });
    const read = preview.resume;
    expect(read.desiredPosition).toBe(original.desiredPosition);
    expect(read.jobs).toEqual(original.jobs);
    const experience = (entry: ResumeBody['experiences'][number]) => [
      entry.personalProject ? '' : entry.corporation,
      entry.sector,
      entry.position,
      entry.startDate,
      entry.endDate,
    ];
    expect(read.experiences.map(experience)).toEqual(original.experiences.map(experience));
    const diploma = (entry: ResumeBody['diplomas'][number]) => [
      entry.graduate,
      entry.title,
      entry.school,
      entry.graduateYears.year,
    ];
    expect(read.diplomas.map(diploma).sort()).toEqual(original.diplomas.map(diploma).sort());
    const language = (entry: ResumeBody['languages'][number]) => [entry.code, entry.level];
    expect(read.languages.map(language)).toEqual(original.languages.map(language));
    const skills = (resume: ResumeBody) =>
      new Set(
        resume.technicalSkills.flatMap((entry) =>
          entry.skills.map((skill) => (skill.custom ? skill.label : skill.id)),
        ),
      );
    const wanted = [...skills(original)];
    const found = wanted.filter((skill) => skills(read).has(skill));
    expect(found.length / wanted.length).toBeGreaterThanOrEqual(0.95);
  });
});
