/**
 * Issue #9 "Answer a client request": the panel sends the pasted text, shows the skills understood,
 * sends them back as edited (required or nice-to-have, minimum years), explains each result, and
 * downloads the selection's files tailored to the request's skills and anonymised.
 */
import type { MatchResponse } from '@highlight/domain/matching';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiModule from '../../../lib/api.ts';
import { apiFetch } from '../../../lib/api.ts';
import { downloadResumes } from '../../../lib/download.ts';
import { matchPerson, paste, renderPanel } from '../test-support.tsx';

vi.mock('../../../lib/api.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  apiFetch: vi.fn(),
}));
vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));
vi.mock('../../../lib/download.ts', () => ({ downloadResumes: vi.fn(), saveBlob: vi.fn() }));

const mockedApiFetch = vi.mocked(apiFetch);
const SENIOR = '00000000-0000-4000-8000-000000000001';
const JUNIOR = '00000000-0000-4000-8000-000000000002';

const matchBodies: unknown[] = [];

/** What the server would understand of `text` (issue #27 §3), with the words each item came from. */
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
    jobs: [{ id: 'java-developer', from: [at('Développeur Java')] }],
    minYears: 5,
    minYearsFrom: at('5 ans'),
    languages: [{ code: 'en', level: 'full_professional', from: [at('anglais')] }],
    skipped: [{ start: 0, end: 1, reason: 'about' }],
  };
}

beforeEach(() => {
  matchBodies.length = 0;
  mockedApiFetch.mockReset();
  vi.mocked(downloadResumes).mockReset().mockResolvedValue(undefined);
  mockedApiFetch.mockImplementation((path: string, options?: { body?: unknown }) => {
    if (path === '/reference') {
      return Promise.resolve({
        version: 1,
        items: [
          { kind: 'skill', id: 'java', parentId: 'languages', labelFr: 'Java', labelEn: 'Java' },
          {
            kind: 'job',
            id: 'java-developer',
            parentId: null,
            labelFr: 'Développeur Java',
            labelEn: 'Java developer',
          },
          {
            kind: 'skill',
            id: 'kubernetes',
            parentId: 'devops',
            labelFr: 'Kubernetes',
            labelEn: 'Kubernetes',
          },
        ],
      });
    }
    if (path === '/match') {
      matchBodies.push(options?.body);
      const body = options?.body as { text?: string } | undefined;
      const response: MatchResponse = {
        skills: [
          { id: 'java', required: false },
          { id: 'kubernetes', required: false },
        ],
        ...(body?.text !== undefined && { understood: understanding(body.text) }),
        results: [
          matchPerson(SENIOR, 'Senior', 100, ['java', 'kubernetes'], []),
          matchPerson(JUNIOR, 'Junior', 55, ['java'], ['kubernetes']),
        ],
      };
      return Promise.resolve(response);
    }
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
});

describe('ClientRequestPanel', () => {
  it('sends the pasted text, then the skills as edited, and explains each person', async () => {
    const user = userEvent.setup();
    renderPanel();
    await paste(user, screen.getByTestId('client-request-text'), 'Développeur Java / Kubernetes');
    await user.click(screen.getByTestId('client-request-find'));

    const skills = await screen.findAllByTestId('client-request-skill');
    expect(skills.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Java'),
      expect.stringContaining('Kubernetes'),
    ]);
    expect(matchBodies[0]).toEqual({ text: 'Développeur Java / Kubernetes', limit: 100 });
    const rows = screen.getAllByTestId('client-request-result');
    expect(rows[0]?.textContent).toContain('SENIOR Alex');
    expect(rows[0]?.textContent).toContain('100');
    expect(rows[1]?.textContent).toContain('Java · 6 ans');
    expect(rows[1]?.textContent).toContain('Kubernetes');

    // Java becomes required with at least 4 years; the next search sends the skills so.
    await user.click(screen.getAllByText('Requise')[0]!);
    await user.type(screen.getByRole('textbox', { name: 'Années minimales de Java' }), '4');
    await user.click(screen.getByTestId('client-request-find'));
    await waitFor(() => expect(matchBodies).toHaveLength(2));
    // The same text is not read again: the skills go as edited, alone.
    expect(matchBodies[1]).toEqual({
      skills: [
        { id: 'java', required: true, minYears: 4 },
        { id: 'kubernetes', required: false },
      ],
      limit: 100,
    });
  });

  it('keeps a skill removed by hand removed, and reads a new request afresh (issue #27 §4)', async () => {
    const user = userEvent.setup();
    renderPanel();
    const textarea = screen.getByTestId('client-request-text');
    await paste(user, textarea, 'Développeur Java / Kubernetes');
    await user.click(screen.getByTestId('client-request-find'));
    await screen.findAllByTestId('client-request-skill');

    await user.click(screen.getByRole('button', { name: 'Retirer Kubernetes' }));
    await user.click(screen.getByTestId('client-request-find'));
    await waitFor(() => expect(matchBodies).toHaveLength(2));
    expect(matchBodies[1]).toEqual({ skills: [{ id: 'java', required: false }], limit: 100 });

    // A second request pasted: only its text is sent, nothing of the first.
    await user.clear(textarea);
    await paste(user, textarea, 'Data engineer Kubernetes');
    await user.click(screen.getByTestId('client-request-find'));
    await waitFor(() => expect(matchBodies).toHaveLength(3));
    expect(matchBodies[2]).toEqual({ text: 'Data engineer Kubernetes', limit: 100 });
  });

  it('downloads the files of the people ticked, tailored to the request and anonymised', async () => {
    const user = userEvent.setup();
    renderPanel();
    await paste(user, screen.getByTestId('client-request-text'), 'Java Kubernetes');
    await user.click(screen.getByTestId('client-request-find'));
    await screen.findAllByTestId('client-request-result');

    expect(screen.getByTestId<HTMLButtonElement>('client-request-zip-pdf').disabled).toBe(true);
    await user.click(screen.getAllByTestId('client-request-select')[0]!);
    await user.click(screen.getAllByTestId('client-request-select')[1]!);
    await user.click(screen.getByTestId('client-request-zip-pdf'));
    await waitFor(() =>
      expect(vi.mocked(downloadResumes)).toHaveBeenCalledWith([SENIOR, JUNIOR], 'pdf', {
        anonymised: true,
        focus: ['java', 'kubernetes'],
      }),
    );
  });

  it('shows what it understood, with the words read, and filters on the language asked (issue #27 §3)', async () => {
    const user = userEvent.setup();
    renderPanel();
    await paste(
      user,
      screen.getByTestId('client-request-text'),
      'Développeur Java H/F, K8s, 5 ans, anglais courant',
    );
    await user.click(screen.getByTestId('client-request-find'));

    const from = await screen.findAllByTestId('client-request-skill-from');
    expect(from.map((line) => line.textContent)).toEqual([
      'lu\u202f: «\u202fJava\u202f»',
      'lu\u202f: «\u202fK8s\u202f»',
    ]);
    const block = screen.getByTestId('client-request-understood');
    expect(block.textContent).toContain('Métier\u202f: Développeur Java');
    expect(block.textContent).toContain('au moins 5 ans');
    expect(block.textContent).toContain('Anglais (Compétence professionnelle complète)');
    expect(block.textContent).toContain("la présentation de l'entreprise");

    await user.click(screen.getByTestId('client-request-filter-language'));
    await waitFor(() => expect(matchBodies).toHaveLength(2));
    expect(matchBodies[1]).toEqual({
      skills: [
        { id: 'java', required: false },
        { id: 'kubernetes', required: false },
      ],
      // issue #27 §4: "anglais courant" asks for full professional capacity, not less.
      language: 'en',
      minLanguageLevel: 'full_professional',
      limit: 100,
    });
    expect(screen.getByRole('combobox', { name: 'Langue requise' })).toHaveProperty('value', 'Anglais');
    expect(screen.getByRole('combobox', { name: 'Niveau minimal' })).toHaveProperty(
      'value',
      'Compétence professionnelle complète',
    );
    // The understanding stays shown; the filter, applied, is no longer offered.
    expect(screen.getByTestId('client-request-understood')).toBeTruthy();
    expect(screen.queryByTestId('client-request-filter-language')).toBeNull();
  });
});
