/**
 * Issue #27 §4 "HR can save a request (title, text, understood skills, date) and run it again
 * later", through the client-request panel: the save form proposes a title (the profession
 * understood, else the text's first line) and saves the skills as HR corrected them with the
 * profession and languages understood; the list shows the saved requests newest first, searched by
 * title; running one loads its text and skills as saved, without reading the text again; a request
 * run again is saved over itself; deleting asks first. In French and English.
 */
import type { ClientRequest, ClientRequestPage } from '@highlight/domain/client-requests';
import type { MatchResponse } from '@highlight/domain/matching';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyDisplayLanguage } from '../../../i18n/i18n.ts';
import type * as ApiModule from '../../../lib/api.ts';
import { ApiError, apiFetch } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { renderPanel } from '../test-support.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));
vi.mock('../../../lib/download.ts', () => ({ downloadResumes: vi.fn(), saveBlob: vi.fn() }));

const mockedApiFetch = vi.mocked(apiFetch);
const SAVED_ID = '00000000-0000-4000-8000-0000000000a1';
const OTHER_ID = '00000000-0000-4000-8000-0000000000a2';
const POSTING = 'Développeur Java H/F\nJava requis, K8s apprécié, anglais courant';

/** The calls made, as `METHOD path` with their body. */
const calls: { call: string; body: unknown }[] = [];
const callsTo = (call: string) => calls.filter((entry) => entry.call === call);

/** What the server understands: the profession only in a text that names it. */
function understanding(text: string): NonNullable<MatchResponse['understood']> {
  const at = (written: string) => {
    const start = Math.max(0, text.indexOf(written));
    return { start, end: start + written.length, written };
  };
  return {
    skills: [
      { id: 'java', required: false, from: [at('Java')] },
      { id: 'kubernetes', required: false, from: [at('K8s')] },
    ],
    jobs: text.includes('Développeur Java') ? [{ id: 'java-developer', from: [at('Développeur Java')] }] : [],
    minYears: null,
    minYearsFrom: null,
    languages: [{ code: 'en', level: 'full_professional', from: [at('anglais')] }],
    skipped: [],
  };
}

const savedRequest: ClientRequest = {
  id: SAVED_ID,
  title: 'Tech lead Java',
  text: 'Tech lead Java, Kubernetes un plus',
  skills: [
    { id: 'java', required: true, minYears: 8 },
    { id: 'kubernetes', required: false },
  ],
  jobId: 'java-developer',
  languages: [{ code: 'en', level: 'full_professional' }],
  createdBy: { id: OTHER_ID, firstname: 'Sophie', lastname: 'Bernard', trigram: 'SBE' },
  createdAt: '2026-10-05T09:00:00.000Z',
  updatedAt: '2026-10-05T09:00:00.000Z',
};
const { text: _text, ...savedSummary } = savedRequest;
const olderSummary = {
  ...savedSummary,
  id: OTHER_ID,
  title: 'Data engineer',
  skills: [{ id: 'kubernetes', required: true }],
  jobId: null,
  languages: [],
  createdBy: null,
  createdAt: '2026-09-01T09:00:00.000Z',
};

/** Answers of `POST /client-requests` (default: the body saved under a new id). */
let saveAnswer: (body: Record<string, unknown>) => Promise<unknown>;

beforeEach(() => {
  calls.length = 0;
  vi.mocked(notify).mockReset();
  mockedApiFetch.mockReset();
  saveAnswer = (body) =>
    Promise.resolve({
      ...savedRequest,
      ...body,
      id: '00000000-0000-4000-8000-0000000000b1',
      createdBy: null,
    });
  mockedApiFetch.mockImplementation((path: string, options?: { method?: string; body?: unknown }) => {
    const method = options?.method ?? 'GET';
    const [route] = path.split('?');
    calls.push({ call: `${method} ${route}`, body: method === 'GET' ? path : options?.body });
    if (path === '/reference') {
      return Promise.resolve({
        version: 1,
        items: [
          { kind: 'skill', id: 'java', parentId: 'languages', labelFr: 'Java', labelEn: 'Java' },
          {
            kind: 'skill',
            id: 'kubernetes',
            parentId: 'devops',
            labelFr: 'Kubernetes',
            labelEn: 'Kubernetes',
          },
          {
            kind: 'job',
            id: 'java-developer',
            parentId: null,
            labelFr: 'Développeur Java',
            labelEn: 'Java developer',
          },
        ],
      });
    }
    if (path === '/match') {
      const body = options?.body as { text?: string } | undefined;
      const response: MatchResponse = {
        skills: [
          { id: 'java', required: false },
          { id: 'kubernetes', required: false },
        ],
        ...(body?.text !== undefined && { understood: understanding(body.text) }),
        results: [],
      };
      return Promise.resolve(response);
    }
    if (route === '/client-requests' && method === 'GET') {
      const q = new URLSearchParams(path.split('?')[1]).get('q') ?? '';
      const items = [savedSummary, olderSummary].filter((item) =>
        item.title.toLowerCase().includes(q.toLowerCase()),
      );
      const page: ClientRequestPage = { items, total: items.length, page: 1, pageSize: 10 };
      return Promise.resolve(page);
    }
    if (route === '/client-requests' && method === 'POST') {
      return saveAnswer(options?.body as Record<string, unknown>);
    }
    if (route === `/client-requests/${SAVED_ID}` && method === 'GET') return Promise.resolve(savedRequest);
    if (route === `/client-requests/${SAVED_ID}` && method === 'PATCH') {
      return Promise.resolve({ ...savedRequest, ...(options?.body as object) });
    }
    if (route === `/client-requests/${OTHER_ID}` && method === 'DELETE') return Promise.resolve(undefined);
    return Promise.reject(new Error(`unexpected call ${method} ${path}`));
  });
});

afterEach(async () => {
  await applyDisplayLanguage('fr');
});

/** HR pastes a request in one paste event and asks for people. */
async function pasteAndFind(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByTestId('client-request-text'));
  await user.paste(text);
  await user.click(screen.getByTestId('client-request-find'));
  await screen.findAllByTestId('client-request-skill');
}

describe('SavedRequests (issue #27 §4)', () => {
  it('saves the request under the profession understood, with the skills as HR corrected them', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, POSTING);

    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Titre de la demande enregistrée' });
    expect(title.value).toBe('Développeur Java');
    // HR corrects: Java required with 4 years at least, Kubernetes removed.
    await user.click(screen.getAllByText('Requise')[0]!);
    await user.type(screen.getByRole('textbox', { name: 'Années minimales de Java' }), '4');
    await user.click(screen.getByRole('button', { name: 'Retirer Kubernetes' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer la demande' }));

    await waitFor(() => expect(callsTo('POST /client-requests')).toHaveLength(1));
    expect(callsTo('POST /client-requests')[0]?.body).toEqual({
      title: 'Développeur Java',
      text: POSTING,
      skills: [{ id: 'java', required: true, minYears: 4 }],
      jobId: 'java-developer',
      languages: [{ code: 'en', level: 'full_professional' }],
    });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Demande enregistrée' }),
    );
    // The request saved is the one now held: the next save corrects it rather than adding one.
    expect(screen.getByTestId('saved-request-current').textContent).toBe(
      'Demande enregistrée\u202f: «\u202fDéveloppeur Java\u202f»',
    );
    expect(screen.getByTestId('saved-request-save').textContent).toBe('Enregistrer les modifications');
  });

  it('proposes the first line without a profession, and takes the title HR types', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, '\n  Mission longue à Lyon  \nJava, K8s');

    const title = screen.getByRole<HTMLInputElement>('textbox', { name: 'Titre de la demande enregistrée' });
    expect(title.value).toBe('Mission longue à Lyon');
    await user.clear(title);
    expect(screen.getByTestId<HTMLButtonElement>('saved-request-save').disabled).toBe(true);
    await user.type(title, 'Lyon — Java');
    await user.click(screen.getByTestId('saved-request-save'));
    await waitFor(() => expect(callsTo('POST /client-requests')).toHaveLength(1));
    expect(callsTo('POST /client-requests')[0]?.body).toMatchObject({ title: 'Lyon — Java', jobId: null });
  });

  it('does not save a text not read yet: its skills would be another request’s', async () => {
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, POSTING);
    await user.click(screen.getByTestId('client-request-text'));
    await user.paste(' et Python');

    expect(screen.getByTestId<HTMLButtonElement>('saved-request-save').disabled).toBe(true);
    expect(screen.getByTestId('saved-request-read-first').textContent).toContain(
      'Lancez d’abord la recherche',
    );
  });

  it('says so when the request could not be saved', async () => {
    saveAnswer = () => Promise.reject(new ApiError(400, 'VALIDATION_FAILED', 'bad'));
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, POSTING);
    await user.click(screen.getByTestId('saved-request-save'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'error', title: 'La demande n’a pas pu être enregistrée.' }),
      ),
    );
  });

  it('lists the saved requests, runs one again as saved without reading its text, and saves over it', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(callsTo('GET /client-requests')).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: 'Afficher les demandes enregistrées' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    const items = await screen.findAllByTestId('saved-request');
    expect(
      items.map((item) => within(item).getByText(/^(Tech lead Java|Data engineer)$/).textContent),
    ).toEqual(['Tech lead Java', 'Data engineer']);
    expect(items[0]?.textContent).toContain('5 octobre 2026, par Sophie Bernard');
    expect(items[0]?.textContent).toContain('Kubernetes (appréciée)');
    expect(items[1]?.textContent).toContain('1 septembre 2026');

    await user.click(screen.getByRole('button', { name: 'Relancer «\u202fTech lead Java\u202f»' }));
    await waitFor(() => expect(callsTo('POST /match')).toHaveLength(1));
    // Its skills as saved, and no text: the text is not read again.
    expect(callsTo('POST /match')[0]?.body).toEqual({
      skills: [
        { id: 'java', required: true, minYears: 8 },
        { id: 'kubernetes', required: false },
      ],
      limit: 100,
    });
    expect(screen.getByTestId<HTMLTextAreaElement>('client-request-text').value).toBe(savedRequest.text);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Années minimales de Java' }).value).toBe(
      '8',
    );
    expect(screen.getByTestId('client-request-understood').textContent).toContain(
      'Métier\u202f: Développeur Java',
    );
    expect(screen.queryAllByTestId('client-request-skill-from')).toEqual([]);

    // Find again: still the skills as saved, never the text.
    await user.click(screen.getByTestId('client-request-find'));
    await waitFor(() => expect(callsTo('POST /match')).toHaveLength(2));
    expect(callsTo('POST /match')[1]?.body).not.toHaveProperty('text');

    // Corrected, it is saved over itself (title and skills).
    await user.click(screen.getByRole('button', { name: 'Retirer Kubernetes' }));
    expect(screen.getByTestId<HTMLInputElement>('saved-request-title').value).toBe('Tech lead Java');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await waitFor(() => expect(callsTo(`PATCH /client-requests/${SAVED_ID}`)).toHaveLength(1));
    expect(callsTo(`PATCH /client-requests/${SAVED_ID}`)[0]?.body).toEqual({
      title: 'Tech lead Java',
      skills: [{ id: 'java', required: true, minYears: 8 }],
    });
    expect(callsTo('POST /client-requests')).toHaveLength(0);

    // A new request pasted is a new one again.
    await user.clear(screen.getByTestId('client-request-text'));
    await pasteAndFind(user, POSTING);
    expect(screen.getByTestId('saved-request-save').textContent).toBe('Enregistrer la demande');
  });

  it('searches the titles, and deletes a request once HR confirms', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByTestId('saved-requests-toggle'));
    await screen.findAllByTestId('saved-request');

    await user.type(screen.getByRole('textbox', { name: 'Chercher dans les titres' }), 'data');
    await waitFor(() => expect(screen.getAllByTestId('saved-request')).toHaveLength(1));
    expect(calls.some((entry) => String(entry.body).includes('q=data'))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Supprimer «\u202fData engineer\u202f»' }));
    expect((await screen.findByRole('dialog')).textContent).toContain(
      'Supprimer «\u202fData engineer\u202f»\u202f?',
    );
    expect(callsTo(`DELETE /client-requests/${OTHER_ID}`)).toHaveLength(0);
    await user.click(screen.getByTestId('saved-request-delete-confirm'));
    await waitFor(() => expect(callsTo(`DELETE /client-requests/${OTHER_ID}`)).toHaveLength(1));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Demande enregistrée supprimée' }),
    );

    await user.clear(screen.getByRole('textbox', { name: 'Chercher dans les titres' }));
    await user.type(screen.getByRole('textbox', { name: 'Chercher dans les titres' }), 'cobol');
    expect((await screen.findByTestId('saved-requests-empty')).textContent).toBe(
      'Aucune demande enregistrée n’a ces mots dans son titre.',
    );
  });

  it('speaks English', async () => {
    await applyDisplayLanguage('en');
    const user = userEvent.setup();
    renderPanel();
    await pasteAndFind(user, POSTING);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Title of the saved request' }).value).toBe(
      'Java developer',
    );
    await user.click(screen.getByRole('button', { name: 'Save the request' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', title: 'Request saved' }));

    await user.click(screen.getByRole('button', { name: 'Show the saved requests' }));
    const items = await screen.findAllByTestId('saved-request');
    expect(items[0]?.textContent).toContain('5 October 2026, by Sophie Bernard');
    expect(items[0]?.textContent).toContain('Kubernetes (nice to have)');
    expect(screen.getByRole('button', { name: 'Run “Tech lead Java” again' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete “Data engineer”' })).toBeTruthy();
  });
});
