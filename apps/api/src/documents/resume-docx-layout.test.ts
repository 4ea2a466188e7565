/**
 * issue #26 §19: the DOCX's header line ("Dossier de compétences · firm") overlapped the name in
 * LibreOffice. The document's line spacing (`w:spacing w:line`) had no `w:lineRule`: Word reads
 * that as "auto" (a multiple of the font's line), LibreOffice as an exact height, so the 22 pt name
 * was squeezed into 13 pt lines and drawn over the line above. Checked two ways: the XML says
 * `lineRule="auto"` wherever a line is set, and, where LibreOffice is installed, the DOCX converted
 * to PDF by it has no two lines of the header drawn over each other (pdftotext's word boxes).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeLabelOf } from '@highlight/domain/reference';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validResume } from '../../test/fixtures.ts';
import { zipEntries } from '../../test/zip.ts';
import { DEFAULT_BRANDING, loadBranding } from './branding.ts';
import { renderResumeDocx } from './resume-docx.ts';
import { buildResumeView } from './resume-view.ts';

const run = promisify(execFile);
const SOFFICE = '/usr/bin/soffice';
let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'highlight-docx-layout-'));
});
afterAll(async () => {
  await rm(directory, { recursive: true, force: true });
});

async function docx(): Promise<Buffer> {
  const user = {
    firstname: 'Jean-Pierre',
    lastname: 'Dupont',
    email: 'jp@example.com',
    phoneNumber: '+33 6 12 34 56 78',
    trigram: 'JDU',
  };
  const view = buildResumeView({ user, resume: validResume(), locale: 'fr', labelOf: makeLabelOf([]) });
  return Buffer.from(await renderResumeDocx(view, loadBranding(DEFAULT_BRANDING)));
}

describe('the DOCX header in LibreOffice (issue #26 §19)', () => {
  it('sets every line spacing as a multiple of the line (lineRule auto), never a bare height', async () => {
    const entries = await zipEntries(await docx());
    for (const name of ['word/styles.xml', 'word/document.xml']) {
      const xml = entries.find((entry) => entry.name === name)!.bytes.toString('utf8');
      for (const spacing of xml.match(/<w:spacing [^>]*w:line="[^>]*>/g) ?? []) {
        expect(spacing, name).toMatch(/w:lineRule="auto"/);
      }
    }
  });

  it.skipIf(!existsSync(SOFFICE))(
    'draws the header’s lines one under the other once converted by LibreOffice',
    async () => {
      const file = join(directory, 'file.docx');
      await writeFile(file, await docx());
      await run(
        SOFFICE,
        [
          `-env:UserInstallation=file://${directory}/profile`,
          '--headless',
          '--convert-to',
          'pdf',
          '--outdir',
          directory,
          file,
        ],
        { timeout: 120_000 },
      );
      await run('/usr/bin/pdftotext', [
        '-bbox-layout',
        '-f',
        '1',
        '-l',
        '1',
        join(directory, 'file.pdf'),
        join(directory, 'boxes.html'),
      ]);
      const html = await readFile(join(directory, 'boxes.html'), 'utf8');
      const lines = [
        ...html.matchAll(
          /<line xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([\s\S]*?)<\/line>/g,
        ),
      ].map(([, yMin, yMax, words]) => ({
        yMin: Number(yMin),
        yMax: Number(yMax),
        text: [...words!.matchAll(/>([^<]*)<\/word>/g)].map((word) => word[1]).join(' '),
      }));
      const label = lines.find((line) => line.text.startsWith('Dossier de compétences'));
      const name = lines.find((line) => line.text.includes('DUPONT'));
      const position = lines.find((line) => line.text.startsWith('Développeur full stack'));
      expect(label && name && position, JSON.stringify(lines.slice(0, 5))).toBeTruthy();
      // Each line's box starts below the one above it ends (a point of tolerance for rounding).
      expect(name!.yMin).toBeGreaterThanOrEqual(label!.yMax - 1);
      expect(position!.yMin).toBeGreaterThanOrEqual(name!.yMax - 1);
    },
  );
});
