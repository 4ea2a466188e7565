/**
 * Start-up: read the identity settings (`GET /api/config`), set up sign-in and the API token,
 * then render the app. spec §8: "A lazy page load failure raises a preload error; if app start-up
 * fails the page reloads" — once: a second failure within a minute shows a message instead of
 * reloading forever.
 */
import './app/mantine-first.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { meQueryOptions } from './api/me.ts';
import { App, createQueryClient } from './app/App.tsx';
import { preloadScreen } from './app/router.tsx';
import { loadAuthConfig } from './auth/config.ts';
import { endSession } from './auth/session.ts';
import { createAccessTokenProvider } from './auth/token-provider.ts';
import { createUserManager } from './auth/user-manager.ts';
import { currentLocale, i18n, loadLanguage } from './i18n/i18n.ts';
import { setAccessTokenProvider } from './lib/api.ts';

const RELOAD_KEY = 'highlight.reloadedAt';
const RELOAD_WINDOW_MS = 60_000;

/** Reloads the page unless it was already reloaded for a failure within the last minute. */
function reloadOnce(): boolean {
  const last = Number(window.sessionStorage.getItem(RELOAD_KEY));
  if (last > 0 && Date.now() - last < RELOAD_WINDOW_MS) return false;
  window.sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

function showStartupFailure(root: HTMLElement): void {
  const message = document.createElement('p');
  message.style.cssText =
    'font-family: system-ui, sans-serif; margin: 4rem auto; max-width: 32rem; text-align: center;';
  message.textContent = i18n.t('web:app.startupFailed');
  root.replaceChildren(message);
}

window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

/**
 * Applies the app's stylesheet, which the built `index.html` only preloads so that the page's frame
 * paints before it (vite.config.ts `stylesheetAfterFirstPaint`), and resolves once it is in force.
 * In development Vite injects the styles itself: nothing to wait for. Rejects when it cannot load.
 */
function applyAppStyles(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>('link[data-app-styles]');
  if (!link) return Promise.resolve();
  return new Promise((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error('stylesheet failed to load')), { once: true });
    link.rel = 'stylesheet';
  });
}

async function start(root: HTMLElement): Promise<void> {
  const stylesApplied = applyAppStyles();
  stylesApplied.catch(() => undefined);
  // The identity settings (preloaded by index.html) and the messages of the language to show,
  // fetched together; the session's requests below leave without waiting for the messages.
  const languageLoading = loadLanguage(currentLocale());
  // Awaited before the first render; this only keeps an early failure from being reported unhandled.
  languageLoading.catch(() => undefined);
  const config = await loadAuthConfig();
  const userManager = createUserManager(config, window.location.origin);
  setAccessTokenProvider(createAccessTokenProvider(userManager, () => endSession(userManager)));
  const queryClient = createQueryClient();
  // issue #11 §6: with a stored session still valid, the current user (spec §2: fetched before
  // each route resolves) and the code of the screen asked for are fetched now, while the app
  // renders, not once the router starts; the router finds them on their way. Without a session
  // the sign-in flow goes first, as before.
  void userManager
    .getUser()
    .then((user) => {
      if (!user || user.expired) return;
      void queryClient.prefetchQuery(meQueryOptions);
      preloadScreen(window.location.pathname);
    })
    .catch(() => undefined);
  await Promise.all([languageLoading, stylesApplied]);
  // The first render in a transition: React splits it into short tasks instead of one long one,
  // so the page stays responsive while the app mounts (issue #11 §6, Total Blocking Time).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App userManager={userManager} queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

const root = document.getElementById('root');
if (root) {
  start(root).catch((error: unknown) => {
    console.error('Highlight failed to start', error);
    if (!reloadOnce()) showStartupFailure(root);
  });
}
