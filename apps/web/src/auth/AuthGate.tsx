import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { UserManager } from 'oidc-client-ts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { GlobalLoader } from '../components/loader/GlobalLoader.tsx';
import { endSession, signinArgs } from './session.ts';

/**
 * spec §4 "login is required on load": renders `children` only for a signed-in user. Without a
 * session the browser goes to the sign-on server (coming back to the same path); a stored session
 * whose access token expired is first renewed with its refresh token. This is also where a session
 * lost later (refused refresh, 401) ends up: the tokens are removed, so the user is signed out here.
 * spec §8 "Failed token exchange: authentication error. Invalid nonce: token cleared.": a failed
 * sign-in callback clears the tokens and offers to sign in again.
 */
export function AuthGate({ userManager, children }: { userManager: UserManager; children: ReactNode }) {
  const auth = useAuth();
  const started = useRef(false);
  const callbackFailed = auth.error?.source === 'signinCallback';

  useEffect(() => {
    if (auth.isLoading || auth.isAuthenticated || auth.activeNavigator || callbackFailed) return;
    if (started.current) return;
    started.current = true;
    void (async () => {
      const stored = await userManager.getUser();
      if (stored?.refresh_token) {
        try {
          await userManager.signinSilent();
          started.current = false;
          return;
        } catch {
          // The refresh token is no longer valid: sign in again.
        }
      }
      await endSession(userManager);
      await userManager.signinRedirect(signinArgs());
    })();
  }, [auth.isLoading, auth.isAuthenticated, auth.activeNavigator, callbackFailed, userManager]);

  if (callbackFailed) return <SignInFailed userManager={userManager} />;
  if (!auth.isAuthenticated) return <GlobalLoader />;
  return children;
}

function SignInFailed({ userManager }: { userManager: UserManager }) {
  const { t } = useTranslation();
  useEffect(() => {
    void userManager.removeUser();
  }, [userManager]);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={420} data-testid="auth-error">
        <Stack>
          <Title order={2}>{t('errors:authentication')}</Title>
          <Text>{t('auth.failedText')}</Text>
          <Button
            onClick={() => void userManager.signinRedirect({ ...signinArgs(), state: { returnTo: '/' } })}
          >
            {t('auth.signInAgain')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
