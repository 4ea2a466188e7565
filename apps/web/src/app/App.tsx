import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from 'react-oidc-context';
import { RouterProvider } from 'react-router';
import { useRefetchMeOnTokenRefresh } from '../auth/use-refetch-me-on-refresh.ts';
import { AuthGate } from '../auth/AuthGate.tsx';
import { restoreReturnPath } from '../auth/session.ts';
import { SessionExpiryModal } from '../auth/SessionExpiryModal.tsx';
import { ConfirmHost } from '../components/confirm/ConfirmHost.tsx';
import { NotificationsHost } from '../components/notifications/NotificationsHost.tsx';
import { i18n } from '../i18n/i18n.ts';
import { createAppRouter } from './router.tsx';
import { AppMantineProvider } from './AppMantineProvider.tsx';

/** API answers are refetched on demand, not on every window focus; one retry for reads. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The application shell: theme, confirmation dialogs and notifications at the bottom right (spec
 * §2; both loaded on first use), queries, translations, and sign-in (spec §4) around the router.
 */
export function App({ userManager, queryClient }: { userManager: UserManager; queryClient: QueryClient }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AppMantineProvider>
        <NotificationsHost />
        <QueryClientProvider client={queryClient}>
          <AuthProvider userManager={userManager} onSigninCallback={restoreReturnPath}>
            <AuthGate userManager={userManager}>
              <SignedInApp userManager={userManager} />
            </AuthGate>
          </AuthProvider>
        </QueryClientProvider>
        <ConfirmHost />
      </AppMantineProvider>
    </I18nextProvider>
  );
}

/** The router, created once the user is signed in (its loaders call the API at once). */
function SignedInApp({ userManager }: { userManager: UserManager }) {
  const queryClient = useQueryClient();
  const [router] = useState(() => createAppRouter(queryClient));

  useRefetchMeOnTokenRefresh(userManager);

  return (
    <>
      <RouterProvider router={router} />
      <SessionExpiryModal />
    </>
  );
}
