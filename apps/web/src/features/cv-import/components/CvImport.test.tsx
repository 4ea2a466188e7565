/**
 * issue #28 §4, "Start from my CV" (Home, onboarding): a CV is uploaded, its preview reviewed —
 * values shown per mission, low-confidence ones marked "to check" in words, each editable or
 * dropped —, nothing replaced without the tick, then saved (PATCH users/{id}/resume at the version
 * read, PATCH users/me with the names and phone accepted that changed); refusals show their
 * localised message with a retry; both languages; the keyboard alone goes through the review.
 */
import { resources } from '@highlight/domain/i18n';
import { CV_IMPORT_MAX_BYTES } from '@highlight/domain/constants';
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import { ZResumeBody, type ResumeBody } from '@highlight/domain/resume';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser, RESUME_PATH, savesResume } from '../../../test/fixtures.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { asRead } from '../../../test/text.ts';
import { matchMediaAnswering } from '../../../test/media.ts';

vi.setConfig({ testTimeout: 20_000 });

const catalogue = {
  version: 1,
  items: [
    { kind: 'domain', id: 'backend', parentId: null, labelFr: 'Back-end', labelEn: 'Back end' },
    { kind: 'skill', id: 'java', parentId: 'backend', labelFr: 'Java', labelEn: 'Java' },
    { kind: 'skill', id: 'spring', parentId: 'backend', labelFr: 'Spring Boot', labelEn: 'Spring Boot' },
  ],
};

/** What the API answers for a CV: every mission filled, a few values read with little certainty. */
function preview(): CvImportPreview {
  return {
    person: {
      firstname: 'Camille',
      lastname: 'Martin',
      email: 'camille.martin@example.com',
      phoneNumber: '+33 6 98 76 54 32',
    },
    resume: {
      desiredPosition: 'Développeuse Java',
      summary: 'Dix ans de développement de services de facturation.',
      jobs: [],
      technicalSkills: [
        {
          domain: { id: 'backend', custom: false },
          skills: [
            { id: 'java', custom: false },
            { id: 'spring', custom: false },
          ],
        },
      ],
      softSkills: ['Animation d’ateliers'],
      experiences: [
        {
          id: 'experience-1',
          corporation: 'Acme',
          personalProject: false,
          sector: null,
          position: 'Développeuse',
          context: 'Refonte de la facturation',
          startDate: '2019-01',
          endDate: '2021-06',
          projectExperiences: [
            {
              id: 'project-1',
              name: 'Facturation',
              description: 'Nouveau moteur de facturation',
              technicalEnvironment: [
                { id: 'java', custom: false },
                { id: 'spring', custom: false },
              ],
              jobs: [],
              subSectors: [],
            },
          ],
        },
      ],
      diplomas: [
        {
          id: 'diploma-1',
          graduate: 'diploma',
          title: 'Master MIAGE',
          school: 'Université de Nantes',
          graduateYears: { year: 2014, month: 6 },
        },
      ],
      languages: [{ code: 'en', level: 'full_professional', score: null }],
    },
    confidence: {
      'person.firstname': 0.9,
      'person.lastname': 0.9,
      'person.phoneNumber': 0.9,
      'resume.desiredPosition': 0.8,
      'resume.summary': 0.8,
      'resume.experiences.0.corporation': 0.9,
      'resume.experiences.0.position': 0.9,
      // A year without its month: the reader completed January.
      'resume.experiences.0.startDate': 0.54,
      'resume.experiences.0.endDate': 0.9,
      'resume.experiences.0.context': 0.8,
      'resume.diplomas.0.title': 0.9,
      'resume.technicalSkills.0.skills.0': 0.95,
      'resume.technicalSkills.0.skills.1': 0.5,
      'resume.languages.0': 0.9,
    },
    unmapped: [{ section: 'interests', text: 'Escalade, photographie' }],
    warnings: [
      { code: 'cvImport.phoneCountryUnknown', path: 'person.phoneNumber', text: '06 12 34' },
      { code: 'jsonResume.skipped.missingContext', path: null, text: 'Stage chez Initech' },
    ],
  };
}

const web = {
  fr: resources.fr.web as { cvImport: Record<string, unknown> },
  en: resources.en.web as { cvImport: Record<string, unknown> },
};
const cv = (locale: 'fr' | 'en', key: string): string =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], web[locale].cvImport) as string;
const errors = resources.fr.errors as Record<string, string>;

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pdf = (name = 'cv.pdf') => new File(['%PDF-1.7 a CV'], name, { type: 'application/pdf' });

interface Setup {
  body?: Partial<ResumeBody>;
  locale?: 'fr' | 'en';
  upload?: () => unknown;
  path?: string;
  avatar?: null;
}

async function setup({ body = {}, locale = 'fr', upload = preview, path = '/home', avatar }: Setup = {}) {
  const user = makeUser({
    resume: makeResume(body, { version: 4 }),
    userSettings: { displayLanguage: locale, chosenUserMode: null },
    ...(avatar === null && { avatar: null }),
  });
  const api = mockApi({
    'GET /users/me': () => user,
    'GET /reference': () => catalogue,
    'POST /resume-imports': upload,
    [`PATCH ${RESUME_PATH}`]: savesResume(5),
    'PATCH /users/me': (patch) => ({ ...user, ...(patch as object), resume: undefined }),
  });
  const view = renderRoutes(path);
  const card = await screen.findByTestId('cv-import', {}, { timeout: 10_000 });
  const input = card.querySelector('input[type=file]') as HTMLInputElement;
  return { ...api, ...view, card, input, user: userEvent.setup() };
}

/** Uploads a CV and waits for the review. */
async function openReview(context: Awaited<ReturnType<typeof setup>>) {
  await context.user.upload(context.input, pdf());
  return screen.findByTestId('cv-review', {}, { timeout: 10_000 });
}

describe('Start from my CV', () => {
  it('uploads the CV as the multipart part "file" and shows what it fills, mission by mission', async () => {
    const context = await setup();
    expect(within(context.card).getByRole('heading', { name: 'Partir de mon CV' })).toBeTruthy();
    const review = await openReview(context);

    const post = vi.mocked(fetch).mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe('/api/resume-imports');
    expect(((post?.[1]?.body as FormData).get('file') as File).name).toBe('cv.pdf');

    expect(within(review).getByTestId<HTMLInputElement>('cv-review-lastname').value).toBe('Martin');
    expect(within(review).getByTestId<HTMLInputElement>('cv-review-desired-position').value).toBe(
      'Développeuse Java',
    );
    // The labels come with the catalogue.
    await waitFor(() =>
      expect(within(review).getByTestId('cv-review-mission-3').textContent).toContain(
        i18n.t('cvImport.domain', { name: 'Back-end' }),
      ),
    );
    expect(within(review).getByTestId('cv-review-skill-0-0').textContent).toContain('Java');
    expect(within(review).getByTestId<HTMLInputElement>('cv-review-experience-0-corporation').value).toBe(
      'Acme',
    );
    expect(within(review).getByTestId<HTMLSelectElement>('cv-review-experience-0-start-year').value).toBe(
      '2019',
    );
    expect(within(review).getByTestId('cv-review-experience-0-project-0').textContent).toContain(
      'Facturation',
    );
    expect(within(review).getByTestId<HTMLInputElement>('cv-review-diploma-0-school').value).toBe(
      'Université de Nantes',
    );
    expect(within(review).getByTestId('cv-review-language-0').textContent).toContain('Anglais');
    for (const step of [1, 2, 3, 4, 5, 6, 7])
      expect(within(review).getByTestId(`cv-review-mission-${step}`)).toBeTruthy();

    // The warnings in plain words, the passages not imported.
    const warnings = within(review).getByTestId('cv-review-warnings').textContent ?? '';
    expect(warnings).toContain(`06 12 34 — ${cv('fr', 'warnings.phoneCountryUnknown')}`);
    expect(warnings).toContain(
      `Stage chez Initech — ${(resources.fr.jsonResume as { skipped: Record<string, string> }).skipped.missingContext}`,
    );
    const unmapped = within(review).getByTestId('cv-review-unmapped').textContent ?? '';
    expect(unmapped).toContain(cv('fr', 'unmappedTitle'));
    expect(unmapped).toContain('Centres d’intérêt — Escalade, photographie');
    // An empty file: nothing is replaced, no tick asked.
    expect(within(review).queryByTestId('cv-review-replaces')).toBeNull();
  });

  it('marks the values read with little certainty "to check", in words and for screen readers', async () => {
    const review = await openReview(await setup());
    const start = within(review).getByTestId('cv-review-experience-0-start-to-check');
    expect(start.textContent).toContain('À vérifier');
    expect(start.textContent).toContain(cv('fr', 'toCheckHint'));
    // The start date's selects are described by the mark.
    const year = within(review).getByTestId('cv-review-experience-0-start-year');
    const describedBy = (year.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.some((id) => document.getElementById(id)?.contains(start))).toBe(true);
    expect(within(review).getByTestId('cv-review-skill-0-1-to-check')).toBeTruthy();
    // Sure values (0.7 and above) and values not read from the CV carry no mark.
    expect(within(review).queryByTestId('cv-review-skill-0-0-to-check')).toBeNull();
    expect(within(review).queryByTestId('cv-review-experience-0-end-to-check')).toBeNull();
    expect(within(review).queryByTestId('cv-review-diploma-0-school-to-check')).toBeNull();
    expect(review.querySelectorAll('[data-to-check]')).toHaveLength(2);
  });

  it('saves the reviewed file: an edited date in, a dropped skill out, the changed names and phone', async () => {
    const context = await setup();
    const { user, calls } = context;
    const review = await openReview(context);
    await user.selectOptions(within(review).getByTestId('cv-review-experience-0-start-month'), '03');
    await user.selectOptions(within(review).getByTestId('cv-review-experience-0-start-year'), '2018');
    const drop = within(review).getByTestId('cv-review-skill-0-1-toggle');
    expect(drop.getAttribute('aria-label')).toBe('Retirer Spring Boot');
    await user.click(drop);
    // The same button now puts it back, and keeps the focus.
    expect(drop.getAttribute('aria-label')).toBe('Remettre Spring Boot');
    expect(document.activeElement).toBe(drop);
    await user.click(within(review).getByTestId('cv-review-save'));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    const patch = calls.find((call) => call.path === RESUME_PATH)!;
    const { version, ...body } = patch.body as ResumeBody & { version: number };
    expect(version).toBe(4);
    expect(ZResumeBody.safeParse(body).success).toBe(true);
    expect(body.experiences[0]?.startDate).toBe('2018-03');
    expect(body.experiences[0]?.endDate).toBe('2021-06');
    expect(body.technicalSkills).toEqual([
      { domain: { id: 'backend', custom: false }, skills: [{ id: 'java', custom: false }] },
    ]);
    // spec §5: the dropped skill leaves the project's environment too.
    expect(body.experiences[0]?.projectExperiences[0]?.technicalEnvironment).toEqual([
      { id: 'java', custom: false },
    ]);
    expect(body.desiredPosition).toBe('Développeuse Java');
    expect(body.languages).toEqual([{ code: 'en', level: 'full_professional', score: null }]);
    // spec §7 PATCH users/me: only what changed (the first name is the same).
    expect(calls.find((call) => call.path === '/users/me' && call.method === 'PATCH')?.body).toEqual({
      lastname: 'Martin',
      phoneNumber: '+33 6 98 76 54 32',
    });

    // Saved: the review closes, the person is told, and sent on to what is still missing.
    await waitFor(() => expect(screen.queryByTestId('cv-review')).toBeNull());
    expect(await screen.findByText(cv('fr', 'done'))).toBeTruthy();
    const next = await screen.findByTestId('cv-import-next-link');
    // Java alone: the next star missing is mission 2's (a profession).
    expect(next.getAttribute('href')).toBe('/takeoff/2');
    // The stars recompute from the saved file (Home reads the cached user).
    expect(screen.getByTestId('home-stars').textContent).not.toBe('0/14 étoiles');
  });

  it('checks edits with the domain rules and sends nothing while one is broken', async () => {
    const context = await setup();
    const { user, calls } = context;
    const review = await openReview(context);
    const contextField = within(review).getByTestId('cv-review-experience-0-context');
    await user.clear(contextField);
    await user.click(contextField);
    await user.paste('x'.repeat(91));
    await user.clear(within(review).getByTestId('cv-review-phone'));
    await user.type(within(review).getByTestId('cv-review-phone'), '06 12');
    await user.click(within(review).getByTestId('cv-review-save'));
    expect(await within(review).findByTestId('cv-review-invalid')).toBeTruthy();
    expect(within(review).getByText(asRead(i18n.t('validation:invalidNumber')))).toBeTruthy();
    expect(within(review).getByText(asRead(i18n.t('validation:tooLong')))).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    // Dropping the broken experience and declining the phone lets it through.
    await user.click(within(review).getByTestId('cv-review-experience-0-toggle'));
    await user.click(within(review).getByTestId('cv-review-apply-person'));
    await user.click(within(review).getByTestId('cv-review-save'));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const body = calls.find((call) => call.path === RESUME_PATH)!.body as ResumeBody;
    expect(body.experiences).toEqual([]);
    expect(calls.some((call) => call.path === '/users/me' && call.method === 'PATCH')).toBe(false);
  });

  it('replaces nothing of the current file without the tick, and keeps what the CV does not fill', async () => {
    const context = await setup({
      body: {
        desiredPosition: 'Architecte',
        softSkills: ['Pédagogie'],
        languages: [{ code: 'de', level: 'notions', score: null }],
      },
    });
    const { user, calls } = context;
    const review = await openReview(context);
    const replaces = within(review).getByTestId('cv-review-replaces');
    expect(replaces.textContent).toContain('Poste recherché, Compétences fonctionnelles, Langues');
    const save = within(review).getByTestId('cv-review-save');
    expect(save.hasAttribute('disabled')).toBe(true);
    // Dropping what the CV brings for a section keeps the current one: no tick needed for it.
    await user.click(within(review).getByTestId('cv-review-language-0-toggle'));
    await user.click(within(review).getByTestId('cv-review-soft-skill-0-toggle'));
    expect(within(review).getByTestId('cv-review-replaces').textContent).not.toContain('Langues');
    await user.click(within(review).getByTestId('cv-review-confirm-replace'));
    expect(save.hasAttribute('disabled')).toBe(false);
    await user.click(save);
    await waitFor(() => expect(calls.some((call) => call.path === RESUME_PATH)).toBe(true));
    const body = calls.find((call) => call.path === RESUME_PATH)!.body as ResumeBody;
    expect(body.desiredPosition).toBe('Développeuse Java');
    expect(body.languages).toEqual([{ code: 'de', level: 'notions', score: null }]);
    expect(body.softSkills).toEqual(['Pédagogie']);
  });

  it('answers a conflict (the file changed elsewhere) with its message and saves nothing', async () => {
    const context = await setup();
    mockApi({
      'GET /users/me': () => makeUser({ resume: makeResume({}, { version: 6 }) }),
      'GET /reference': () => catalogue,
      'POST /resume-imports': preview,
      [`PATCH ${RESUME_PATH}`]: () =>
        jsonResponse(409, { code: 'RESUME_VERSION_CONFLICT', message: 'conflict' }),
    });
    const review = await openReview(context);
    await context.user.click(within(review).getByTestId('cv-review-apply-person'));
    await context.user.click(within(review).getByTestId('cv-review-save'));
    expect((await within(review).findByTestId('cv-review-save-error')).textContent).toBe(
      errors.resumeConflict,
    );
    expect(screen.getByTestId('cv-review')).toBeTruthy();
  });

  it('shows a refusal in the reader’s language; a busy server gets a retry, a refused file none', async () => {
    let answers = 0;
    const context = await setup({
      upload: () => {
        answers += 1;
        if (answers === 1) return jsonResponse(422, { code: 'CV_NO_TEXT', message: 'No text' });
        if (answers === 2) return jsonResponse(429, { code: 'DOCUMENTS_BUSY', message: 'Busy' });
        return preview();
      },
    });
    await context.user.upload(context.input, pdf());
    expect((await screen.findByTestId('cv-import-error')).textContent).toBe(errors.cvNoText);
    expect(screen.queryByTestId('cv-import-retry')).toBeNull();
    await context.user.upload(context.input, pdf());
    await waitFor(() =>
      expect(screen.getByTestId('cv-import-error').textContent).toContain(errors.documentsBusy),
    );
    await context.user.click(screen.getByTestId('cv-import-retry'));
    expect(await screen.findByTestId('cv-review')).toBeTruthy();
    expect(answers).toBe(3);
    expect(screen.queryByTestId('cv-import-error')).toBeNull();
  });

  it('refuses a file over the size bound before sending anything', async () => {
    const context = await setup();
    const big = pdf('big.pdf');
    Object.defineProperty(big, 'size', { value: CV_IMPORT_MAX_BYTES + 1 });
    await context.user.upload(context.input, big);
    expect((await screen.findByTestId('cv-import-error')).textContent).toBe(
      i18n.t('cvImport.tooLarge', { max: 10 }),
    );
    expect(screen.queryByTestId('cv-import-retry')).toBeNull();
    expect(context.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('speaks English to an English reader', async () => {
    const context = await setup({
      locale: 'en',
      upload: () => jsonResponse(413, { code: 'PAYLOAD_TOO_LARGE', message: 'too large' }),
    });
    expect(within(context.card).getByRole('heading', { name: 'Start from my CV' })).toBeTruthy();
    await context.user.upload(context.input, pdf());
    expect((await screen.findByTestId('cv-import-error')).textContent).toBe(
      'This file is over 10 MB: import a lighter version of your CV.',
    );
    mockApi({
      'GET /users/me': () => makeUser({ userSettings: { displayLanguage: 'en', chosenUserMode: null } }),
      'GET /reference': () => catalogue,
      'POST /resume-imports': preview,
    });
    const review = await openReview(context);
    expect(within(review).getByRole('heading', { name: 'Mission 5: Professional experience' })).toBeTruthy();
    expect(within(review).getByTestId('cv-review-experience-0-start-to-check').textContent).toContain(
      'To check',
    );
    expect(within(review).getByTestId('cv-review-skill-0-1-toggle').getAttribute('aria-label')).toBe(
      'Remove Spring Boot',
    );
    expect(within(review).getByTestId('cv-review-unmapped').textContent).toContain('Interests — Escalade');
  });

  it('goes through the review with the keyboard alone, in reading order', async () => {
    const context = await setup();
    const review = await openReview(context);
    within(review).getByTestId('cv-review-firstname').focus();
    const order = [
      'cv-review-lastname',
      'cv-review-phone',
      'cv-review-apply-person',
      'cv-review-desired-position',
      'cv-review-desired-position-toggle',
      'cv-review-summary',
      'cv-review-summary-toggle',
      'cv-review-skill-0-0-toggle',
      'cv-review-skill-0-1-toggle',
      'cv-review-soft-skill-0',
      'cv-review-soft-skill-0-toggle',
      'cv-review-experience-0-toggle',
      'cv-review-experience-0-corporation',
      'cv-review-experience-0-position',
      'cv-review-experience-0-context',
      'cv-review-experience-0-start-month',
      'cv-review-experience-0-start-year',
      'cv-review-experience-0-end-month',
      'cv-review-experience-0-end-year',
      'cv-review-experience-0-still-employed',
    ];
    for (const testId of order) {
      await context.user.tab();
      expect(document.activeElement?.getAttribute('data-testid')).toBe(testId);
    }
    // Every button of the review has a name.
    for (const button of within(review).getAllByRole('button')) {
      expect(button.getAttribute('aria-label') ?? button.textContent?.trim()).toBeTruthy();
    }
  });

  it('fills a phone’s screen (390 px): the review full screen, its blocks stacked', async () => {
    vi.stubGlobal('matchMedia', matchMediaAnswering(true));
    const review = await openReview(await setup());
    expect(review.closest('[data-full-screen]') ?? review.querySelector('[data-full-screen]')).toBeTruthy();
    // No fixed widths: the entries wrap; long words break rather than push the page sideways.
    for (const element of review.querySelectorAll<HTMLElement>('[style]')) {
      expect(element.style.width).not.toMatch(/\d+px/);
      expect(element.style.minWidth).not.toMatch(/[1-9]\d*px/);
    }
  });

  it('is offered in the onboarding too, and leads on to the avatar choice once saved', async () => {
    const context = await setup({ path: '/onboarding', avatar: null });
    const review = await openReview(context);
    await context.user.click(within(review).getByTestId('cv-review-save'));
    const next = await screen.findByTestId('cv-import-next-link');
    expect(next.getAttribute('href')).toBe('/avatar');
  });
});
