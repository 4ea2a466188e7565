/**
 * issue #26 §19, the PDF as typeset: the phone number never wraps in the middle (no-break spaces
 * inside it), the professions table gives a 70-character title (spec §9: the job name's limit) one
 * line, and an experience whose projects continue on a new page repeats its heading there with
 * "(suite)" / "(continued)". Read back with pdftotext, page by page, as a reader would.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { JOB_NAME_MAX, type Locale } from '@highlight/domain/constants';
import { makeLabelOf } from '@highlight/domain/reference';
import { ZJobName, ZResumeBody, type ResumeBody } from '@highlight/domain/resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validResume } from '../../test/fixtures.ts';
import { DEFAULT_BRANDING, loadBranding } from './branding.ts';
import { renderResumePdf } from './resume-pdf.ts';
import { buildResumeView } from './resume-view.ts';

const run = promisify(execFile);
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'highlight-pdf-typesetting-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

const PHONE = '+33 6 12 34 56 78';
let counter = 0;

/** The PDF's lines (pdftotext, reading order), no-break spaces read as spaces; one page or all. */
async function linesOf(
  resume: ResumeBody,
  options: { email?: string; locale?: Locale; page?: number } = {},
): Promise<string[]> {
  const user = {
    firstname: 'Zoé',
    lastname: 'Martin',
    email: options.email ?? 'zoe@example.com',
    phoneNumber: PHONE,
    trigram: 'ZMA',
  };
  const view = buildResumeView({ user, resume, locale: options.locale ?? 'fr', labelOf: makeLabelOf([]) });
  const file = join(directory, `${++counter}.pdf`);
  await writeFile(file, await renderResumePdf(view, loadBranding(DEFAULT_BRANDING)));
  const pages = options.page === undefined ? [] : ['-f', String(options.page), '-l', String(options.page)];
  const { stdout } = await run('/usr/bin/pdftotext', ['-enc', 'UTF-8', ...pages, file, '-']);
  return stdout
    .split('\n')
    .map((line) => line.replace(/[\u00a0\u202f]/g, ' ').trim())
    .filter(Boolean);
}

describe('the PDF as typeset (issue #26 §19)', () => {
  it('keeps the phone number on one line wherever the contact line wraps', async () => {
    // Emails of growing length move the wrap of the contact line across the phone number.
    for (let length = 20; length <= 64; length += 4) {
      const email = `${'z'.repeat(length - 'example.com'.length - 1)}@example.com`;
      const lines = await linesOf(validResume(), { email });
      expect(
        lines.some((line) => line.includes(PHONE)),
        `${email}: ${lines.slice(0, 6).join(' | ')}`,
      ).toBe(true);
    }
  });

  it(`gives a ${JOB_NAME_MAX}-character profession one line in the professions table`, async () => {
    const title = 'Ingénieure d’études et développement logiciel – architecture cloud AWS';
    expect(title).toHaveLength(JOB_NAME_MAX);
    expect(ZJobName.safeParse(title).success).toBe(true);
    const resume = ZResumeBody.parse({
      ...validResume(),
      jobs: [{ job: { id: 'custom-long', custom: true, label: title }, experienceMonths: 59 }],
    });
    for (const locale of ['fr', 'en'] as const) {
      const lines = await linesOf(resume, { locale });
      expect(
        lines.some((line) => line.includes(title)),
        lines.join(' | '),
      ).toBe(true);
    }
  });

  it.each([
    ['fr', 'Société Générale (suite)'],
    ['en', 'Société Générale (continued)'],
  ] as const)(
    'repeats the experience’s heading on the page its projects continue on (%s)',
    async (locale, heading) => {
      const base = validResume();
      const experience = base.experiences[0]!;
      const projects = Array.from({ length: 14 }, (_, index) => ({
        ...experience.projectExperiences[0]!,
        id: `project-${index}`,
        name: `Projet ${index + 1}`,
        description: `Étape ${index + 1} : ${'mise en œuvre des virements instantanés, '.repeat(4)}`.slice(
          0,
          200,
        ),
      }));
      const resume = ZResumeBody.parse({
        ...base,
        experiences: [{ ...experience, projectExperiences: projects }],
      });
      const all = await linesOf(resume, { locale });
      const pages = Number(/Page \d+ (?:\/|of) (\d+)/.exec(all.join('\n'))?.[1]);
      expect(pages).toBeGreaterThan(1);
      for (let page = 2; page <= pages; page++) {
        const lines = await linesOf(resume, { locale, page });
        const first = lines.find((line) => line.startsWith('Projet') || line.startsWith('Société'));
        if (lines.some((line) => line.startsWith('Projet'))) expect(first, lines.join(' | ')).toBe(heading);
      }
    },
  );
});
