/**
 * Add a candidate (spec §5 "Candidate add", §8 "candidate already exists", "creation error";
 * DESIGN.md `POST /api/users`; issue #9): the form checks with the API's own schema, says "at
 * least one field is empty" once, sends nothing invalid, keeps what was typed on a duplicate email
 * and names the email field, and announces the added candidate in the reader's language.
 */
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserWithResume } from '@highlight/domain/user';
import { ME_QUERY_KEY } from '../../../api/me.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { jsonResponse, mockApi } from '../../../test/mock-api.ts';
import { TestProviders } from '../../../test/render-routes.tsx';
import { AddCandidateDialog } from './AddCandidateDialog.tsx';
import { asRead } from '../../../test/text.ts';

vi.mock('../../../lib/notify.ts', () => ({ notify: vi.fn() }));

const created = {
  id: '33333333-3333-4333-8333-333333333333',
  email: 'lea.martin@example.test',
  firstname: 'Léa',
  lastname: 'Martin',
  phoneNumber: '+33 6 12 34 56 78',
  trigram: 'LMA',
  roles: ['applicant'],
  status: 'inactive',
  resigner: false,
  avatar: null,
  userSettings: { displayLanguage: 'en', chosenUserMode: null },
  referee: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  isApplicant: true,
  isEmployee: false,
  isAdmin: false,
  isHr: false,
  isSuperAdmin: false,
};

/** The signed-in back-office user adding the candidate (the route loader has fetched them, spec §2). */
function viewer(role: 'admin' | 'superadmin'): UserWithResume {
  return {
    ...created,
    id: '55555555-5555-4555-8555-555555555555',
    roles: [role],
    isApplicant: false,
    isAdmin: role === 'admin',
    isSuperAdmin: role === 'superadmin',
  } as unknown as UserWithResume;
}

function renderDialog(me: UserWithResume = viewer('admin')) {
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(ME_QUERY_KEY, me);
  render(
    <TestProviders queryClient={queryClient}>
      <AddCandidateDialog opened onClose={onClose} />
    </TestProviders>,
  );
  return { onClose };
}

async function fill(values: { firstname?: string; lastname?: string; email?: string; phone?: string }) {
  const user = userEvent.setup();
  if (values.firstname) await user.type(screen.getByTestId('add-candidate-firstname'), values.firstname);
  if (values.lastname) await user.type(screen.getByTestId('add-candidate-lastname'), values.lastname);
  if (values.email) await user.type(screen.getByTestId('add-candidate-email'), values.email);
  if (values.phone) await user.type(screen.getByTestId('add-candidate-phone'), values.phone);
  return user;
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddCandidateDialog', () => {
  it('sends the four fields and the email language, then announces the candidate and closes', async () => {
    const api = mockApi({ 'POST /users': () => jsonResponse(201, created) });
    const { onClose } = renderDialog();
    const user = await fill({
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea.martin@example.test',
      phone: '+33 6 12 34 56 78',
    });
    await user.click(screen.getByRole('radio', { name: 'English' }));
    await user.click(screen.getByTestId('add-candidate-submit'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/users',
        body: {
          firstname: 'Léa',
          lastname: 'Martin',
          email: 'lea.martin@example.test',
          phoneNumber: '+33 6 12 34 56 78',
          displayLanguage: 'en',
          // The one-candidate dialog says the email leaves: it asks for it (issue #28 §5 made it a choice).
          sendAccountEmail: true,
        },
      },
    ]);
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        title: 'Léa Martin has been added.',
        text: 'An account-creation email was sent to lea.martin@example.test.',
      }),
    );
  });

  it('says "at least one field is empty" once, marks the empty fields, and sends nothing', async () => {
    const api = mockApi({});
    renderDialog();
    const user = await fill({ firstname: 'Léa', email: 'lea@example.test' });
    await user.click(screen.getByTestId('add-candidate-submit'));

    expect((await screen.findByTestId('add-candidate-empty')).textContent).toBe(
      'At least one field is empty.',
    );
    expect(screen.getByTestId('add-candidate-lastname').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('add-candidate-phone').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('add-candidate-firstname').getAttribute('aria-invalid')).not.toBe('true');
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['fr', 'R2D2', '06 12 34 56 78', 'Le nom ne doit pas contenir de caractères spéciaux.', 'Le numéro'],
    ['en', 'R2D2', '06 12 34 56 78', 'The name must not contain special characters.', 'number'],
  ])('gives the spec §5 rules’ messages (%s)', async (language, lastname, phone, nameMessage, phoneWord) => {
    await i18n.changeLanguage(language);
    const api = mockApi({});
    renderDialog();
    const user = await fill({ firstname: 'Léa', lastname, email: 'lea@example.test', phone });
    await user.click(screen.getByTestId('add-candidate-submit'));
    expect(await screen.findByText(nameMessage)).toBeTruthy();
    const phoneInput = screen.getByTestId('add-candidate-phone');
    const described = (phoneInput.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain(phoneWord);
    expect(api.calls).toEqual([]);
  });

  // issue #26 §26: the English hint gave +44 20 7946 0958 and its error +33 6 12 34 56 78; the first
  // name's error said "Le nom…".
  it.each([
    ['fr', 'Le prénom ne doit pas contenir de caractères spéciaux.'],
    ['en', 'The first name must not contain special characters.'],
  ])(
    'names the first name, and gives one phone example in the hint, the error and the field (%s)',
    async (language, firstNameMessage) => {
      await i18n.changeLanguage(language);
      const api = mockApi({});
      renderDialog();
      const user = await fill({
        firstname: 'M4rie',
        lastname: 'Martin',
        email: 'lea@example.test',
        phone: '0612',
      });
      await user.click(screen.getByTestId('add-candidate-submit'));
      expect(await screen.findByText(firstNameMessage)).toBeTruthy();
      const phoneInput = screen.getByTestId<HTMLInputElement>('add-candidate-phone');
      const described = (phoneInput.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '');
      const examples = described.flatMap((text) => text.match(/\+\d[\d ]*\d/g) ?? []);
      expect(examples).toHaveLength(2);
      expect(new Set([...examples, phoneInput.placeholder])).toEqual(new Set([phoneInput.placeholder]));
      expect(api.calls).toEqual([]);
    },
  );

  it('shows "candidate already exists" on the email field and keeps what was typed', async () => {
    mockApi({
      'POST /users': () =>
        jsonResponse(409, {
          code: 'CANDIDATE_EXISTS',
          message: 'A candidate already exists with this email address.',
        }),
    });
    const { onClose } = renderDialog();
    const user = await fill({
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea.martin@example.test',
      phone: '+33 6 12 34 56 78',
    });
    await user.click(screen.getByTestId('add-candidate-submit'));

    expect(await screen.findByText('A candidate already exists with this email address.')).toBeTruthy();
    expect(screen.getByTestId('add-candidate-email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId<HTMLInputElement>('add-candidate-lastname').value).toBe('Martin');
    expect(onClose).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();

    // Typing another email clears the message.
    await user.type(screen.getByTestId('add-candidate-email'), 'x');
    expect(screen.queryByText('A candidate already exists with this email address.')).toBeNull();
  });

  // issue #26 §24: a soft-deleted person's email is not "already exists": say they were deleted,
  // and let a superadmin (only) restore them from here.
  const deletedAnswer = () =>
    jsonResponse(409, {
      code: 'CANDIDATE_DELETED',
      message: 'This person was deleted: they cannot be added again. A super administrator can restore them.',
    });

  it.each([
    ['en', 'This person was deleted: they cannot be added again. A super administrator can restore them.'],
    [
      'fr',
      'Cette personne a été supprimée\u202f: elle ne peut pas être ajoutée de nouveau. Un super administrateur peut la restaurer.',
    ],
  ] as const)(
    'says a deleted person was deleted, not that they exist, and offers an admin no restore (%s)',
    async (lng, message) => {
      await i18n.changeLanguage(lng);
      const api = mockApi({ 'POST /users': deletedAnswer });
      const { onClose } = renderDialog(viewer('admin'));
      const user = await fill({
        firstname: 'Léa',
        lastname: 'Martin',
        email: 'lea.martin@example.test',
        phone: '+33 6 12 34 56 78',
      });
      await user.click(screen.getByTestId('add-candidate-submit'));

      expect(await screen.findByText(asRead(message))).toBeTruthy();
      expect(screen.getByTestId('add-candidate-email').getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByText(/already exists|existe déjà/)).toBeNull();
      expect(screen.queryByTestId('add-candidate-restore')).toBeNull();
      expect(notify).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
      expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /users']);
    },
  );

  it('lets a superadmin restore the deleted person, then announces it and closes', async () => {
    const api = mockApi({
      'POST /users': deletedAnswer,
      'POST /users/restore': () => ({ ...created, status: 'active', roles: ['employee'] }),
    });
    const { onClose } = renderDialog(viewer('superadmin'));
    const user = await fill({
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea.martin@example.test',
      phone: '+33 6 12 34 56 78',
    });
    await user.click(screen.getByTestId('add-candidate-submit'));
    const restore = await screen.findByRole('button', { name: 'Restore' });
    expect(restore.getAttribute('data-testid')).toBe('add-candidate-restore');
    await user.click(restore);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/users/restore',
      body: { email: 'lea.martin@example.test' },
    });
    expect(notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'success',
        title: 'Léa Martin has been restored.',
        text: 'They appear in lists and search again and can sign in, as before their deletion.',
      }),
    );
  });

  it('reports a failed restore with its reason, 20 s, and keeps the dialog open', async () => {
    mockApi({
      'POST /users': deletedAnswer,
      'POST /users/restore': () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: 'This resource cannot be found.' }),
    });
    const { onClose } = renderDialog(viewer('superadmin'));
    const user = await fill({
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea.martin@example.test',
      phone: '+33 6 12 34 56 78',
    });
    await user.click(screen.getByTestId('add-candidate-submit'));
    await user.click(await screen.findByTestId('add-candidate-restore'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'The person could not be restored.',
        text: 'This resource cannot be found.',
        durationMs: 20_000,
      }),
    );
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports any other failure as the spec §8 creation error, 20 s', async () => {
    mockApi({
      'POST /users': () => jsonResponse(500, { code: 'INTERNAL', message: 'An unexpected error occurred.' }),
    });
    const { onClose } = renderDialog();
    const user = await fill({
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea.martin@example.test',
      phone: '+33 6 12 34 56 78',
    });
    await user.click(screen.getByTestId('add-candidate-submit'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        expect.objectContaining({
          type: 'error',
          title: 'The candidate could not be added.',
          durationMs: 20000,
        }),
      ),
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
