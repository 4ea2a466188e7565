/**
 * Renders the app's real route table (guards, layout, pages) in a memory router, inside the same
 * providers as the app, with a fake signed-in session. Mantine runs in its `test` environment (no
 * transitions, no portals).
 */
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createRoutes } from '../app/router.tsx';
import { AppMantineProvider } from '../app/AppMantineProvider.tsx';
import { i18n } from '../i18n/i18n.ts';
import { ConfirmHost } from '../components/confirm/ConfirmHost.tsx';

/** The spies behind a fake session's actions. */
export function authSpies() {
  return {
    signinRedirect: vi.fn(() => Promise.resolve()),
    signoutRedirect: vi.fn(() => Promise.resolve()),
    removeUser: vi.fn(() => Promise.resolve()),
  };
}

/** A signed-in session whose actions are `spies`. */
export function fakeAuth(spies = authSpies()): AuthContextProps {
  return { isLoading: false, isAuthenticated: true, user: null, ...spies } as unknown as AuthContextProps;
}

/** The app's providers around `children`. */
export function TestProviders({
  queryClient,
  auth = fakeAuth(),
  children,
}: {
  queryClient: QueryClient;
  auth?: AuthContextProps;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppMantineProvider env="test">
        <>
          <Notifications />
          <QueryClientProvider client={queryClient}>
            <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
          </QueryClientProvider>
          <ConfirmHost />
        </>
      </AppMantineProvider>
    </I18nextProvider>
  );
}

/** Renders the routes at `path`; returns the router (for its location), the query client and the fake session. */
export function renderRoutes(path: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const spies = authSpies();
  const view = render(
    <TestProviders queryClient={queryClient} auth={fakeAuth(spies)}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, queryClient, auth: spies, ...view };
}
