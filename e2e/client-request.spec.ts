/**
 * Issue #9 "Answer a client request", in Chromium through the real sign-in page: HR pastes a
 * client's request, reads the skills Highlight understood, gets people ranked with their score,
 * matched and missing skills, ticks the top two and downloads their files tailored to the request
 * and anonymised, as a ZIP (opened and checked: two PDFs, trigram only, no name). axe-core checks
 * the panel; it fits 390 px.
 */
import { expect, test } from '@playwright/test';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ACCOUNTS } from './support/accounts.ts';
import { overflowsSideways, violations } from './support/a11y.ts';
import { signIn } from './support/auth.ts';
import { pdfToText } from './support/pdf.ts';
import { zipEntries } from '../apps/api/test/zip.ts';

test('HR pastes a client request and downloads the tailored, anonymised ZIP of the top two', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.hr);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByTestId('dashboard-tab-request').click();
  await expect(page).toHaveURL(/[?&]tab=request/);

  await page
    .getByTestId('client-request-text')
    .fill('Nous cherchons un développeur JAVA / Kubernetes, 5 ans, anglais courant, pour lundi.');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/match'));
  await page.getByTestId('client-request-find').click();
  expect((await answered).status()).toBe(200);

  const skills = page.getByTestId('client-request-skill');
  await expect(skills).toHaveCount(2);
  await expect(skills.nth(0)).toContainText('Java');
  await expect(skills.nth(1)).toContainText('Kubernetes');
  const results = page.getByTestId('client-request-result');
  await expect(results.nth(1)).toBeVisible();
  // Best first: scores never rise down the list.
  const scores = (await page.getByTestId('client-request-score').allInnerTexts()).map(Number);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await expect(results.nth(0)).toContainText('Java');
  expect(await violations(page, '[data-testid=client-request]')).toEqual([]);

  const names = [];
  for (let index = 0; index < 2; index++) {
    await results.nth(index).getByTestId('client-request-select').click();
    names.push((await results.nth(index).locator('td:nth-child(2) a').innerText()).split(' ')[0]!);
  }
  const downloading = page.waitForEvent('download');
  const requested = page.waitForRequest((request) => request.url().includes('/api/users/resumes?'));
  await page.getByTestId('client-request-zip-pdf').click();
  const query = new URL((await requested).url()).searchParams;
  expect(query.get('focus')).toBe('java,kubernetes');
  expect(query.get('anonymised')).toBe('true');
  const download = await downloading;
  const directory = await mkdtemp(join(tmpdir(), 'highlight-request-'));
  try {
    const zipPath = join(directory, 'request.zip');
    await download.saveAs(zipPath);
    const entries = await zipEntries(await readFile(zipPath));
    expect(entries).toHaveLength(2);
    for (const [index, entry] of entries.entries()) {
      expect(entry.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const file = join(directory, `${index}.pdf`);
      await writeFile(file, entry.bytes);
      const text = await pdfToText(file);
      // Anonymised: no last name of the two people, whatever the file.
      for (const name of names) expect(text.toLocaleUpperCase()).not.toContain(name.toLocaleUpperCase());
      expect(text).toContain('Java');
    }
  } finally {
    await rm(directory, { recursive: true, force: true });
  }

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await overflowsSideways(page)).toBe(false);
});
