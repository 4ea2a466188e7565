import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { revalidateOnNewPath } from './router.tsx';

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
