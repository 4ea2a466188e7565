import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { loadCatalogues } from '../i18n/i18n.ts';
import { preloadScreen, revalidateOnNewPath } from './router.tsx';

vi.mock('../i18n/i18n.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadCatalogues: vi.fn(() => Promise.resolve()),
}));

/** The arguments React Router passes for a navigation from `from` to `to`. */
function navigation(from: string, to: string, defaultShouldRevalidate = true): ShouldRevalidateFunctionArgs {
  return {
    currentUrl: new URL(from, 'http://localhost'),
    nextUrl: new URL(to, 'http://localhost'),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate,
  };
}

describe('revalidateOnNewPath (spec §2 guards; issue #11 §7 search as typed)', () => {
  it('keeps the guards of the screen when only the query string changes', () => {
    expect(revalidateOnNewPath(navigation('/dashboard', '/dashboard?q=java'))).toBe(false);
    expect(revalidateOnNewPath(navigation('/dashboard?q=java', '/dashboard?q=java&page=2'))).toBe(false);
    expect(revalidateOnNewPath(navigation('/user?id=a', '/user?id=b'))).toBe(false);
  });

  it('runs the guards again on another screen, as React Router would', () => {
    expect(revalidateOnNewPath(navigation('/dashboard?q=java', '/user?id=a'))).toBe(true);
    expect(revalidateOnNewPath(navigation('/takeoff/3', '/takeoff/4'))).toBe(true);
    expect(revalidateOnNewPath(navigation('/home', '/dashboard', false))).toBe(false);
  });
});

describe('preloadScreen (issue #11 §6: the screen asked for loads at start-up)', () => {
  beforeEach(() => vi.mocked(loadCatalogues).mockClear());

  it("starts loading a screen's catalogues with its code", () => {
    preloadScreen('/dashboard');
    expect(loadCatalogues).toHaveBeenCalledWith('backOffice');
    preloadScreen('/takeoff/3');
    expect(loadCatalogues).toHaveBeenLastCalledWith('missions');
  });

  it('loads nothing for a path that is no screen', () => {
    preloadScreen('/');
    preloadScreen('/auth/callback');
    preloadScreen('/nowhere');
    expect(loadCatalogues).not.toHaveBeenCalled();
  });
});
