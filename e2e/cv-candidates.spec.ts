/**
 * Issue #28 "Tests": HR adds candidates from CVs, in Chromium through the real pages and the real
 * import. HR drops 5 CVs on the dashboard's "Ajouter des candidats depuis des CV": three of our own
 * corpus (`corpus/cv/`: a pandoc DOCX, a LibreOffice PDF with tab-stop dates, a two-column PDF),
 * one written here without any email, and one written here with the email of a person Highlight
 * already holds (the demo applicant). All five are read under one progress bar; the one without
 * email needs attention until HR types it; the known person is not created again, their file's
 * update is offered instead. HR creates the 4 others at once, without the account-creation email;
 * then the dashboard's search finds them on a skill of their CV. axe-core finds nothing on the
 * screen, and at 390 px nothing scrolls sideways.
 */
import { expect, test } from '@playwright/test';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handDocx, p } from '../apps/api/src/cv-import/test-documents.ts';
import { ACCOUNTS, backOfficeName } from './support/accounts.ts';
import { overflowsSideways, violations } from './support/a11y.ts';
import { signIn } from './support/auth.ts';

const corpus = (name: string) => fileURLToPath(new URL(`../corpus/cv/${name}`, import.meta.url));

/** A short CV of our own writing, as a DOCX: a Title, headings, an experience, skills. */
function cvDocx(lines: { name: string; contact: string; company: string; skills: string }) {
  const heading = (text: string) => p(text, '<w:pStyle w:val="Heading1"/><w:outlineLvl w:val="0"/>');
  return handDocx({
    styles:
      '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:rPr><w:b/><w:sz w:val="48"/></w:rPr></w:style>' +
      '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:rPr><w:b/><w:sz w:val="28"/></w:rPr></w:style>',
    body: [
      p(lines.name, '<w:pStyle w:val="Title"/>'),
      p(lines.contact),
      heading('Expérience professionnelle'),
      p(`Consultante BPM — ${lines.company}\tmars 2019 – aujourd’hui`),
      p('Automatisation des processus de souscription.'),
      heading('Compétences'),
      p(`Outils : ${lines.skills}`),
    ].join(''),
  });
}

test('HR drops 5 CVs, completes one, is offered to update a known person, creates 4 found by a skill', async ({
  page,
}) => {
  const folder = await mkdtemp(join(tmpdir(), 'highlight-cvs-'));
  try {
    const withoutEmail = join(folder, 'cv-sans-email.docx');
    await writeFile(
      withoutEmail,
      await cvDocx({
        name: 'Gaëlle Kerbrat',
        contact: '+33 6 39 98 11 52 · Brest',
        company: 'Mutuelle Iroise',
        skills: 'Camunda, Java, Scrum',
      }),
    );
    const known = join(folder, 'cv-personne-connue.docx');
    await writeFile(
      known,
      await cvDocx({
        name: `${ACCOUNTS.applicant.firstname} ${ACCOUNTS.applicant.lastname}`,
        contact: `${ACCOUNTS.applicant.email} · +33 6 39 98 11 53`,
        company: 'Assurances Lumière',
        skills: 'Java, Spring Boot',
      }),
    );
    const files = [
      corpus('03-kessler-devops.docx'),
      corpus('05-vasseur-sap.pdf'),
      corpus('10-brunet-cloud-architect.pdf'),
      withoutEmail,
      known,
    ];

    await signIn(page, ACCOUNTS.hr);
    await page.getByTestId('dashboard-add-from-cvs').click();
    await expect(page.getByTestId('cv-candidates-pick')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByTestId('cv-candidates-pick').click();
    await (await chooser).setFiles(files);

    // One progress bar for the batch, one card per file.
    const progress = page.getByRole('progressbar', { name: 'CV lus' });
    await expect(progress).toHaveAttribute('aria-valuetext', /5 CV lus sur 5/, { timeout: 60_000 });
    const rows = page.getByTestId('cv-row');
    await expect(rows).toHaveCount(5);
    const row = (file: string) => rows.filter({ hasText: file });
    for (const file of ['03-kessler-devops.docx', '05-vasseur-sap.pdf', '10-brunet-cloud-architect.pdf']) {
      await expect(row(file)).toHaveAttribute('data-status', 'ready');
    }
    await expect(row('05-vasseur-sap.pdf').getByTestId('cv-row-lastname')).toHaveValue('VASSEUR');
    await expect(row('05-vasseur-sap.pdf').getByTestId('cv-row-phoneNumber')).toHaveValue(
      '+33 6 39 98 67 31',
    );

    // spec §5: a candidate needs an email; the CV had none, HR types it.
    const incomplete = row('cv-sans-email.docx');
    await expect(incomplete).toHaveAttribute('data-status', 'attention');
    await expect(incomplete.getByTestId('cv-row-missing')).toBeVisible();
    await expect(incomplete.getByTestId('cv-row-firstname')).toHaveValue('Gaëlle');
    await incomplete.getByTestId('cv-row-email').fill(`gaelle.kerbrat.${Date.now()}@example.test`);
    await expect(incomplete).toHaveAttribute('data-status', 'ready');

    expect(await violations(page, '[role=dialog]')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await overflowsSideways(page)).toBe(false);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The account-creation email only when HR chooses (off by default); then all at once.
    await expect(page.getByTestId('cv-candidates-send-email')).not.toBeChecked();
    await page.getByTestId('cv-candidates-create-all').click();
    for (const file of [
      '03-kessler-devops.docx',
      '05-vasseur-sap.pdf',
      '10-brunet-cloud-architect.pdf',
      'cv-sans-email.docx',
    ]) {
      await expect(row(file)).toHaveAttribute('data-status', 'created', { timeout: 30_000 });
    }
    // The known applicant is not created twice: their file's update is offered instead.
    const knownRow = row('cv-personne-connue.docx');
    await expect(knownRow).toHaveAttribute('data-status', 'exists');
    await expect(knownRow.getByTestId('cv-row-update-instead')).toBeVisible();
    expect(await violations(page, '[role=dialog]')).toEqual([]);
    // The known person's row is not created: closing asks first.
    await page.getByTestId('cv-candidates-close').click();
    await expect(page.getByRole('dialog', { name: 'Fermer la liste ?' })).toBeVisible();
    await page.getByTestId('cv-candidates-close-confirm').click();
    await expect(page.getByTestId('cv-candidates-pick')).toHaveCount(0);

    // Found by a skill of their CV: ABAP (Vasseur's skills table), Camunda (the file written here).
    const search = page.getByTestId('dashboard-search');
    await search.fill('abap');
    await expect(page.getByTestId('dashboard-row').filter({ hasText: 'VASSEUR' })).toHaveCount(1);
    await search.fill('camunda');
    await expect(
      page
        .getByTestId('dashboard-row')
        .filter({ hasText: backOfficeName({ firstname: 'Gaëlle', lastname: 'Kerbrat' }) }),
    ).toHaveCount(1);
    await search.fill('kubernetes');
    await expect(page.getByTestId('dashboard-row').filter({ hasText: 'KESSLER Martin' })).toHaveCount(1);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
