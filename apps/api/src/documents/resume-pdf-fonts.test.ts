/**
 * Text extraction across documents (spec §1 download: the PDF's text is copied, searched and read
 * by pdftotext). In its own file so the first render of the process is the one with a decomposed
 * capital: fontkit caches a glyph with the characters of its first use, and Inter lays "Î" out as
 * "I" plus a mark, which once left every later document without its "I" ("Julie MART N"). The
 * fonts are parsed once per thread, so this checks that their glyph cache is emptied per document.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeLabelOf } from '@highlight/domain/reference';
import { emptyResume } from '@highlight/domain/resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, loadBranding } from './branding.ts';
import { renderResumePdf } from './resume-pdf.ts';
import { buildResumeView } from './resume-view.ts';

const run = promisify(execFile);
const labelOf = makeLabelOf([]);
const generatedAt = new Date('2026-11-22T10:00:00Z');
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'highlight-pdf-fonts-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function textOf(firstname: string, lastname: string, position: string): Promise<string> {
  const resume = { ...emptyResume(), desiredPosition: position };
  const user = { firstname, lastname, email: 'x@example.com', phoneNumber: '', trigram: 'XXX' };
  const view = buildResumeView({ user, resume, locale: 'fr', labelOf, generatedAt });
  const pdf = await renderResumePdf(view, loadBranding(DEFAULT_BRANDING));
  const file = join(directory, `${firstname}-${lastname}.pdf`);
  await writeFile(file, pdf);
  return (await run('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
}

describe('text extraction across documents', () => {
  it('keeps every letter of later documents after one with decomposed letters (Î, é)', async () => {
    expect(await textOf('Zoé', 'Lemaître', 'Développeur')).toContain('Zoé LEMAÎTRE');
    const later = await textOf('Julie', 'Martin', 'Ingénieur Italie');
    expect(later).toContain('Julie MARTIN');
    expect(later).toContain('Ingénieur Italie');
  });

  it('renders concurrent requests each completely', async () => {
    const names = ['Île', 'Ivan', 'Inès'];
    const texts = await Promise.all(names.map((firstname) => textOf(firstname, 'Idrissi', 'Intégrateur')));
    texts.forEach((text, index) => expect(text).toContain(`${names[index]} IDRISSI`));
  });
});
