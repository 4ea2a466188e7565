/**
 * spec §2 change-roles, §4 roles replaced wholesale, §5 "at least one must remain", §6 "with
 * confirmation", §7 `GET /oidcUsers`, `PATCH /oidcUsers/management-roles/{id}`, §8 role-change
 * notices (info first, then success; failure with the error): the superadmin screen, in both
 * languages.
 */
import type { UserWithResume } from '@highlight/domain/user';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { TestProviders } from '../../../test/render-routes.tsx';
import { ChangeRolesPage } from './ChangeRolesPage.tsx';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const ME_ID = '11111111-1111-4111-8111-111111111111';
const me = {
  id: ME_ID,
  firstname: 'Ada',
  lastname: 'Root',
  roles: ['superadmin'],
} as unknown as UserWithResume;
const root = {
  id: ME_ID,
  firstName: 'Ada',
  lastName: 'Root',
  email: 'root@highlight.test',
  clientRoles: [{ name: 'superadmin' }],
};
const claire = {
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Claire',
  lastName: 'Moreau',
  email: 'employee@highlight.test',
  clientRoles: [{ name: 'employee' }],
};

function renderPage() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  render(
    <TestProviders queryClient={queryClient}>
      <ChangeRolesPage />
    </TestProviders>,
  );
}

beforeEach(() => {
  vi.mocked(notify).mockClear();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('fr');
});

describe('ChangeRolesPage', () => {
  it.each([
    ['fr', 'Gestion des rôles', 'Salarié'],
    ['en', 'Role management', 'Employee'],
  ] as const)(
    'lists identity-provider users with their roles and searches as one types (%s)',
    async (lng, title, role) => {
      await i18n.changeLanguage(lng);
      const api = mockApi({
        'GET /oidcUsers': () => [root, claire],
      });
      renderPage();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      const card = await screen.findByTestId('change-roles-user-employee@highlight.test');
      expect(within(card).getByText(role)).toBeTruthy();

      await userEvent.setup().type(screen.getByTestId('change-roles-search'), 'claire');
      const urls = () =>
        vi
          .mocked(fetch)
          .mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString()));
      await waitFor(() => expect(urls()).toContainEqual(expect.stringContaining('/api/oidcUsers?q=claire')));
      expect(api.calls.every((call) => call.path === '/oidcUsers')).toBe(true);
    },
  );

  it('replaces the roles after confirmation, with an info notice and then a success notice', async () => {
    await i18n.changeLanguage('en');
    const api = mockApi({
      'GET /oidcUsers': () => [claire],
      [`PATCH /oidcUsers/management-roles/${claire.id}`]: () => ({
        ...claire,
        clientRoles: [{ name: 'employee' }, { name: 'admin' }],
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('change-roles-edit-employee@highlight.test'));
    const continueButton = screen.getByTestId('change-roles-continue');
    expect(continueButton.hasAttribute('disabled')).toBe(true); // nothing changed yet
    await user.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    await user.click(continueButton);

    const summary = screen.getByTestId('change-roles-summary');
    expect(summary.textContent).toContain('Before: Employee');
    expect(summary.textContent).toContain('After: Employee, Administrator');
    await user.click(screen.getByTestId('change-roles-confirm'));

    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PATCH',
        path: `/oidcUsers/management-roles/${claire.id}`,
        body: { roles: ['employee', 'admin'] },
      }),
    );
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    const [first, second] = vi.mocked(notify).mock.calls.map(([options]) => options);
    expect(first).toMatchObject({
      type: 'info',
      title: 'Role change',
      text: 'The roles of Claire Moreau are being changed…',
    });
    expect(second).toMatchObject({ type: 'success', title: 'Role change' });
    expect(second?.text).toContain('The roles of Claire Moreau have been changed.');
  });

  // issue #26 §25: the API authorises every request with the stored roles, and a token issued
  // before the change never writes the old ones back (apps/api/src/modules/roles/roles.test.ts
  // "lets the new roles in at once"), so the notice must not send the person to sign in again.
  it.each([
    [
      'fr',
      'Les rôles de Claire Moreau ont été modifiés. Ils s’appliquent immédiatement, sans nouvelle connexion.',
    ],
    ['en', 'The roles of Claire Moreau have been changed. They apply at once, without signing in again.'],
  ] as const)('says the new roles apply at once, not at the next sign-in (%s)', async (lng, text) => {
    await i18n.changeLanguage(lng);
    mockApi({
      'GET /oidcUsers': () => [claire],
      [`PATCH /oidcUsers/management-roles/${claire.id}`]: () => ({
        ...claire,
        clientRoles: [{ name: 'employee' }, { name: 'admin' }],
      }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('change-roles-edit-employee@highlight.test'));
    await user.click(screen.getByTestId('change-roles-role-admin'));
    await user.click(screen.getByTestId('change-roles-continue'));
    await user.click(screen.getByTestId('change-roles-confirm'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'success' })));
    const success = vi.mocked(notify).mock.calls.find(([options]) => options.type === 'success');
    expect(success?.[0].text).toBe(text);
    expect(success?.[0].text).not.toMatch(/prochaine connexion|next sign-in/);
  });

  it('keeps at least one role (spec §5) and a superadmin’s own superadmin role', async () => {
    mockApi({ 'GET /oidcUsers': () => [root, claire] });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('change-roles-edit-employee@highlight.test'));
    await user.click(screen.getByRole('checkbox', { name: 'Salarié' }));
    expect(within(screen.getByRole('dialog')).getByText('Au moins un rôle doit rester.')).toBeTruthy();
    expect(screen.getByTestId('change-roles-continue').hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    await user.click(screen.getByTestId('change-roles-edit-root@highlight.test'));
    const own = screen.getByRole('checkbox', { name: 'Super administrateur' });
    expect(own.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('Vous ne pouvez pas retirer votre propre rôle de super administrateur.'),
    ).toBeTruthy();
  });

  it('says what failed, after the words of spec §8', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /oidcUsers': () => [claire],
      [`PATCH /oidcUsers/management-roles/${claire.id}`]: () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: 'This resource cannot be found.' }),
    });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('change-roles-edit-employee@highlight.test'));
    await user.click(screen.getByRole('checkbox', { name: 'Human resources' }));
    await user.click(screen.getByTestId('change-roles-continue'));
    await user.click(screen.getByTestId('change-roles-confirm'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          text: 'The roles could not be changed: This resource cannot be found.',
          durationMs: 20000,
        }),
      ),
    );
  });

  it('shows the lookup failure with a retry', async () => {
    await i18n.changeLanguage('en');
    mockApi({
      'GET /oidcUsers': () =>
        jsonResponse(500, { code: 'INTERNAL', message: 'An unexpected error occurred.' }),
    });
    renderPage();
    const alert = await screen.findByTestId('change-roles-error');
    expect(alert.textContent).toContain('Search error');
    expect(alert.textContent).toContain('The users could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
