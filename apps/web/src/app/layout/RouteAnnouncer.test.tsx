/**
 * Issue #11 §2 "Keyboard and screen readers": a title per route ("Mission 3/7 · Highlight") in
 * the reader's language, focus moved to the page heading on navigation, and a skip link first.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { makeUser } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render-routes.tsx';
import { routeTitle } from './route-title.ts';

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('routeTitle (issue #11 §2)', () => {
  it('names every screen in the reader language, missions with their number', async () => {
    const fr = i18n.getFixedT('fr');
    expect(routeTitle('/takeoff/3', fr)).toBe('Mission 3/7 · Highlight');
    expect(routeTitle('/home', fr)).toBe('Accueil · Highlight');
    expect(routeTitle('/dashboard/', fr)).toBe('Tableau de bord · Highlight');
    expect(routeTitle('/takeoff/8', fr)).toBe('Page introuvable · Highlight');
    expect(routeTitle('/nowhere', fr)).toBe('Page introuvable · Highlight');
    await i18n.changeLanguage('en');
    const en = i18n.getFixedT('en');
    expect(routeTitle('/visualisation', en)).toBe('My file · Highlight');
    expect(routeTitle('/change-roles', en)).toBe('Role management · Highlight');
  });
});

describe('route announcer (issue #11 §2)', () => {
  it('titles the screen, and after a navigation moves the focus to its heading', async () => {
    const user = makeUser();
    mockApi({ 'GET /users/me': () => user });
    renderRoutes('/home');
    await screen.findByText('Bonjour Camille !');
    await waitFor(() => expect(document.title).toBe('Accueil · Highlight'));
    // The first screen keeps the browser's own start.
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(screen.getAllByRole('link', { name: 'Mon dossier' })[0] as HTMLElement);
    await waitFor(() => expect(document.title).toBe('Mon dossier · Highlight'));
    await waitFor(() => expect(document.activeElement?.tagName).toMatch(/^H[12]$/));
    expect(document.getElementById('main-content')?.contains(document.activeElement)).toBe(true);
  });

  it('offers a skip link to the main content as the first Tab stop', async () => {
    const user = makeUser();
    mockApi({ 'GET /users/me': () => user });
    renderRoutes('/home');
    await screen.findByText('Bonjour Camille !');
    await userEvent.tab();
    const skip = screen.getByTestId('skip-link');
    expect(document.activeElement).toBe(skip);
    expect(skip.textContent).toBe('Aller au contenu');
    expect(skip.getAttribute('href')).toBe('#main-content');
    expect(document.getElementById('main-content')).not.toBeNull();
  });
});
