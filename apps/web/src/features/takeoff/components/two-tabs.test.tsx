/**
 * Issue #26 §13 "two tabs lose data": a save refused because the file changed in another tab (409
 * `RESUME_VERSION_CONFLICT`) refetches the current file, merges both sides (packages/domain
 * resume-merge.ts) and saves again at the new version; a true conflict opens a dialog where the
 * person chooses, field by field, "mine" or "theirs". Never a silent loss.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResumeBody } from '@highlight/domain/resume';
import type { UserWithResume } from '@highlight/domain/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { draftKey } from '../../../lib/local-drafts.ts';
import { makeResume, makeUser, RESUME_PATH, USER_ID } from '../../../test/fixtures.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * A fake server holding one file at `version`: GET /users/me answers it; PATCH at a stale version
 * answers 409, at the current one saves (version + 1). `otherTab` changes the file as another tab.
 */
function server(initial: Partial<ResumeBody>, user: Partial<UserWithResume> = {}) {
  let file = makeResume(initial, { version: 3 });
  const api = mockApi({
    'GET /users/me': () => makeUser({ ...user, resume: file }),
    'GET /reference': () => ({ version: 1, items: [] }),
    [`PATCH ${RESUME_PATH}`]: (body) => {
      const { version: sent, ...resume } = body as ResumeBody & { version: number };
      if (sent !== file.version)
        return jsonResponse(409, { code: 'RESUME_VERSION_CONFLICT', message: 'stale' });
      file = makeResume(resume, { version: file.version + 1 });
      return file;
    },
  });
  return {
    ...api,
    otherTab: (change: Partial<ResumeBody>) => {
      file = makeResume({ ...file, ...change }, { version: file.version + 1 });
    },
    file: () => file,
    patches: () => api.calls.filter((call) => call.method === 'PATCH'),
  };
}

async function addSoftSkill(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = await screen.findByTestId('soft-skill-input');
  await user.clear(input);
  await user.type(input, `${text}{Enter}`);
}

const pills = () => screen.getAllByTestId('soft-skill').map((pill) => pill.textContent);

describe('a save refused for a stale version merges both tabs (issue #26 §13)', () => {
  it("keeps the other tab's functional skill and this tab's, saved at the new version", async () => {
    const api = server({ softSkills: ['Écoute'] });
    renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await screen.findByTestId('soft-skill-input');
    // Tab A saved "Rigueur" meanwhile; this tab (B) adds "Autonomie" on the version it read.
    api.otherTab({ softSkills: ['Écoute', 'Rigueur'] });
    await addSoftSkill(user, 'Autonomie');
    await user.click(screen.getByTestId('mission-save'));

    await waitFor(() => expect(api.file().version).toBe(5));
    expect(api.patches().map((call) => (call.body as { version: number }).version)).toEqual([3, 4]);
    expect(api.file().softSkills).toEqual(['Écoute', 'Autonomie', 'Rigueur']);
    await waitFor(() => expect(pills()).toEqual(['Écoute', 'Autonomie', 'Rigueur']));
    expect(await screen.findByText(/les deux séries de modifications/)).toBeTruthy();
  });

  it('applies a removal made here and an addition made there', async () => {
    const api = server({ softSkills: ['Écoute', 'Rigueur'] });
    renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await screen.findByTestId('soft-skill-input');
    api.otherTab({ softSkills: ['Écoute', 'Rigueur', 'Autonomie'] });
    await user.click(screen.getByRole('button', { name: 'Retirer «\u202fÉcoute\u202f»' }));
    await user.click(screen.getByTestId('mission-save'));
    await waitFor(() => expect(api.file().version).toBe(5));
    expect(api.file().softSkills).toEqual(['Rigueur', 'Autonomie']);
  });

  it('merges before sending when the cached file moved on under an unsaved edit (no 409 needed)', async () => {
    const api = server({ softSkills: ['Écoute'] });
    const { queryClient } = renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await addSoftSkill(user, 'Autonomie');
    // A users/me refetch (token refresh, focus) brought the other tab's save into the cache.
    api.otherTab({ softSkills: ['Écoute', 'Rigueur'] });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    await waitFor(() =>
      expect(queryClient.getQueryData<UserWithResume>(ME_QUERY_KEY)?.resume.version).toBe(4),
    );
    await user.click(screen.getByTestId('mission-save'));
    await waitFor(() => expect(api.file().version).toBe(5));
    expect(api.file().softSkills).toEqual(['Écoute', 'Autonomie', 'Rigueur']);
  });

  it('shows a refetched file at once when nothing was typed here', async () => {
    const api = server({ softSkills: ['Écoute'] });
    const { queryClient } = renderRoutes('/takeoff/4');
    await screen.findByTestId('soft-skill-input');
    api.otherTab({ softSkills: ['Écoute', 'Rigueur'] });
    await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    await waitFor(() => expect(pills()).toEqual(['Écoute', 'Rigueur']));
    expect(screen.getByTestId<HTMLButtonElement>('mission-save').disabled).toBe(true);
  });
});

describe('a true conflict asks the person (issue #26 §13)', () => {
  async function conflictOnPosition() {
    const api = server({ desiredPosition: 'Développeuse' });
    const view = renderRoutes('/takeoff/2');
    const user = userEvent.setup();
    const position = await screen.findByTestId('job-desired-position');
    api.otherTab({ desiredPosition: 'Architecte cloud' });
    await user.clear(position);
    await user.type(position, 'Architecte logiciel');
    await user.click(screen.getByTestId('mission-save'));
    const dialog = await screen.findByRole('dialog', { name: 'Modifié des deux côtés' });
    return { api, user, dialog, ...view };
  }

  it('lists what differs, mine and theirs, and saves the side chosen', async () => {
    const { api, user, dialog } = await conflictOnPosition();
    expect(within(dialog).getByText('Poste recherché')).toBeTruthy();
    const mine = within(dialog).getByRole('radio', { name: /Architecte logiciel/ });
    const theirs = within(dialog).getByRole('radio', { name: /Architecte cloud/ });
    expect((mine as HTMLInputElement).checked).toBe(true);
    await user.click(theirs);
    await user.click(within(dialog).getByTestId('merge-conflict-save'));
    await waitFor(() => expect(api.file().version).toBe(5));
    expect(api.file().desiredPosition).toBe('Architecte cloud');
    await waitFor(() =>
      expect(screen.getByTestId<HTMLInputElement>('job-desired-position').value).toBe('Architecte cloud'),
    );
  });

  it('keeps "mine" when chosen', async () => {
    const { api, user, dialog } = await conflictOnPosition();
    await user.click(within(dialog).getByTestId('merge-conflict-save'));
    await waitFor(() => expect(api.file().version).toBe(5));
    expect(api.file().desiredPosition).toBe('Architecte logiciel');
  });

  it('cancelled: nothing is saved, the entries stay on screen', async () => {
    const { api, user, dialog, router } = await conflictOnPosition();
    await user.click(within(dialog).getByTestId('merge-conflict-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.patches()).toHaveLength(1);
    expect(api.file().desiredPosition).toBe('Architecte cloud');
    expect(router.state.location.pathname).toBe('/takeoff/2');
    expect(screen.getByTestId<HTMLInputElement>('job-desired-position').value).toBe('Architecte logiciel');
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    const api = server(
      { desiredPosition: 'Développeuse' },
      { userSettings: { displayLanguage: 'en', chosenUserMode: null } },
    );
    renderRoutes('/takeoff/2');
    const user = userEvent.setup();
    const position = await screen.findByTestId('job-desired-position');
    api.otherTab({ desiredPosition: 'Architecte cloud' });
    await user.clear(position);
    await user.type(position, 'Architecte logiciel');
    await user.click(screen.getByTestId('mission-save'));
    const dialog = await screen.findByRole('dialog', { name: 'Changed on both sides' });
    expect(
      within(dialog).getByRole('radio', { name: 'Theirs (already saved): Architecte cloud' }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Desired position')).toBeTruthy();
  });
});

describe('a local draft restored after a reload is merged with what was saved since (issue #26 §13)', () => {
  it("keeps the other tab's entries saved after the draft was typed", async () => {
    server({ softSkills: ['Écoute', 'Rigueur'] });
    // Typed before the other tab saved "Rigueur": the draft's base had "Écoute" only.
    localStorage.setItem(
      draftKey(USER_ID, 4),
      JSON.stringify({
        savedAt: new Date().toISOString(),
        value: {
          format: 1,
          fields: { softSkills: ['Écoute', 'Autonomie'] },
          base: { softSkills: ['Écoute'] },
        },
      }),
    );
    renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('draft-restore'));
    expect(pills()).toEqual(['Écoute', 'Autonomie', 'Rigueur']);
  });
});
