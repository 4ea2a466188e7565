import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

const TICK_MS = 200;

/**
 * spec §2, §9 `/login-admin`: goes to `to` after `delayMs` and returns the whole seconds left, for
 * display. `delayMs` null means no redirect is planned (and returns null). Changing `delayMs`
 * restarts the countdown; leaving the page cancels it.
 */
export function useRedirectCountdown(delayMs: number | null, to: string): number | null {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (delayMs === null) {
      setSecondsLeft(null);
      return;
    }
    const deadline = Date.now() + delayMs;
    setSecondsLeft(Math.ceil(delayMs / 1000));
    const tick = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    }, TICK_MS);
    const redirect = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [delayMs, to, navigate]);

  // Before the effect's first tick, the full delay.
  return delayMs === null ? null : (secondsLeft ?? Math.ceil(delayMs / 1000));
}
