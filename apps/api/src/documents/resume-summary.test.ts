/**
 * issue #28 §2: the professional summary in the documents — printed at the top of the PDF and the
 * DOCX, under the header (name, desired position) and above the sections, its line breaks kept;
 * left out of the anonymised variant when it names the person (first or last name, email, phone:
 * the redactor's own detector, `@highlight/domain/anonymisation`), printed there when it does
 * not. Read back as a reader sees it: `pdftotext` for the PDF, mammoth for the DOCX.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { SUMMARY_MAX } from '@highlight/domain/constants';
import { makeLabelOf } from '@highlight/domain/reference';
import { ZResumeBody, type ResumeBody } from '@highlight/domain/resume';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf.ts';
import { referenceItem as item } from '../../test/fixtures.ts';
import { DEFAULT_BRANDING, loadBranding } from './branding.ts';
import { renderResumeDocx } from './resume-docx.ts';
import { renderResumePdf } from './resume-pdf.ts';
import { buildResumeView, type ResumeDocumentInput } from './resume-view.ts';

const run = promisify(execFile);

const labelOf = makeLabelOf([
  item('job', 'tech-lead', 'Responsable technique', 'Technical lead'),
  item('sector', 'bank', 'Banque et assurance', 'Banking and insurance'),
]);

const user = {
  firstname: 'Jean-Pierre',
  lastname: 'Dupont',
  email: 'jean-pierre.dupont@example.com',
  phoneNumber: '+33 6 12 34 56 78',
  trigram: 'JDU',
};

const generatedAt = new Date('2026-11-22T10:00:00Z');

/** A file with a desired position, a profession and an experience, and `summary`. */
function resumeWith(summary: string): ResumeBody {
  return ZResumeBody.parse({
    desiredPosition: 'Architecte logiciel',
    summary,
    jobs: [{ job: { id: 'tech-lead' }, experienceMonths: 60 }],
    experiences: [
      {
        id: 'e1',
        corporation: 'Société Générale',
        sector: 'bank',
        position: 'Responsable technique',
        context: 'Paiements instantanés',
        startDate: '2021-07',
        endDate: null,
      },
    ],
  });
}

type Input = Pick<ResumeDocumentInput, 'resume'> & Partial<ResumeDocumentInput>;
const documentInput = (input: Input): ResumeDocumentInput => ({
  user,
  locale: 'fr',
  labelOf,
  generatedAt,
  ...input,
});

async function pdfOf(input: Input): Promise<Uint8Array> {
  return renderResumePdf(buildResumeView(documentInput(input)), loadBranding(DEFAULT_BRANDING), {
    generatedAt,
  });
}

async function docxTextOf(input: Input): Promise<string> {
  const bytes = await renderResumeDocx(buildResumeView(documentInput(input)), loadBranding(DEFAULT_BRANDING));
  return (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value.replace(/\s+/g, ' ');
}

/** The text of the PDF's first page (`pdftotext -f 1 -l 1`), white space runs made one space. */
async function firstPageText(bytes: Uint8Array): Promise<string> {
  const running = run('/usr/bin/pdftotext', ['-f', '1', '-l', '1', '-enc', 'UTF-8', '-', '-'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  running.child.stdin?.on('error', () => undefined);
  running.child.stdin?.end(bytes);
  return (await running).stdout.replace(/\s+/g, ' ');
}

/** Asserts that each of `needles` occurs in `haystack`, each after the previous one. */
function expectInOrder(haystack: string, needles: readonly string[]): void {
  let from = 0;
  for (const needle of needles) {
    const at = haystack.indexOf(needle, from);
    expect(at, `"${needle}" after position ${from}`).toBeGreaterThanOrEqual(0);
    from = at + needle.length;
  }
}

const SUMMARY = 'Architecte logiciel depuis douze ans dans la banque.\nJ’accompagne les équipes produit 🚀.';
const NAMING = [
  ['the first name', 'Jean-Pierre accompagne les équipes produit depuis douze ans.'],
  ['the last name, in capitals', 'Fondateur du cabinet DUPONT Conseil, architecte depuis douze ans.'],
  ['the email', 'Architecte depuis douze ans, joignable à jean-pierre.dupont@example.com.'],
  ['the phone', 'Architecte depuis douze ans, joignable au 06 12 34 56 78.'],
] as const;

describe('issue #28 §2: the summary in the PDF', () => {
  it('prints it under the header, above the sections, its two lines in order', async () => {
    const text = await pdfText(await pdfOf({ resume: resumeWith(SUMMARY) }));
    expectInOrder(text, [
      'Jean-Pierre DUPONT',
      'Architecte logiciel',
      'jean-pierre.dupont@example.com',
      'Architecte logiciel depuis douze ans dans la banque.',
      'J’accompagne les équipes produit',
      'Métiers et expérience',
      'Expériences professionnelles',
      'Société Générale',
    ]);
  });

  it('prints nothing more for a file without one', async () => {
    const text = await pdfText(await pdfOf({ resume: resumeWith('') }));
    expect(text).not.toContain('douze ans');
    expectInOrder(text, ['Jean-Pierre DUPONT', 'Métiers et expérience']);
  });

  it('holds a summary of SUMMARY_MAX characters whole on the first page', async () => {
    const sentence = 'Conception, développement et revue de code pour des équipes agiles. ';
    const long =
      `${sentence.repeat(Math.ceil(SUMMARY_MAX / sentence.length))}`.slice(0, SUMMARY_MAX - 4) + 'FIN.';
    const resume = resumeWith(long);
    expect(resume.summary).toHaveLength(SUMMARY_MAX);
    const page = await firstPageText(await pdfOf({ resume }));
    expectInOrder(page, [long.slice(0, 40), 'FIN.', 'Métiers et expérience']);
  });

  it.each(NAMING)('leaves it out of the anonymised PDF when it names %s', async (_case, summary) => {
    const text = await pdfText(await pdfOf({ resume: resumeWith(summary), anonymised: true }));
    expect(text).toContain('JDU');
    expect(text).not.toContain('depuis douze ans');
    expect(text).not.toMatch(/Jean-Pierre|Dupont|example\.com|12 34 56 78/i);
  });

  it('prints it in the anonymised PDF when it does not name the person', async () => {
    const text = await pdfText(await pdfOf({ resume: resumeWith(SUMMARY), anonymised: true }));
    expectInOrder(text, [
      'JDU',
      'Architecte logiciel depuis douze ans dans la banque.',
      'Métiers et expérience',
    ]);
  });
});

describe('issue #28 §2: the summary in the DOCX', () => {
  it('writes it under the header, above the sections, in both languages', async () => {
    for (const [locale, heading] of [
      ['fr', 'Métiers et expérience'],
      ['en', 'Professions and experience'],
    ] as const) {
      const text = await docxTextOf({ resume: resumeWith(SUMMARY), locale });
      expectInOrder(text, [
        'Jean-Pierre DUPONT',
        'Architecte logiciel',
        'Architecte logiciel depuis douze ans dans la banque.',
        'J’accompagne les équipes produit 🚀.',
        heading,
        'Société Générale',
      ]);
    }
  });

  it('keeps its line break as a Word break', async () => {
    const bytes = await renderResumeDocx(
      buildResumeView(documentInput({ resume: resumeWith(SUMMARY) })),
      loadBranding(DEFAULT_BRANDING),
    );
    const html = (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
    expect(html).toContain('<p>Architecte logiciel depuis douze ans dans la banque.<br />J’accompagne');
  });

  it.each(NAMING)('leaves it out of the anonymised DOCX when it names %s', async (_case, summary) => {
    const text = await docxTextOf({ resume: resumeWith(summary), anonymised: true });
    expect(text).toContain('JDU');
    expect(text).not.toContain('depuis douze ans');
    expect(text).not.toMatch(/Jean-Pierre|Dupont|example\.com|12 34 56 78/i);
  });

  it('writes it in the anonymised DOCX when it does not name the person', async () => {
    const text = await docxTextOf({ resume: resumeWith(SUMMARY), anonymised: true });
    expectInOrder(text, ['JDU', 'Architecte logiciel depuis douze ans dans la banque.', 'Société Générale']);
  });
});
