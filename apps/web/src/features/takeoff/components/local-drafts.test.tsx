/**
 * Issue #11 §4 "never lose typed data": each mission keeps a local draft as the user types, offers
 * it back after a reload (a new render of the app, as after a reload or an expired session) or a
 * failed save, until it is saved or discarded; a failed save keeps the user on the mission; the
 * error notice goes once the retry succeeds; Save after a failed Next stays on the mission.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { draftKey, readDraft } from '../../../lib/local-drafts.ts';
import { makeUser, USER_ID } from '../../../test/fixtures.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

const MISSION_2 = draftKey(USER_ID, 2);
const MISSION_1 = draftKey(USER_ID, 1);

beforeEach(async () => {
  await i18n.changeLanguage('fr');
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The resume saved by the fake API: the PATCH body, at the next version. */
function savedResume(body: unknown) {
  const me = makeUser();
  return { ...me.resume, ...(body as object), version: me.resume.version + 1 };
}

/** Types `text` as the desired position of mission 2, replacing what is there. */
async function typePosition(user: ReturnType<typeof userEvent.setup>, text: string) {
  const position = await screen.findByTestId('job-desired-position');
  await user.clear(position);
  await user.type(position, text);
}

describe('local drafts of the missions', () => {
  it('keeps what is typed, offers it back after a reload, and restores it on demand', async () => {
    mockApi({ 'GET /users/me': () => makeUser(), 'GET /reference': () => ({ version: 1, items: [] }) });
    const first = renderRoutes('/takeoff/2');
    const user = userEvent.setup();
    await typePosition(user, 'Architecte logiciel');
    await waitFor(() =>
      expect(readDraft(MISSION_2)?.value).toMatchObject({
        fields: { desiredPosition: 'Architecte logiciel' },
      }),
    );
    first.unmount();

    renderRoutes('/takeoff/2');
    const offer = await screen.findByTestId('draft-offer');
    expect(offer.textContent).toContain("n'a pas été enregistré");
    // Nothing is put in the form before the user says so.
    expect(screen.getByTestId<HTMLInputElement>('job-desired-position').value).not.toBe(
      'Architecte logiciel',
    );
    await user.click(screen.getByTestId('draft-restore'));
    expect(screen.getByTestId<HTMLInputElement>('job-desired-position').value).toBe('Architecte logiciel');
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    // Restored entries are unsaved entries: Save is offered.
    expect(screen.getByTestId<HTMLButtonElement>('mission-save').disabled).toBe(false);
  });

  it('forgets a discarded draft: nothing is offered after the next reload', async () => {
    mockApi({ 'GET /users/me': () => makeUser(), 'GET /reference': () => ({ version: 1, items: [] }) });
    const first = renderRoutes('/takeoff/2');
    const user = userEvent.setup();
    await typePosition(user, 'Architecte logiciel');
    await waitFor(() => expect(readDraft(MISSION_2)).toBeDefined());
    first.unmount();

    const second = renderRoutes('/takeoff/2');
    await user.click(await screen.findByTestId('draft-discard'));
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    expect(readDraft(MISSION_2)).toBeUndefined();
    second.unmount();

    renderRoutes('/takeoff/2');
    await screen.findByTestId('job-desired-position');
    expect(screen.queryByTestId('draft-offer')).toBeNull();
  });

  it('drops the draft once the mission is saved', async () => {
    mockApi({
      'GET /users/me': () => makeUser(),
      'GET /reference': () => ({ version: 1, items: [] }),
      [`PATCH /users/${USER_ID}/resume`]: savedResume,
    });
    renderRoutes('/takeoff/2');
    const user = userEvent.setup();
    await typePosition(user, 'Architecte logiciel');
    await waitFor(() => expect(readDraft(MISSION_2)).toBeDefined());
    await user.click(screen.getByTestId('mission-save'));
    await screen.findByText('Mission enregistrée.');
    await waitFor(() => expect(readDraft(MISSION_2)).toBeUndefined());
  });

  it('keeps mission 1 (personal information) the same way', async () => {
    mockApi({ 'GET /users/me': () => makeUser(), 'GET /reference': () => ({ version: 1, items: [] }) });
    const first = renderRoutes('/takeoff/1');
    const user = userEvent.setup();
    const firstname = await screen.findByTestId('personal-firstname');
    await user.clear(firstname);
    await user.type(firstname, 'Camélia');
    await waitFor(() =>
      expect(readDraft(MISSION_1)?.value).toMatchObject({ fields: { firstname: 'Camélia' } }),
    );
    first.unmount();

    renderRoutes('/takeoff/1');
    await user.click(await screen.findByTestId('draft-restore'));
    expect(screen.getByTestId<HTMLInputElement>('personal-firstname').value).toBe('Camélia');
    expect(screen.getByTestId<HTMLButtonElement>('mission-save').disabled).toBe(false);
  });

  it('ignores a stored draft that is not of this mission shape, and removes it', async () => {
    localStorage.setItem(
      MISSION_2,
      JSON.stringify({ savedAt: new Date().toISOString(), value: { format: 1, fields: { jobs: 'oops' } } }),
    );
    mockApi({ 'GET /users/me': () => makeUser(), 'GET /reference': () => ({ version: 1, items: [] }) });
    renderRoutes('/takeoff/2');
    await screen.findByTestId('job-desired-position');
    expect(screen.queryByTestId('draft-offer')).toBeNull();
    expect(localStorage.getItem(MISSION_2)).toBeNull();
  });
});

describe('a failed save (issue #11 §4)', () => {
  it('stays on the mission, keeps the draft, and the notice goes once the retry succeeds', async () => {
    let failures = 1;
    mockApi({
      'GET /users/me': () => makeUser(),
      'GET /reference': () => ({ version: 1, items: [] }),
      [`PATCH /users/${USER_ID}/resume`]: (body) =>
        failures-- > 0 ? jsonResponse(500, { code: 'INTERNAL', message: 'boom' }) : savedResume(body),
    });
    const { router } = renderRoutes('/takeoff/2');
    const user = userEvent.setup();
    await typePosition(user, 'Architecte logiciel');

    await user.click(screen.getByTestId('mission-next'));
    const notice = "Votre dossier n'a pas pu être enregistré.";
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/takeoff/2');
    await waitFor(() =>
      expect(readDraft(MISSION_2)?.value).toMatchObject({
        fields: { desiredPosition: 'Architecte logiciel' },
      }),
    );

    // Save after the failed Next saves in place: it does not move on without asking.
    await user.click(screen.getByTestId('mission-save'));
    await screen.findByText('Mission enregistrée.');
    expect(router.state.location.pathname).toBe('/takeoff/2');
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
    await waitFor(() => expect(readDraft(MISSION_2)).toBeUndefined());
  });
});
