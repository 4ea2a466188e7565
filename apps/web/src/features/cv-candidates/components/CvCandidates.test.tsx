/**
 * issue #28 §5, HR's "Add candidates from CVs" from the dashboard (route level, fetch mocked):
 * five CVs read a few at a time under one progress bar; one without an email needs attention,
 * named, and is corrected with the add-candidate form's rules; a known email offers to update
 * that person's file, the sections replaced named before the save; a busy server is waited for
 * and tried again without failing the batch; creating sends the file read from the CV and HR's
 * choice about the account-creation email; more than 50 files keep 50 and say so; both
 * languages; the keyboard goes through a row in reading order and the focus stays sensible.
 */
import { resources } from '@highlight/domain/i18n';
import { NO_SEARCH_FACETS, type UserWithResume } from '@highlight/domain/user';
import type { CvImportPreview } from '@highlight/domain/cv/preview';
import type { ResumeBody } from '@highlight/domain/resume';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeResume, makeUser } from '../../../test/fixtures.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { matchMediaAnswering } from '../../../test/media.ts';
import { asRead } from '../../../test/text.ts';

vi.setConfig({ testTimeout: 30_000 });

const KNOWN_ID = '7a1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f71';
const CREATED_ID = '8b1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f72';

/** A message of the `cvCandidates` catalogue in `locale`, as the screen reads it (no placeholders). */
function message(locale: 'fr' | 'en', path: string): string {
  return path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      resources[locale].backOffice.cvCandidates,
    ) as string;
}

/** The file read from a CV: a desired position, one experience, two skills. */
function resumeOf(position: string): ResumeBody {
  return {
    desiredPosition: position,
    summary: '',
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
    softSkills: [],
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
        projectExperiences: [],
      },
    ],
    diplomas: [],
    languages: [],
  };
}

const PEOPLE: Record<string, CvImportPreview['person']> = {
  'alice.pdf': {
    firstname: 'Alice',
    lastname: 'Durand',
    email: 'alice@example.test',
    phoneNumber: '+33 6 12 34 56 78',
  },
  'bruno.docx': { firstname: 'Bruno', lastname: 'Petit', email: '', phoneNumber: '+33 6 22 34 56 78' },
  'chloe.pdf': {
    firstname: 'Chloé',
    lastname: 'Morel',
    email: 'known@example.test',
    phoneNumber: '+33 6 32 34 56 78',
  },
  'david.pdf': {
    firstname: 'David',
    lastname: 'Roux',
    email: 'david@example.test',
    phoneNumber: '+44 20 7946 0958',
  },
  'emma.docx': {
    firstname: 'Emma',
    lastname: 'Blanc',
    email: 'emma@example.test',
    phoneNumber: '+33 6 52 34 56 78',
  },
};

function preview(name: string): CvImportPreview {
  return {
    person: PEOPLE[name] ?? { firstname: '', lastname: '', email: '', phoneNumber: '' },
    resume: resumeOf(`Poste ${name.split('.')[0] ?? ''}`),
    confidence: {},
    unmapped: [],
    warnings: [],
  };
}

const cv = (name: string) =>
  new File(['%PDF-1.7 a CV'], name, {
    type: name.endsWith('.pdf')
      ? 'application/pdf'
      : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  });

/** A CV's answer held until the test releases it. */
interface Held {
  name: string;
  release: (response?: Response) => void;
}

interface Setup {
  locale?: 'fr' | 'en';
  /** How the server answers each upload of `name` (try `attempt`, from 1); by default the preview, at once. */
  answer?: (name: string, attempt: number) => Response | 'hold';
  /** The roles of the person already holding known@example.test. */
  knownRoles?: UserWithResume['roles'];
}

/** The dashboard of an HR person, the CV dialog open; uploads answered by `answer`. */
async function setup({
  locale = 'fr',
  answer = (name) => jsonResponse(200, preview(name)),
  knownRoles = ['applicant'],
}: Setup = {}) {
  const me = makeUser({
    roles: ['human_ressources'],
    avatar: null,
    userSettings: { displayLanguage: locale, chosenUserMode: null },
  });
  const known = makeUser({
    id: KNOWN_ID,
    email: 'known@example.test',
    firstname: 'Chloé',
    lastname: 'Morel',
    roles: knownRoles,
    resume: makeResume(
      {
        summary: 'Dix ans de Java.',
        softSkills: ['Pédagogie'],
        technicalSkills: [
          { domain: { id: 'backend', custom: false }, skills: [{ id: 'java', custom: false }] },
        ],
      },
      { version: 7 },
    ),
  });
  const api = mockApi({
    'GET /users/me': () => me,
    'GET /users': () => ({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
      facets: NO_SEARCH_FACETS,
      totalExact: true,
      fuzzy: false,
    }),
    'GET /users/human_resources': () => [],
    'POST /users': (body) => {
      const request = body as { email: string; firstname: string; lastname: string };
      if (request.email === 'known@example.test') {
        return jsonResponse(409, { code: 'CANDIDATE_EXISTS', message: 'exists', userId: KNOWN_ID });
      }
      return jsonResponse(201, {
        ...makeUser({ id: CREATED_ID, roles: ['applicant'], avatar: null }),
        email: request.email,
        firstname: request.firstname,
        lastname: request.lastname,
        resume: undefined,
      });
    },
    [`GET /users/${KNOWN_ID}`]: () => known,
    [`PATCH /users/${KNOWN_ID}/resume`]: (body) => {
      const { version: _version, ...saved } = body as ResumeBody & { version: number };
      return makeResume(saved, { version: 8 });
    },
  });
  // Uploads carry a FormData, which the mock API does not read: they are answered here, by file name.
  const inner = vi.mocked(fetch);
  const attempts = new Map<string, number>();
  const held: Held[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (!(init?.body instanceof FormData)) return inner(input, init);
      const name = (init.body.get('file') as File).name;
      const attempt = (attempts.get(name) ?? 0) + 1;
      attempts.set(name, attempt);
      api.calls.push({ method: 'POST', path: '/resume-imports', body: name } as never);
      const response = answer(name, attempt);
      if (response !== 'hold') return Promise.resolve(response);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      return new Promise<Response>((resolve) => {
        held.push({
          name,
          release: (given) => {
            inFlight -= 1;
            resolve(given ?? jsonResponse(200, preview(name)));
          },
        });
      });
    }),
  );
  const view = renderRoutes('/dashboard');
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('dashboard-add-from-cvs', {}, { timeout: 10_000 }));
  const dialog = await screen.findByTestId('cv-candidates', {}, { timeout: 10_000 });
  const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
  return {
    ...api,
    ...view,
    dialog,
    input,
    user,
    held,
    attempts,
    mostInFlight: () => mostInFlight,
  };
}

type Context = Awaited<ReturnType<typeof setup>>;

/** The row of `name`. */
function row(name: string): HTMLElement {
  const found = screen
    .getAllByTestId('cv-row')
    .find((element) => within(element).getByRole('heading').textContent === name);
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

/** An element's text as a reader hears it (French narrow spaces read as spaces). */
const text = (element: HTMLElement) => asRead(element.textContent ?? '');

const statusOf = (name: string) => row(name).getAttribute('data-status');

const creations = (context: Context) =>
  context.calls.filter((call) => call.method === 'POST' && call.path === '/users');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Add candidates from CVs (issue #28 §5)', () => {
  it('reads five CVs at most three at a time under one progress bar, each row saying where it stands', async () => {
    const context = await setup({ answer: () => 'hold' });
    const names = Object.keys(PEOPLE);
    await context.user.upload(context.input, names.map(cv));

    await waitFor(() => expect(context.held).toHaveLength(3));
    const bar = within(context.dialog).getByRole('progressbar', { name: message('fr', 'progressLabel') });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('5');
    expect(bar.getAttribute('aria-valuetext')).toBe('0 CV lus sur 5');
    expect(statusOf('alice.pdf')).toBe('reading');
    expect(statusOf('david.pdf')).toBe('queued');
    expect(within(row('david.pdf')).getByTestId('cv-row-status').textContent).toBe(
      message('fr', 'status.queued'),
    );

    for (let released = 1; released <= 5; released += 1) {
      await waitFor(() => expect(context.held.length).toBeGreaterThanOrEqual(released));
      context.held[released - 1]?.release();
      await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe(String(released)));
    }
    expect(bar.getAttribute('aria-valuetext')).toBe('5 CV lus sur 5');
    expect(context.mostInFlight()).toBe(3);

    // A row read: the four fields, and what the file holds.
    const alice = row('alice.pdf');
    expect(within(alice).getByTestId<HTMLInputElement>('cv-row-firstname').value).toBe('Alice');
    expect(within(alice).getByTestId('cv-row-summary').textContent).toBe(
      'Poste recherché\u202f: Poste alice · 1 expérience · 2 compétences techniques',
    );
    expect(statusOf('alice.pdf')).toBe('ready');
    expect(within(alice).getByRole('textbox', { name: 'Prénom (alice.pdf)' })).toBeTruthy();
  });

  it('names what a row needs, checks it with the add-candidate rules, and creates it once corrected', async () => {
    const context = await setup();
    await context.user.upload(context.input, [cv('bruno.docx')]);
    await waitFor(() => expect(statusOf('bruno.docx')).toBe('attention'));
    const bruno = row('bruno.docx');
    expect(within(bruno).getByTestId('cv-row-status').textContent).toBe(message('fr', 'status.attention'));
    expect(text(within(bruno).getByTestId('cv-row-missing'))).toBe(
      'Pour créer le candidat, corrigez : Adresse e-mail.',
    );
    expect(within(bruno).getByTestId<HTMLButtonElement>('cv-row-create').disabled).toBe(true);

    const email = within(bruno).getByTestId('cv-row-email');
    await context.user.type(email, 'bruno@');
    // The form's own rule and message (spec §5 valid email).
    expect(
      within(bruno).getByText(
        (resources.fr.validation as Record<string, string>).invalidEmail ?? 'invalidEmail',
      ),
    ).toBeTruthy();
    expect(statusOf('bruno.docx')).toBe('attention');
    await context.user.type(email, 'example.test');
    expect(statusOf('bruno.docx')).toBe('ready');
    expect(within(context.dialog).getByTestId('cv-candidates-create-all').textContent).toBe(
      'Créer le candidat prêt',
    );

    await context.user.click(within(bruno).getByTestId('cv-row-create'));
    await waitFor(() => expect(statusOf('bruno.docx')).toBe('created'));
    expect(creations(context)).toEqual([
      {
        method: 'POST',
        path: '/users',
        body: {
          firstname: 'Bruno',
          lastname: 'Petit',
          email: 'bruno@example.test',
          phoneNumber: '+33 6 22 34 56 78',
          displayLanguage: 'fr',
          resume: resumeOf('Poste bruno'),
          // Off unless HR ticks it (issue #28 §5: activation emails only when HR chooses).
          sendAccountEmail: false,
        },
      },
    ]);
    const open = within(row('bruno.docx')).getByTestId('cv-row-open');
    expect(open.getAttribute('href')).toBe(`/user?id=${CREATED_ID}`);
    expect(open.textContent).toBe('Ouvrir le dossier de Bruno Petit (nouvel onglet)');
    // The focus goes to what replaced the button: the link to the person.
    await waitFor(() => expect(document.activeElement).toBe(open));
  });

  it('creates every ready row at once, with the file of each CV and the email choice', async () => {
    const context = await setup();
    await context.user.upload(context.input, ['alice.pdf', 'bruno.docx', 'david.pdf'].map(cv));
    await waitFor(() => expect(statusOf('david.pdf')).toBe('ready'));
    await context.user.click(within(context.dialog).getByRole('radio', { name: 'Anglais' }));
    await context.user.click(within(context.dialog).getByTestId('cv-candidates-send-email'));
    const all = within(context.dialog).getByTestId('cv-candidates-create-all');
    expect(all.textContent).toBe('Créer les 2 candidats prêts');
    await context.user.click(all);

    await waitFor(() => expect(statusOf('david.pdf')).toBe('created'));
    expect(statusOf('alice.pdf')).toBe('created');
    expect(statusOf('bruno.docx')).toBe('attention');
    expect(creations(context).map((call) => call.body)).toEqual([
      expect.objectContaining({
        email: 'alice@example.test',
        resume: resumeOf('Poste alice'),
        sendAccountEmail: true,
        displayLanguage: 'en',
      }),
      expect.objectContaining({
        email: 'david@example.test',
        resume: resumeOf('Poste david'),
        sendAccountEmail: true,
        displayLanguage: 'en',
      }),
    ]);
    const overview = within(context.dialog).getByTestId('cv-candidates-overview');
    expect(text(overview)).toBe('Prêts : 0 · à compléter : 1 · en échec : 0 · créés ou mis à jour : 2');
    await waitFor(() => expect(document.activeElement).toBe(overview));
  });

  it('offers to update a known person’s file instead, naming the sections the CV replaces', async () => {
    const context = await setup();
    await context.user.upload(context.input, [cv('chloe.pdf')]);
    await waitFor(() => expect(statusOf('chloe.pdf')).toBe('ready'));
    await context.user.click(within(row('chloe.pdf')).getByTestId('cv-row-create'));
    await waitFor(() => expect(statusOf('chloe.pdf')).toBe('exists'));
    const chloe = row('chloe.pdf');
    expect(within(chloe).getByTestId('cv-row-exists').textContent).toContain(message('fr', 'exists'));

    await context.user.click(within(chloe).getByTestId('cv-row-update-instead'));
    const confirm = await within(chloe).findByTestId('cv-row-confirm');
    expect(within(confirm).getByText(asRead('Mettre à jour le dossier de Chloé Morel ?'))).toBeTruthy();
    // The CV fills the position, the skills and the experiences; the person's file held skills only
    // of these (and a summary and functional skills, which the CV leaves empty: kept).
    expect(
      within(within(confirm).getByTestId('cv-row-replaces'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Compétences techniques']);
    expect(context.calls.some((call) => call.method === 'PATCH')).toBe(false);

    await context.user.click(within(confirm).getByTestId('cv-row-update-confirm'));
    await waitFor(() => expect(statusOf('chloe.pdf')).toBe('updated'));
    const patch = context.calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe(`/users/${KNOWN_ID}/resume`);
    expect(patch?.body).toEqual({
      ...resumeOf('Poste chloe'),
      summary: 'Dix ans de Java.',
      softSkills: ['Pédagogie'],
      version: 7,
    });
    expect(within(row('chloe.pdf')).getByTestId('cv-row-open').getAttribute('href')).toBe(
      `/user?id=${KNOWN_ID}`,
    );
    expect(within(row('chloe.pdf')).getByTestId('cv-row-done').textContent).toContain(
      'Le dossier de Chloé Morel a été mis à jour.',
    );
  });

  it('never offers to replace an employee’s file: their page is linked instead', async () => {
    const context = await setup({ knownRoles: ['employee'] });
    await context.user.upload(context.input, [cv('chloe.pdf')]);
    await waitFor(() => expect(statusOf('chloe.pdf')).toBe('ready'));
    await context.user.click(within(row('chloe.pdf')).getByTestId('cv-row-create'));
    await context.user.click(await within(row('chloe.pdf')).findByTestId('cv-row-update-instead'));
    const chloe = row('chloe.pdf');
    expect(text(await within(chloe).findByTestId('cv-row-locked'))).toBe(asRead(message('fr', 'locked')));
    expect(within(chloe).queryByTestId('cv-row-update-instead')).toBeNull();
    expect(within(chloe).queryByTestId('cv-row-confirm')).toBeNull();
    expect(within(chloe).getByTestId('cv-row-open-known').getAttribute('href')).toBe(`/user?id=${KNOWN_ID}`);
    expect(context.calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('waits and tries again when the document workers are busy, without failing the batch', async () => {
    const context = await setup({
      answer: (name, attempt) =>
        name === 'alice.pdf' && attempt < 3
          ? new Response(JSON.stringify({ code: 'DOCUMENTS_BUSY', message: 'Busy' }), {
              status: 429,
              headers: { 'Content-Type': 'application/json', 'Retry-After': '0' },
            })
          : jsonResponse(200, preview(name)),
    });
    await context.user.upload(context.input, [cv('alice.pdf'), cv('emma.docx')]);
    await waitFor(() => expect(statusOf('alice.pdf')).toBe('ready'));
    expect(statusOf('emma.docx')).toBe('ready');
    expect(context.attempts.get('alice.pdf')).toBe(3);
    expect(within(context.dialog).queryByTestId('cv-row-error')).toBeNull();
    expect(within(context.dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('2');
  });

  it('says why a CV failed; a file refused before sending, or unreadable, gets no retry; a timeout does', async () => {
    const context = await setup({
      answer: (name, attempt) => {
        if (name === 'scan.pdf') return jsonResponse(422, { code: 'CV_NO_TEXT', message: 'No text' });
        if (name === 'slow.pdf' && attempt <= 3) {
          return new Response(JSON.stringify({ code: 'DOCUMENT_TIMEOUT', message: 'Timeout' }), {
            status: 503,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '0' },
          });
        }
        return jsonResponse(200, preview(name));
      },
    });
    const big = cv('big.pdf');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const drop = within(context.dialog).getByTestId('cv-candidates-drop');
    fireEvent.drop(drop, {
      dataTransfer: {
        files: [
          cv('scan.pdf'),
          new File(['notes'], 'notes.txt', { type: 'text/plain' }),
          big,
          cv('slow.pdf'),
        ],
      },
    });

    await waitFor(() => expect(statusOf('scan.pdf')).toBe('failed'));
    expect(within(row('scan.pdf')).getByTestId('cv-row-error').textContent).toBe(
      (resources.fr.errors as Record<string, string>).cvNoText,
    );
    expect(within(row('scan.pdf')).queryByTestId('cv-row-retry')).toBeNull();
    expect(within(row('notes.txt')).getByTestId('cv-row-error').textContent).toBe(
      message('fr', 'refused.type'),
    );
    expect(within(row('big.pdf')).getByTestId('cv-row-error').textContent).toBe('Ce fichier dépasse 10 Mo.');
    // Refused in the browser: never sent.
    expect(context.attempts.has('notes.txt')).toBe(false);
    expect(context.attempts.has('big.pdf')).toBe(false);

    // Three tries by itself, then a person's retry.
    await waitFor(() => expect(statusOf('slow.pdf')).toBe('failed'));
    expect(context.attempts.get('slow.pdf')).toBe(3);
    expect(within(row('slow.pdf')).getByTestId('cv-row-error').textContent).toContain(
      (resources.fr.errors as Record<string, string>).documentTimeout,
    );
    await context.user.click(within(row('slow.pdf')).getByTestId('cv-row-retry'));
    // Read at last: its person was not found, so it needs attention.
    await waitFor(() => expect(statusOf('slow.pdf')).toBe('attention'));
    expect(within(context.dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('4');
  });

  it('keeps the first 50 of 51 files and says the bound', async () => {
    const context = await setup({ answer: () => 'hold' });
    const files = Array.from({ length: 51 }, (_, index) => cv(`cv-${index + 1}.pdf`));
    await context.user.upload(context.input, files);

    expect(text(await within(context.dialog).findByTestId('cv-candidates-left-out'))).toBe(
      '1 fichier a été écarté : 50 CV au plus à la fois. Retirez des lignes pour en ajouter d’autres.',
    );
    expect(within(context.dialog).getAllByTestId('cv-row')).toHaveLength(50);
    expect(within(context.dialog).queryByText('cv-51.pdf')).toBeNull();
    expect(within(context.dialog).getByRole('progressbar').getAttribute('aria-valuemax')).toBe('50');
    // Still a few at a time.
    await waitFor(() => expect(context.held).toHaveLength(3));
    expect(within(context.dialog).getByTestId<HTMLButtonElement>('cv-candidates-pick').disabled).toBe(true);
  });

  it('speaks English to an English reader', async () => {
    const context = await setup({ locale: 'en' });
    expect(within(context.dialog).getByRole('heading', { name: message('en', 'title') })).toBeTruthy();
    await context.user.upload(context.input, [cv('bruno.docx'), cv('alice.pdf')]);
    await waitFor(() => expect(statusOf('alice.pdf')).toBe('ready'));
    await waitFor(() => expect(statusOf('bruno.docx')).toBe('attention'));
    expect(within(row('bruno.docx')).getByTestId('cv-row-missing').textContent).toBe(
      'To create the candidate, correct: Email address.',
    );
    expect(within(row('alice.pdf')).getByTestId('cv-row-summary').textContent).toBe(
      'Desired position: Poste alice · 1 experience · 2 technical skills',
    );
    expect(within(context.dialog).getByRole('progressbar').getAttribute('aria-valuetext')).toBe(
      '2 of 2 CVs read',
    );
    expect(within(context.dialog).getByTestId('cv-candidates-create-all').textContent).toBe(
      'Create the ready candidate',
    );
    expect(within(context.dialog).getByLabelText(message('en', 'sendEmail'))).toBeTruthy();
    expect(within(row('alice.pdf')).getByRole('button', { name: 'Remove alice.pdf' })).toBeTruthy();
  });

  it('goes through a row with the keyboard in reading order, and keeps the focus sensible on removal', async () => {
    const context = await setup();
    await context.user.upload(context.input, ['alice.pdf', 'bruno.docx', 'david.pdf'].map(cv));
    await waitFor(() => expect(statusOf('david.pdf')).toBe('ready'));

    const alice = row('alice.pdf');
    within(alice).getByTestId('cv-row-remove').focus();
    const order = [
      within(alice).getByTestId('cv-row-firstname'),
      within(alice).getByTestId('cv-row-lastname'),
      within(alice).getByTestId('cv-row-email'),
      within(alice).getByTestId('cv-row-phoneNumber'),
      within(alice).getByTestId('cv-row-create'),
      within(row('bruno.docx')).getByTestId('cv-row-remove'),
    ];
    for (const expected of order) {
      await context.user.tab();
      expect(document.activeElement).toBe(expected);
    }

    // Removing a row puts the focus on the next row's name; the last one's, on the previous one's.
    within(row('bruno.docx')).getByTestId('cv-row-remove').focus();
    await context.user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(row('david.pdf')).getByRole('heading')));
    expect(within(context.dialog).queryByText('bruno.docx')).toBeNull();
    within(row('david.pdf')).getByTestId('cv-row-remove').focus();
    await context.user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement).toBe(within(row('alice.pdf')).getByRole('heading')));
    within(row('alice.pdf')).getByTestId('cv-row-remove').focus();
    await context.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(context.dialog).getByTestId('cv-candidates-pick')),
    );
    expect(within(context.dialog).getByTestId('cv-candidates-empty').textContent).toBe(
      message('fr', 'empty'),
    );
  });

  it('fills a phone’s screen (390 px): full screen, one card per CV, nothing of a fixed width', async () => {
    vi.stubGlobal('matchMedia', matchMediaAnswering(true));
    const context = await setup();
    await context.user.upload(context.input, [
      cv('alice.pdf'),
      cv('un-nom-de-fichier-très-long-sans-espace-aucun.pdf'),
    ]);
    await waitFor(() => expect(statusOf('alice.pdf')).toBe('ready'));
    expect(
      context.dialog.closest('[data-full-screen]') ?? context.dialog.querySelector('[data-full-screen]'),
    ).toBeTruthy();
    const list = within(context.dialog).getByRole('list', { name: message('fr', 'listTitle') });
    expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    for (const element of context.dialog.querySelectorAll<HTMLElement>('[style]')) {
      // (The language switch's indicator is measured from its container: 0 px in a test.)
      expect(element.style.width).not.toMatch(/[1-9]\d*px/);
      expect(element.style.minWidth).not.toMatch(/[1-9]\d*px/);
    }
  });

  it('asks before closing on CVs whose candidate is not created, and closes at once when none is left', async () => {
    const context = await setup();
    await context.user.upload(context.input, [cv('alice.pdf')]);
    await waitFor(() => expect(statusOf('alice.pdf')).toBe('ready'));
    await context.user.click(within(context.dialog).getByTestId('cv-candidates-close'));
    expect(await screen.findByText(asRead(message('fr', 'closeTitle')))).toBeTruthy();
    await context.user.click(screen.getByRole('button', { name: message('fr', 'closeCancel') }));
    expect(screen.getByTestId('cv-candidates')).toBeTruthy();

    await context.user.click(within(row('alice.pdf')).getByTestId('cv-row-create'));
    await waitFor(() => expect(statusOf('alice.pdf')).toBe('created'));
    await context.user.click(within(context.dialog).getByTestId('cv-candidates-close'));
    await waitFor(() => expect(screen.queryByTestId('cv-candidates')).toBeNull());
  });
});
