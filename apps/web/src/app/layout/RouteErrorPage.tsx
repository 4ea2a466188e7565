import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TOAST_MS } from '@highlight/domain/constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundContent } from '../../components/not-found/NotFoundContent.tsx';
import { ApiError } from '../../lib/api.ts';
import { errorMessageKey } from '../../lib/error-message.ts';
import { notify } from '../../lib/notify.ts';

/**
 * What a route shows when its loader or page fails: the 404 page (unknown mission step), a
 * forbidden notice, or — when the current user could not be fetched — spec §8 "An error occurred
 * while fetching users." (3 s notification) with a retry. A 401 means the session is gone: sign in.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const auth = useAuth();
  const unauthenticated = error instanceof ApiError && error.status === 401;
  const apiError = error instanceof ApiError;

  useEffect(() => {
    if (unauthenticated) {
      // Without tokens the AuthGate sends the user to sign in, then back here.
      void auth.removeUser();
    } else if (apiError) {
      notify({ type: 'error', title: t('errors:fetchUsers'), durationMs: TOAST_MS.short });
    }
    // Once per error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;

  const forbidden =
    (isRouteErrorResponse(error) && error.status === 403) ||
    (error instanceof ApiError && error.status === 403);
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder shadow="sm" p="xl" maw={520} data-testid="route-error">
        <Stack>
          <Title order={2}>{forbidden ? t('errors:forbidden') : t('routeError.title')}</Title>
          <Text>{t(apiError ? errorMessageKey(error) : 'errors:anErrorOccurred')}</Text>
          <Group>
            <Button onClick={() => window.location.reload()}>{t('routeError.retry')}</Button>
            <Button variant="default" component={Link} to="/">
              {t('routeError.home')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
