/**
 * The readers on the 12 real CVs of the development corpus (issue #28 §7: `../shared/cv-corpus/dev`,
 * read from there, never copied): each reads without error and its truth's name and email are in
 * its text; the two-column PDFs (04 AltaCV, 05 BentoCV, 07 Twenty Seconds) keep their columns'
 * runs apart; DOCX 14 has its name in a page header; the text hidden in PDFs 06 (a white keyword
 * list) and 10 (keywords in the metadata only) never comes out (their truths' notes).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { CvDocument, CvTextRun } from '@highlight/domain/cv/layout';
import { readCvFile } from './index.ts';

const DEV = new URL('../../../../../shared/cv-corpus/dev/', import.meta.url);

interface Truth {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
}

const documents = readdirSync(DEV)
  .filter((name) => /\.(pdf|docx)$/.test(name))
  .sort();

async function read(name: string): Promise<CvDocument> {
  return readCvFile(new Uint8Array(readFileSync(fileURLToPath(new URL(name, DEV)))));
}
function truthOf(name: string): Truth {
  return JSON.parse(
    readFileSync(fileURLToPath(new URL(name.replace(/\.\w+$/, '.truth.json'), DEV)), 'utf8'),
  ) as Truth;
}
/** The corpus's convention: compare case-insensitively after NFC normalisation (SOURCES.md). */
const folded = (text: string) => text.normalize('NFC').toLowerCase();
const textOf = (document: CvDocument) =>
  document.format === 'pdf'
    ? document.pages.map((page) => page.runs.map((run) => run.text).join(' ')).join('\n')
    : document.paragraphs.map((paragraph) => paragraph.text).join('\n');
const runsOf = async (name: string, page = 0): Promise<CvTextRun[]> => {
  const document = await read(name);
  if (document.format !== 'pdf') throw new Error(`${name} is no PDF`);
  return document.pages[page]?.runs ?? [];
};

describe('the development corpus (../shared/cv-corpus/dev)', () => {
  it('holds the 12 documents, 10 PDF and 2 DOCX', () => {
    expect(documents).toHaveLength(12);
    expect(documents.filter((name) => name.endsWith('.docx'))).toHaveLength(2);
  });

  it.each(documents)('%s reads, and its name and email are in its text', async (name) => {
    const text = folded(textOf(await read(name)));
    const truth = truthOf(name);
    for (const value of [truth.firstname, truth.lastname, truth.email]) {
      if (value !== null) expect(text).toContain(folded(value));
    }
  });

  it.each([
    // [document, x of the gutter between the columns, top of the columns (below a full-width banner)]
    ['04-altacv-sample.pdf', 350, 140],
    ['05-bentocv-otter.pdf', 235, 130],
    ['07-twentyseconds-alice.pdf', 203, 0],
  ])('%s keeps its two columns apart: no run crosses the gutter', async (name, gutter, top) => {
    const runs = (await runsOf(name)).filter((run) => run.y > top);
    expect(runs.filter((run) => run.x < gutter && run.x + run.width > gutter)).toEqual([]);
    expect(runs.filter((run) => run.x + run.width < gutter).length).toBeGreaterThan(10);
    expect(runs.filter((run) => run.x > gutter).length).toBeGreaterThan(10);
  });

  it.each([
    ['04-altacv-sample.pdf', 'EXPERIENCE', 'MY LIFE PHILOSOPHY'],
    ['05-bentocv-otter.pdf', 'Otto THEOTTER', 'About Me'],
  ])('%s: "%s" and "%s" share a line, each in its column', async (name, left, right) => {
    const runs = await runsOf(name);
    const [a, b] = [left, right].map((text) => runs.find((run) => run.text === text));
    expect(a && b && Math.abs(a.y - b.y)).toBeLessThan(1);
    expect((b?.x ?? 0) - ((a?.x ?? 0) + (a?.width ?? 0))).toBeGreaterThan(50);
  });

  it('14-presume-sampleperson.docx has its name and contact in a page header', async () => {
    const document = await read('14-presume-sampleperson.docx');
    if (document.format !== 'docx') throw new Error('not read as a DOCX');
    expect(document.paragraphs[0]).toMatchObject({ text: 'Sample Person', part: 'header', bold: true });
    expect(document.paragraphs.find((paragraph) => paragraph.text.includes('spi@gmail.com'))?.part).toBe(
      'header',
    );
  });

  it('10-curriculumgenerator-fr.pdf: its metadata keywords never come out', async () => {
    const runs = await runsOf('10-curriculumgenerator-fr.pdf');
    const text = runs.map((run) => run.text).join(' ');
    for (const keyword of ['LaTeX', 'Python3', 'PDFLaTeX', 'LaTeX;PDF']) expect(text).not.toContain(keyword);
    // What the page shows stays: the skills table and the footer naming the generator.
    expect(text).toContain('Swing, Spring, Hibernate');
    expect(text).toContain('Curriculum Generator (Python)');
  });

  it('06-brilliantcv-johndoe.pdf: its white keyword list never comes out', async () => {
    const runs = await runsOf('06-brilliantcv-johndoe.pdf');
    expect(runs.map((run) => run.text).join(' ')).not.toMatch(/GCP/);
    expect(runs[0]?.text).toBe('John');
  });
});
