import { SESSION_CHECK_INTERVAL_SECONDS, SESSION_POPUP_THRESHOLD_SECONDS } from '@highlight/domain/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from 'react-oidc-context';
import { refreshSecondsLeft } from './refresh-expiry.ts';

const SessionExpiredDialog = lazy(() => import('./SessionExpiredDialog.tsx'));

/**
 * spec §4, §8 "session expired": every 120 s the refresh token's expiry is checked; with 180 s or
 * less left a blocking popup asks to reload the page (`SessionExpiredDialog`, whose code is fetched
 * then, not with the first screen: issue #11 §6).
 */
export function SessionExpiryModal() {
  const auth = useAuth();
  const refreshToken = auth.user?.refresh_token;
  const [expiring, setExpiring] = useState(false);

  useEffect(() => {
    const check = () => {
      const left = refreshSecondsLeft(refreshToken);
      if (left !== null && left <= SESSION_POPUP_THRESHOLD_SECONDS) setExpiring(true);
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [refreshToken]);

  return expiring ? (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  ) : null;
}
