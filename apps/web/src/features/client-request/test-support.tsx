/**
 * What the client-request panel's tests share (issue #27 §4–§6): the panel rendered alone in the
 * app's providers (with the confirmation host its saved requests use), one person of a
 * `POST /api/match` answer, and a paste into a field (one paste event, as in the browser; typing a
 * request key by key is slow under load). Each test file mocks `lib/api.ts` itself (vi.mock is per
 * file).
 */
import { MantineProvider } from '@mantine/core';
import type { MatchResponse } from '@highlight/domain/matching';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfirmHost } from '../../components/confirm/ConfirmHost.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { ClientRequestPanel } from './components/ClientRequestPanel.tsx';

type MatchAnswerPerson = MatchResponse['results'][number];

/** Renders the panel at `/dashboard` with a fresh query cache (no retries). */
export function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/dashboard', element: <ClientRequestPanel /> }], {
    initialEntries: ['/dashboard'],
  });
  return render(
    <MantineProvider env="test">
      <>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nextProvider>
        <ConfirmHost />
      </>
    </MantineProvider>,
  );
}

/**
 * One person of a match answer: an active employee "Alex <lastname>" holding `matched` (6 years
 * each) and lacking `missing`; `extra` adds or replaces result fields (evidence), `user` user fields.
 */
export function matchPerson(
  userId: string,
  lastname: string,
  score: number,
  matched: string[],
  missing: string[],
  {
    user,
    ...extra
  }: Partial<Omit<MatchAnswerPerson, 'user'>> & { user?: Partial<MatchAnswerPerson['user']> } = {},
) {
  return {
    userId,
    score,
    matched,
    missing,
    years: Object.fromEntries(matched.map((id) => [id, 6])),
    ...extra,
    user: {
      id: userId,
      email: `${lastname}@example.com`,
      firstname: 'Alex',
      lastname,
      trigram: lastname.slice(0, 3).toUpperCase(),
      roles: ['employee' as const],
      desiredPosition: 'Développeur',
      status: 'active' as const,
      resigner: false,
      referee: null,
      stars: 9,
      grade: 3 as const,
      updatedAt: '2026-10-01T00:00:00.000Z',
      outdated: false,
      ...user,
    },
  };
}

/** HR pastes `text` into `field`: a click, then one paste event. */
export async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
