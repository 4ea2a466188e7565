/**
 * issue #26 §3 "Anonymised JSON Resume is not anonymised" and §4 "The redactor is easy to get
 * around", end to end: a person writes their name, email and phone in every free-text field of
 * their file (position, company, context, projects, diplomas, functional skills, custom skills, the
 * desired position), in the forms the issue names; every anonymised format the back office
 * downloads — JSON Resume (its `meta` included), PDF (text and metadata), DOCX (every part,
 * `docProps/core.xml` included) and the ZIP's entries of both — holds none of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonResume } from '@highlight/domain/json-resume';
import type { ResumeBody } from '@highlight/domain/resume';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { validResume } from '../../../test/fixtures.ts';
import { pdfInfo, pdfText } from '../../../test/pdf.ts';
import { zipEntries } from '../../../test/zip.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a reader of a PDF sees: its text and its metadata. */
async function pdfContent(bytes: Buffer): Promise<string> {
  return `${await pdfText(bytes)}\n${await pdfInfo(bytes)}`;
}

/** Every part of a DOCX (document, headers, `docProps/core.xml`…), as text. */
async function docxText(bytes: Buffer): Promise<Map<string, string>> {
  return new Map((await zipEntries(bytes)).map((entry) => [entry.name, entry.bytes.toString('utf8')]));
}

/** Lower case, accents off, XML's and PDF's line breaks joined: what a reader still recognises. */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The forms a reader would recognise the person by (issue #26 §3, §4), in any text. */
function expectNothingOfThePerson(text: string, where: string) {
  const plain = folded(text);
  for (const name of ['zoeline', 'quartermaine']) expect(plain, `${where}: ${name}`).not.toContain(name);
  for (const contact of ['example', 'arobase', '[at]', 'zoeline.q'])
    expect(plain, `${where}: ${contact}`).not.toContain(contact);
  // The phone, whatever its spacing: its nine national digits never follow each other.
  expect(text.replace(/[\s.()+-]/g, ''), `${where}: phone`).not.toMatch(/611223344/);
}

/** The file of a person who wrote their identity everywhere, in the forms the issue names. */
function fileFullOfTheirIdentity(): ResumeBody {
  const resume = validResume();
  const custom = { id: 'custom-methode-quartermaine', custom: true, label: 'Méthode Quartermaine' };
  return {
    ...resume,
    desiredPosition: 'Consultante QUARTERMAINE',
    jobs: [{ job: { id: 'custom-zoeline', custom: true, label: 'Métier de Zoeline' }, experienceMonths: 60 }],
    technicalSkills: [
      { ...resume.technicalSkills[0]!, skills: [...resume.technicalSkills[0]!.skills, custom] },
      ...resume.technicalSkills.slice(1),
    ],
    softSkills: [...resume.softSkills, 'Écoute ZoelineQuartermaine 06.11.22.33.44'],
    experiences: [
      {
        ...resume.experiences[0]!,
        corporation: 'Cabinet ZoélineQuartermaine',
        position: 'Associée de Zoéline Quartermaine',
        context: 'Joindre au +33 (0)6 11 22 33 44 ou 0033 6 11 22 33 44',
        projectExperiences: [
          {
            ...resume.experiences[0]!.projectExperiences[0]!,
            name: 'Projet QUARTERMAINE',
            description:
              'Écrire à zoeline.q arobase example.test, zoeline.q [at] example [dot] test ou zoeline.q at example dot test ; tél. 06 11 22 33 44, 0611223344.',
            technicalEnvironment: [
              ...resume.experiences[0]!.projectExperiences[0]!.technicalEnvironment,
              custom,
            ],
          },
        ],
      },
    ],
    diplomas: [
      {
        ...resume.diplomas[0]!,
        title: 'Mémoire de Zoeline Quartermaine',
        school: 'École zoeline.q@example.test',
      },
      ...resume.diplomas.slice(1),
    ],
  };
}

describe('every anonymised format goes through the one redactor (issue #26 §3, §4)', () => {
  it('leaves no form of the name, email or phone in JSON Resume, PDF, DOCX and the ZIP, metadata included', async () => {
    const { user } = await t.createCollaboratorWithFile(
      {
        firstname: 'Zoéline',
        lastname: 'Quartermaine',
        email: 'zoeline.q@example.test',
        phoneNumber: '+33 6 11 22 33 44',
      },
      fileFullOfTheirIdentity(),
    );
    const { headers: hr } = await t.createStaff();
    const get = (url: string) => t.app.inject({ url, headers: hr });

    const json = await get(`/api/users/${user.id}/resume?format=json-resume&anonymised=true`);
    expect(json.statusCode).toBe(200);
    expectNothingOfThePerson(json.body, 'JSON Resume');
    const document = json.json<JsonResume>();
    expect(document.basics?.name).toBe(user.trigram);
    expect(json.body).toContain('[coordonnées masquées]');

    const pdf = await get(`/api/users/${user.id}/resume?format=pdf&anonymised=true`);
    expect(pdf.statusCode).toBe(200);
    const pdfRead = await pdfContent(pdf.rawPayload);
    expectNothingOfThePerson(pdfRead, 'PDF');
    expect(pdfRead).toMatch(new RegExp(`Title:\\s+Dossier de compétences – ${user.trigram}`));
    expect(pdfRead).toMatch(/Keywords:\s+Consultante [A-Z0-9]{3}/);

    const docx = await get(`/api/users/${user.id}/resume?format=docx&anonymised=true`);
    expect(docx.statusCode).toBe(200);
    const parts = await docxText(docx.rawPayload);
    for (const [path, content] of parts) expectNothingOfThePerson(content, `DOCX ${path}`);
    expect(parts.get('docProps/core.xml')).toContain(`<cp:keywords>Consultante ${user.trigram}`);

    for (const format of ['pdf', 'docx'] as const) {
      const zip = await get(`/api/users/resumes?ids=${user.id}&format=${format}&anonymised=true`);
      expect(zip.statusCode).toBe(200);
      const [entry, ...others] = await zipEntries(zip.rawPayload);
      expect(others).toEqual([]);
      expectNothingOfThePerson(entry!.name, `ZIP entry name ${format}`);
      if (format === 'pdf') expectNothingOfThePerson(await pdfContent(entry!.bytes), 'ZIP PDF');
      else
        for (const [path, content] of await docxText(entry!.bytes))
          expectNothingOfThePerson(content, `ZIP DOCX ${path}`);
    }

    // The named file keeps what the person wrote: only the anonymised variant is redacted.
    const named = await get(`/api/users/${user.id}/resume?format=json-resume`);
    expect(folded(named.body)).toContain('quartermaine');
  }, 60_000);
});
