/**
 * Issue #26 §14 "Escape discards a dialog's typed content": a dialog holding unsaved input (new
 * diploma, experience, project) asks « Abandonner la saisie ? » before Escape, its close button or
 * Cancel close it — keep editing, or discard; an untouched dialog closes at once. What a dialog
 * holds is a local draft too: after a reload the mission offers to reopen it. And issue #26 §19
 * "a discarded draft is offered again": once discarded, a draft is not offered again.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { draftKey, readDraft } from '../../../lib/local-drafts.ts';
import { makeResume, makeUser, USER_ID } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

const DIALOG_6 = `${draftKey(USER_ID, 6)}:dialog`;

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(resume = makeResume()) {
  return mockApi({
    'GET /users/me': () => makeUser({ resume }),
    'GET /reference': () => ({ version: 1, items: [] }),
  });
}

/** Opens the new-diploma dialog of mission 6 and types a title. */
async function typeNewDiploma(user: ReturnType<typeof userEvent.setup>, title = 'Master MIAGE') {
  await user.click(await screen.findByTestId('diplomas-add'));
  const dialog = await screen.findByTestId('diplomas-dialog');
  if (title) await user.type(within(dialog).getByTestId('diplomas-title'), title);
  return dialog;
}

const discardDialog = () => screen.queryByRole('dialog', { name: 'Abandonner la saisie\u202f?' });

describe('closing a dialog that holds typed input asks first (issue #26 §14)', () => {
  it('Escape on an untouched dialog closes it at once', async () => {
    api();
    renderRoutes('/takeoff/6');
    const user = userEvent.setup();
    await typeNewDiploma(user, '');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('diplomas-dialog')).toBeNull());
    expect(discardDialog()).toBeNull();
  });

  it('Escape with typed input asks; "keep editing" keeps the dialog and what was typed', async () => {
    api();
    renderRoutes('/takeoff/6');
    const user = userEvent.setup();
    await typeNewDiploma(user);
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Abandonner la saisie\u202f?' });
    await user.click(within(confirm).getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(discardDialog()).toBeNull());
    expect(screen.getByTestId<HTMLInputElement>('diplomas-title').value).toBe('Master MIAGE');
  });

  it('Escape with typed input asks; "discard" closes it and forgets what was typed', async () => {
    api();
    renderRoutes('/takeoff/6');
    const user = userEvent.setup();
    await typeNewDiploma(user);
    await waitFor(() => expect(readDraft(DIALOG_6)).toBeDefined());
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Abandonner la saisie\u202f?' });
    await user.click(within(confirm).getByRole('button', { name: 'Abandonner' }));
    await waitFor(() => expect(screen.queryByTestId('diplomas-dialog')).toBeNull());
    expect(readDraft(DIALOG_6)).toBeUndefined();
    await user.click(screen.getByTestId('diplomas-add'));
    expect((await screen.findByTestId<HTMLInputElement>('diplomas-title')).value).toBe('');
  });

  it('the Cancel button asks too', async () => {
    api();
    renderRoutes('/takeoff/6');
    const user = userEvent.setup();
    const dialog = await typeNewDiploma(user);
    await user.click(within(dialog).getByTestId('diplomas-dialog-cancel'));
    expect(await screen.findByRole('dialog', { name: 'Abandonner la saisie\u202f?' })).toBeTruthy();
  });

  it('the experience dialog asks before its close button drops the typed position', async () => {
    api();
    renderRoutes('/takeoff/5');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('experience-add'));
    const dialog = await screen.findByTestId('experience-dialog');
    await user.type(within(dialog).getByTestId('experience-position'), 'Tech lead');
    const close = document.querySelector<HTMLButtonElement>('.mantine-Modal-close');
    expect(close).not.toBeNull();
    await user.click(close!);
    expect(await screen.findByRole('dialog', { name: 'Abandonner la saisie\u202f?' })).toBeTruthy();
  });

  it('the project dialog asks before Escape drops the typed name (English)', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /users/me': () =>
        makeUser({
          userSettings: { displayLanguage: 'en', chosenUserMode: null },
          resume: makeResume({
            experiences: [
              {
                id: 'e1',
                corporation: 'ACME',
                personalProject: false,
                sector: null,
                position: 'Développeuse',
                context: 'Refonte',
                startDate: '2020-01',
                endDate: null,
                projectExperiences: [],
              },
            ],
          }),
        }),
      'GET /reference': () => ({ version: 1, items: [] }),
    });
    renderRoutes('/takeoff/5');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('experience-project-add'));
    const dialog = await screen.findByTestId('experience-project-dialog');
    await user.type(within(dialog).getByTestId('experience-project-name'), 'Migration');
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard what you typed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByTestId('experience-project-name')).toBeNull());
  });
});

describe("a dialog's typed content survives a reload (issue #26 §14)", () => {
  it('is offered back after a reload and reopens the dialog with it', async () => {
    api();
    const first = renderRoutes('/takeoff/6');
    const user = userEvent.setup();
    await typeNewDiploma(user);
    await waitFor(() => expect(readDraft(DIALOG_6)).toBeDefined());
    first.unmount();

    renderRoutes('/takeoff/6');
    const offer = await screen.findByTestId('dialog-draft-offer');
    expect(offer.textContent).toContain('Master MIAGE');
    expect(screen.queryByTestId('diplomas-dialog')).toBeNull();
    await user.click(within(offer).getByTestId('dialog-draft-restore'));
    expect((await screen.findByTestId<HTMLInputElement>('diplomas-title')).value).toBe('Master MIAGE');
    expect(screen.queryByTestId('dialog-draft-offer')).toBeNull();
  });

  it('once discarded, is not offered again', async () => {
    api();
    const first = renderRoutes('/takeoff/6');
    const user = userEvent.setup();
    await typeNewDiploma(user);
    await waitFor(() => expect(readDraft(DIALOG_6)).toBeDefined());
    first.unmount();

    const second = renderRoutes('/takeoff/6');
    await user.click(await screen.findByTestId('dialog-draft-discard'));
    expect(screen.queryByTestId('dialog-draft-offer')).toBeNull();
    second.unmount();
    renderRoutes('/takeoff/6');
    await screen.findByTestId('diplomas-add');
    expect(screen.queryByTestId('dialog-draft-offer')).toBeNull();
  });
});

describe('the experience and project dialogs survive a reload too (issue #26 §14)', () => {
  const withExperience = () =>
    makeResume({
      experiences: [
        {
          id: 'e1',
          corporation: 'ACME',
          personalProject: false,
          sector: null,
          position: 'Développeuse',
          context: 'Refonte',
          startDate: '2020-01',
          endDate: null,
          projectExperiences: [],
        },
      ],
    });

  it('reopens a new experience with the position typed', async () => {
    api();
    const first = renderRoutes('/takeoff/5');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('experience-add'));
    await user.type(await screen.findByTestId('experience-position'), 'Tech lead');
    await waitFor(() => expect(readDraft(`${draftKey(USER_ID, 5)}:dialog`)).toBeDefined());
    first.unmount();

    renderRoutes('/takeoff/5');
    const offer = await screen.findByTestId('dialog-draft-offer');
    expect(offer.textContent).toContain('Tech lead');
    await user.click(within(offer).getByTestId('dialog-draft-restore'));
    expect((await screen.findByTestId<HTMLInputElement>('experience-position')).value).toBe('Tech lead');
  });

  it('reopens a new project of its experience with the name typed', async () => {
    api(withExperience());
    const first = renderRoutes('/takeoff/5');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('experience-project-add'));
    await user.type(await screen.findByTestId('experience-project-name'), 'Migration cloud');
    await waitFor(() => expect(readDraft(`${draftKey(USER_ID, 5)}:dialog`)).toBeDefined());
    first.unmount();

    renderRoutes('/takeoff/5');
    await user.click(await screen.findByTestId('dialog-draft-restore'));
    expect((await screen.findByTestId<HTMLInputElement>('experience-project-name')).value).toBe(
      'Migration cloud',
    );
  });
});

describe('a discarded mission draft is not offered again (issue #26 §19)', () => {
  it('even when a page still open elsewhere writes the same entries back', async () => {
    api();
    const key = draftKey(USER_ID, 4);
    // Page 1 (another tab) holds typed, unsaved entries and keeps them as its draft.
    const page1 = renderRoutes('/takeoff/4');
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('soft-skill-input'), 'Mentorat{Enter}');
    await waitFor(() => expect(readDraft(key)).toBeDefined());

    // Page 2 opens the mission, is offered the draft, discards it.
    const page2 = renderRoutes('/takeoff/4');
    const offer = await within(page2.container).findByTestId('draft-offer');
    await user.click(within(offer).getByTestId('draft-discard'));
    expect(readDraft(key)).toBeUndefined();
    page2.unmount();

    // Page 1 is hidden, then closed: it writes what it holds again, as it always did.
    act(() => {
      fireEvent(window, new Event('pagehide'));
    });
    page1.unmount();

    renderRoutes('/takeoff/4');
    await screen.findByTestId('soft-skill-input');
    expect(screen.queryByTestId('draft-offer')).toBeNull();
  });
});
