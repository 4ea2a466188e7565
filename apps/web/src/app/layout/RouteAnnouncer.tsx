/**
 * Issue #11 §2 "Keyboard and screen readers": on every screen change the document title names the
 * screen (`route-title.ts`) and the keyboard focus moves to the screen's heading, so that a screen
 * reader says where the user arrived and Tab starts from the content, not from where the last
 * click was. The first screen after loading keeps the browser's own start.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeTitle } from './route-title.ts';

/** The id of the main region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** How long to wait for a lazily loaded screen to show its heading, in milliseconds. */
const HEADING_WAIT_MS = 3000;

/** Focuses the first heading of the main region once it shows; returns a function that stops waiting. */
function focusHeadingWhenShown(): () => void {
  const focus = () => {
    const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1, #${MAIN_CONTENT_ID} h2`);
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus();
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) stop();
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  // Once the user acts (a click, a key), the focus is theirs: never pull it away afterwards.
  const stopOnAction = () => stop();
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('pointerdown', stopOnAction, true);
    document.removeEventListener('keydown', stopOnAction, true);
  }
  document.addEventListener('pointerdown', stopOnAction, true);
  document.addEventListener('keydown', stopOnAction, true);
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Keeps the title in step with the route and moves focus to the heading after navigation. */
export function RouteAnnouncer() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    document.title = routeTitle(pathname, t);
  }, [pathname, t, i18n.language]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    return focusHeadingWhenShown();
  }, [pathname]);

  return null;
}
