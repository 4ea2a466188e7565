/**
 * Issue #26 §19: mission 1 says what the trigram is, truthfully. It is made once, when the account
 * is created (DESIGN.md "Trigram", `makeTrigram` called only by the account creations of the API),
 * and `PATCH users/me` never recomputes it: a hint saying "computed from your names" promised a
 * change that never comes. The hint says what it is for (anonymised files) and that it stays.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mission 1: the trigram (issue #26 §19)', () => {
  it.each([
    {
      locale: 'fr',
      use: /dossiers anonymisés/,
      stays: /attribué à la création de votre compte et ne change pas/,
      notDerived: /calculé à partir/i,
    },
    {
      locale: 'en',
      use: /anonymised files/,
      stays: /given when your account was created and does not change/,
      notDerived: /derived from/i,
    },
  ] as const)('says in $locale what the trigram is for and that it never changes', async (expected) => {
    const me = makeUser({
      trigram: 'CDU',
      userSettings: { displayLanguage: expected.locale, chosenUserMode: null },
    });
    mockApi({ 'GET /users/me': () => me, 'GET /reference': () => ({ version: 1, items: [] }) });
    renderRoutes('/takeoff/1');

    const trigram = await screen.findByTestId('personal-trigram');
    expect(trigram.textContent).toBe('CDU');
    // The hint describes the trigram for screen readers too.
    const hintId = trigram.getAttribute('aria-describedby') ?? '';
    const hint = document.getElementById(hintId)?.textContent ?? '';
    expect(hint).toMatch(expected.use);
    expect(hint).toMatch(expected.stays);
    expect(hint).not.toMatch(expected.notDerived);
  });
});
