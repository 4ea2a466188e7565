/**
 * The PDF as printed (issue #8 §4): a long file (20 experiences, 60 projects) paginates cleanly —
 * every line inside the printable area of its A4 page, no page ending on a heading, an
 * experience's head on the page of its first project — and its text extracts in reading order
 * (sections in mission order, experiences in the spec §4 order), in French and in English. The
 * firm's name, logo and accent colour come from the branding. Read with poppler's pdftotext,
 * pdfimages and pdfinfo, as a person or a parser reading the file would.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { inflateSync } from 'node:zlib';
import type { Locale } from '@highlight/domain/constants';
import { translate } from '@highlight/domain/i18n';
import { makeLabelOf } from '@highlight/domain/reference';
import { ZResumeBody, type ResumeBody } from '@highlight/domain/resume';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typicalResume } from '../../test/fixtures.ts';
import { referenceRows } from '../db/seed/reference/catalogue.ts';
import { DEFAULT_BRANDING, loadBranding, type Branding } from './branding.ts';
import { renderResumePdf } from './resume-pdf.ts';
import { buildResumeView } from './resume-view.ts';

const run = promisify(execFile);
const labelOf = makeLabelOf(referenceRows().map((row) => ({ ...row, parentId: row.parentId ?? null })));
const user = {
  firstname: 'Zoé',
  lastname: 'Lemaître',
  email: 'zoe@example.fr',
  phoneNumber: '',
  trigram: 'ZLE',
};
/** A4 in points, and the bottom margin under which only the footer is drawn. */
const PAGE_HEIGHT = 841.89;
const BODY_BOTTOM = PAGE_HEIGHT - 58;
const BODY_TOP = 40;
/** Client letters A…T: experience `index` is "Client <letter> …", running 2005 to today. */
const letter = (index: number) => String.fromCharCode(65 + index);

/** 20 experiences of 3 projects each (60 projects), one a year from 2005; the last is ongoing. */
function longResume(): ResumeBody {
  const typical = typicalResume();
  const experiences = Array.from({ length: 20 }, (_, index) => {
    const base = typical.experiences[index % typical.experiences.length]!;
    return {
      ...base,
      id: `long-${index}`,
      corporation: `Client ${letter(index)} ${base.corporation}`,
      startDate: `${2005 + index}-01`,
      endDate: index === 19 ? null : `${2005 + index}-12`,
      projectExperiences: [0, 1, 2].map((project) => ({
        ...base.projectExperiences[project % 2]!,
        id: `long-${index}-${project}`,
        name: `Projet ${project + 1} du client ${letter(index)}`,
      })),
    };
  });
  return ZResumeBody.parse({ ...typical, experiences });
}

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'highlight-pdf-layout-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function pdfFile(locale: Locale, branding: Branding = loadBranding(DEFAULT_BRANDING)): Promise<string> {
  const bytes = await renderResumePdf(
    buildResumeView({ user, resume: longResume(), locale, labelOf }),
    branding,
  );
  const file = join(directory, `long-${locale}-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, bytes);
  return file;
}

interface Line {
  text: string;
  yMin: number;
  yMax: number;
}

/** Each page's lines, top to bottom, with their boxes (pdftotext -bbox-layout). */
async function pagesOf(file: string): Promise<Line[][]> {
  const html = (await run('pdftotext', ['-enc', 'UTF-8', '-bbox-layout', file, '-'])).stdout;
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [...page.matchAll(/<line xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">(.*?)<\/line>/gs)]
        .map(([, yMin, yMax, words]) => ({
          yMin: Number(yMin),
          yMax: Number(yMax),
          text: [...words!.matchAll(/>([^<]*)<\/word>/g)]
            .map(([, word]) => word!.replace(/&apos;/g, "'").replace(/&amp;/g, '&'))
            .join(' '),
        }))
        .sort((a, b) => a.yMin - b.yMin),
    );
}

const sectionTitles = (locale: Locale) =>
  (['technicalSkills', 'softSkills', 'experiences', 'diplomas', 'languages'] as const).map((section) =>
    translate(locale, `pdf.sections.${section}`),
  );

describe.each(['fr', 'en'] as const)('a long file (20 experiences, 60 projects) in %s', (locale) => {
  let pages: Line[][];
  let text: string;
  beforeAll(async () => {
    const file = await pdfFile(locale);
    pages = await pagesOf(file);
    text = (await run('pdftotext', ['-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, ' ');
  });

  it('spans several A4 pages, every line of the body inside the printable area', () => {
    expect(pages.length).toBeGreaterThan(3);
    for (const [index, lines] of pages.entries()) {
      const body = lines.filter((line) => line.yMin < BODY_BOTTOM);
      const footer = lines.filter((line) => line.yMin >= BODY_BOTTOM);
      expect(footer.map((line) => line.text).join(' ')).toContain(
        translate(locale, 'pdf.footer.page', { page: index + 1, total: pages.length }),
      );
      for (const line of body) {
        expect(line.yMin, line.text).toBeGreaterThanOrEqual(BODY_TOP - 0.5);
        expect(line.yMax, line.text).toBeLessThanOrEqual(BODY_BOTTOM + 0.5);
      }
    }
  });

  it('never ends a page on a section heading, an experience head or a project name', () => {
    const heads = [
      ...sectionTitles(locale),
      ...Array.from({ length: 20 }, (_, index) => `Client ${letter(index)} `),
    ];
    for (const lines of pages.slice(0, -1)) {
      const last = lines.filter((line) => line.yMin < BODY_BOTTOM).at(-1)!;
      expect(
        heads.some((head) => last.text.startsWith(head)),
        `page ends on "${last.text}"`,
      ).toBe(false);
      expect(last.text, 'page ends on a project name').not.toMatch(/^Projet \d du client [A-T]$/);
    }
  });

  it('keeps each experience head on the page of its first project', () => {
    const pageOf = (prefix: string) =>
      pages.findIndex((lines) => lines.some((line) => line.text.startsWith(prefix)));
    for (let index = 0; index < 20; index++) {
      const head = pageOf(`Client ${letter(index)} `);
      expect(head, `Client ${letter(index)}`).toBeGreaterThanOrEqual(0);
      expect(pageOf(`Projet 1 du client ${letter(index)}`), `Client ${letter(index)}`).toBe(head);
    }
  });

  it('extracts in reading order: sections in mission order, experiences ongoing first then latest first (spec §4)', () => {
    const positions = sectionTitles(locale).map((title) => text.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const order = Array.from({ length: 20 }, (_, index) => text.indexOf(`Client ${letter(index)} `));
    expect(order.every((position) => position > positions[2]!)).toBe(true);
    // T is ongoing (first), then S (2023) … A (2005).
    const expected = [19, ...Array.from({ length: 19 }, (_, index) => 18 - index)];
    expect(expected.map((index) => order[index])).toEqual([...order].sort((a, b) => a - b));
    // Each experience's projects follow it, in their order.
    for (let index = 0; index < 20; index++) {
      const projects = [1, 2, 3].map((project) =>
        text.indexOf(`Projet ${project} du client ${letter(index)}`),
      );
      expect(projects[0]).toBeGreaterThan(order[index]!);
      expect([...projects].sort((a, b) => a - b)).toEqual(projects);
    }
  });
});

describe('branding from configuration', () => {
  /** A valid 1 × 1 PNG. */
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  /** The images drawn (not their soft masks), as `pdfimages -list` names them. */
  async function imageCount(file: string): Promise<number> {
    const rows = (await run('pdfimages', ['-list', file])).stdout.trim().split('\n').slice(2);
    return rows.filter((row) => row.trim().split(/\s+/)[2] === 'image').length;
  }

  /** The decompressed content streams of a PDF file (where colours are set). */
  async function contentStreams(file: string): Promise<string> {
    const bytes = await readFile(file);
    const parts: string[] = [];
    let at = 0;
    for (;;) {
      const start = bytes.indexOf('stream\n', at);
      if (start < 0) break;
      const end = bytes.indexOf('\nendstream', start);
      try {
        parts.push(inflateSync(bytes.subarray(start + 7, end)).toString('latin1'));
      } catch {
        // fonts and images are not text streams
      }
      at = end + 10;
    }
    return parts.join('\n');
  }

  it("prints the firm's name, its logo and its accent colour", async () => {
    const branding: Branding = { firmName: 'Cabinet Exemple', accentColor: '#b0306a', logo: PNG };
    const file = await pdfFile('fr', branding);
    const text = (await run('pdftotext', ['-enc', 'UTF-8', '-l', '1', file, '-'])).stdout;
    expect(text).toContain('Cabinet Exemple');
    expect(text).not.toContain('Highlight');
    expect(await imageCount(file)).toBe(1);
    // #b0306a as PDF fill colour operands: 176/255, 48/255, 106/255.
    expect(await contentStreams(file)).toMatch(/0\.69\d* 0\.18\d* 0\.41\d* (rg|scn)/);
  });

  it('prints no image without a logo', async () => {
    const file = await pdfFile('en');
    expect(await imageCount(file)).toBe(0);
  });
});
