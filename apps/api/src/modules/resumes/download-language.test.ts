/**
 * issue #26 §27: a download's language is chosen per download (`?lang=fr|en`) for PDF, DOCX and
 * the ZIP, whatever the viewer's display language; without it the display language still decides
 * (DESIGN.md "Documents"). The documents cache keeps one entry per language (DESIGN.md: the key is
 * user, version, language, variant, format, focus), so a French file never answers an English ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../../test/zip.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { pdfText } from '../../../test/pdf.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FRENCH = 'Expériences professionnelles';
const ENGLISH = 'Professional experience';

describe('the language of a download (issue #26 §27)', () => {
  it('writes the PDF in the asked language, not the viewer’s, and caches each language apart', async () => {
    const { user } = await t.createCollaboratorWithFile();
    const { headers } = await t.createStaff('human_ressources', 'fr');
    const url = `/api/users/${user.id}/resume?format=pdf`;
    const english = await t.app.inject({ url: `${url}&lang=en`, headers });
    expect(english.statusCode).toBe(200);
    expect(await pdfText(english.rawPayload)).toContain(ENGLISH);
    expect(english.rawPayload.toString('latin1')).toContain('/Lang (en-GB)');
    // The French copy is another cache entry: asked next, it is drawn in French.
    const french = await t.app.inject({ url: `${url}&lang=fr`, headers });
    expect(await pdfText(french.rawPayload)).toContain(FRENCH);
    // Without `lang`, the display language still decides (French here), from the cache.
    const byDefault = await t.app.inject({ url, headers });
    expect(byDefault.headers['x-document-cache']).toBe('hit');
    expect(await pdfText(byDefault.rawPayload)).toContain(FRENCH);
  });

  it('lets a collaborator download their own file in the other language, DOCX included', async () => {
    const { user, headers } = await t.createCollaboratorWithFile({ userSettings: { displayLanguage: 'en' } });
    const response = await t.app.inject({
      url: `/api/users/${user.id}/resume?format=docx&lang=fr`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const [document] = (await zipEntries(response.rawPayload)).filter(
      (entry) => entry.name === 'word/document.xml',
    );
    const xml = document!.bytes.toString('utf8');
    expect(xml).toContain(FRENCH);
    expect(xml).not.toContain(ENGLISH);
  });

  it('names the ZIP and writes its files in the asked language', async () => {
    const { user } = await t.createCollaboratorWithFile();
    const { headers } = await t.createStaff('human_ressources', 'fr');
    const response = await t.app.inject({ url: `/api/users/resumes?ids=${user.id}&lang=en`, headers });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-disposition'])).toMatch(/skills-files_\d{4}-\d{2}-\d{2}\.zip/);
    const [entry] = await zipEntries(response.rawPayload);
    expect(await pdfText(entry!.bytes)).toContain(ENGLISH);
  });

  it('refuses a language the documents are not written in with a 400', async () => {
    const { user } = await t.createCollaboratorWithFile();
    const { headers } = await t.createStaff('human_ressources', 'en');
    for (const url of [
      `/api/users/${user.id}/resume?format=pdf&lang=de`,
      `/api/users/${user.id}/resume?format=pdf&lang=`,
      `/api/users/resumes?ids=${user.id}&lang=EN-gb`,
    ]) {
      const response = await t.app.inject({ url, headers });
      expect(response.statusCode, url).toBe(400);
    }
  });
});
