/**
 * Issue #26 §11 "a saved mission looks lost": a `users/me` refetch started before a save (a token
 * refresh landed then) and answered after it must not put the older resume back in the cache. The
 * resume's `version` decides: the cache keeps the highest version it has seen.
 */
import { QueryClient } from '@tanstack/react-query';
import type { UserWithResume } from '@highlight/domain/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeResume, makeUser } from '../test/fixtures.ts';
import { jsonResponse } from '../test/mock-api.ts';
import { ME_QUERY_KEY, meQueryOptions } from './me.ts';

afterEach(() => vi.unstubAllGlobals());

/** `fetch` answering GET /users/me with `answer` only when the returned `release` is called. */
function slowMe(answer: UserWithResume) {
  let release = () => {};
  const started = new Promise<void>((resolveStarted) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(jsonResponse(200, answer));
            resolveStarted();
          }),
      ),
    );
  });
  return { started, release: () => release() };
}

/** What the save writes into the cache (use-save-resume.ts `onSuccess`). */
function writeSaved(
  queryClient: QueryClient,
  version: number,
  languages: UserWithResume['resume']['languages'],
) {
  queryClient.setQueryData<UserWithResume>(ME_QUERY_KEY, (previous) =>
    previous ? { ...previous, resume: makeResume({ languages }, { version }) } : previous,
  );
}

describe('the cached users/me keeps the newest resume (issue #26 §11)', () => {
  it('ignores the resume of a users/me answer older than the last save', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(ME_QUERY_KEY, makeUser({ resume: makeResume({}, { version: 3 }) }));
    // The refetch starts (token refresh) and reads the file before the save lands: version 3.
    const stale = slowMe(makeUser({ firstname: 'Camélia', resume: makeResume({}, { version: 3 }) }));
    const refetch = queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    await stale.started;
    // The save answers first: version 4 with the languages of mission 7.
    writeSaved(queryClient, 4, [{ code: 'en', level: 'bilingual_native', score: null }]);
    stale.release();
    await refetch;

    const cached = queryClient.getQueryData<UserWithResume>(ME_QUERY_KEY);
    expect(cached?.resume.version).toBe(4);
    expect(cached?.resume.languages).toEqual([{ code: 'en', level: 'bilingual_native', score: null }]);
    // The rest of the answer (names, roles: what the refresh was for) is taken.
    expect(cached?.firstname).toBe('Camélia');
  });

  it('takes a users/me answer whose resume is as new or newer', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(ME_QUERY_KEY, makeUser({ resume: makeResume({}, { version: 3 }) }));
    const fresh = slowMe(makeUser({ resume: makeResume({ softSkills: ['Écoute active'] }, { version: 5 }) }));
    const refetch = queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    await fresh.started;
    fresh.release();
    await refetch;
    const cached = queryClient.getQueryData<UserWithResume>(ME_QUERY_KEY);
    expect(cached?.resume.version).toBe(5);
    expect(cached?.resume.softSkills).toEqual(['Écoute active']);
  });

  it('ignores a save answer older than a resume already cached (another tab saved since)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The query as the route guards create it (`ensureQueryData(meQueryOptions)`).
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(200, makeUser({ resume: makeResume({}, { version: 3 }) })))),
    );
    await queryClient.ensureQueryData(meQueryOptions);
    writeSaved(queryClient, 6, []);
    writeSaved(queryClient, 5, [{ code: 'de', level: 'notions', score: null }]);
    expect(queryClient.getQueryData<UserWithResume>(ME_QUERY_KEY)?.resume.version).toBe(6);
  });

  it('takes any resume of another user (a new sign-in on this computer)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(ME_QUERY_KEY, makeUser({ resume: makeResume({}, { version: 9 }) }));
    const other = slowMe(
      makeUser({ id: '0b7c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3', resume: makeResume({}, { version: 1 }) }),
    );
    const refetch = queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    await other.started;
    other.release();
    await refetch;
    expect(queryClient.getQueryData<UserWithResume>(ME_QUERY_KEY)?.resume.version).toBe(1);
  });
});
