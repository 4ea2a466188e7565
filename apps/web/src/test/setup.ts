/**
 * Test set-up for the web project: in jsdom, the browser APIs Mantine relies on that jsdom lacks,
 * and a clean DOM and storage between tests. Files running in the node environment skip it.
 */
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadCatalogues, loadLanguage } from '../i18n/i18n.ts';
import { matchMediaAnswering } from './media.ts';

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = matchMediaAnswering(false);
  }

  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
  }

  // Mantine's auto-growing Textarea measures fonts.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      value: {
        ready: Promise.resolve(),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      },
    });
  }

  // Both languages' messages, every group, as the app fetches them when it shows a language and a
  // screen (i18n.ts).
  await loadCatalogues('missions', 'backOffice');
  await Promise.all([loadLanguage('fr'), loadLanguage('en')]);

  // findBy and waitFor give up after 5 s instead of 1 s: on a loaded CI machine the first render of a
  // screen whose code loads on use took over a second. A test still fails when it never shows.
  configure({ asyncUtilTimeout: 5000 });

  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = function scrollIntoView() {};

  afterEach(() => {
    // Mantine's notification store outlives a render: past its limit new ones would only queue.
    notifications.clean();
    notifications.cleanQueue();
    cleanup();
    window.sessionStorage.clear();
  });
}
