/**
 * Home's JSON Resume import (issue #8 §11): an invalid file gets its error and stores nothing; a
 * valid one shows what it will fill, asks before replacing anything, then saves at the version read.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZResumeBody } from '@highlight/domain/resume';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

const require = createRequire(import.meta.url);
const sample = readFileSync(require.resolve('@jsonresume/schema/sample.resume.json'), 'utf8');
const catalogue = {
  version: 1,
  items: [
    { kind: 'domain', id: 'languages', parentId: null, labelFr: 'Langages', labelEn: 'Languages' },
    { kind: 'skill', id: 'javascript', parentId: 'languages', labelFr: 'JavaScript', labelEn: 'JavaScript' },
    { kind: 'skill', id: 'html', parentId: 'languages', labelFr: 'HTML5', labelEn: 'HTML5' },
    { kind: 'skill', id: 'css', parentId: 'languages', labelFr: 'CSS3', labelEn: 'CSS3' },
  ],
};

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const file = (text: string) => new File([text], 'resume.json', { type: 'application/json' });

describe('JSON Resume import on Home', () => {
  it('shows a clear error for a file that is not JSON Resume, and sends nothing', async () => {
    const { calls } = mockApi({ 'GET /users/me': () => makeUser(), 'GET /reference': () => catalogue });
    renderRoutes('/home');
    const input = (await screen.findByTestId('home-json-import')).querySelector('input[type=file]')!;
    await userEvent.setup().upload(input as HTMLInputElement, file('{"basics": 42}'));
    expect((await screen.findByTestId('json-import-error')).textContent).toBe(
      "Ce fichier n'est pas un document JSON Resume valide.",
    );
    await userEvent.setup().upload(input as HTMLInputElement, file('{ not json'));
    await waitFor(() =>
      expect(screen.getByTestId('json-import-error').textContent).toBe(
        "Ce fichier n'est pas un JSON valide.",
      ),
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('previews what it fills, asks before replacing, then saves at the version read', async () => {
    const current = makeResume({ desiredPosition: 'Développeur' }, { version: 4 });
    const { calls } = mockApi({
      'GET /users/me': () => makeUser({ resume: current }),
      'GET /reference': () => catalogue,
      [`PATCH /users/${makeUser().id}/resume`]: (body) => ({ ...current, ...(body as object), version: 5 }),
    });
    const user = userEvent.setup();
    renderRoutes('/home');
    const input = (await screen.findByTestId('home-json-import')).querySelector('input[type=file]')!;
    await user.upload(input as HTMLInputElement, file(sample));

    const preview = await screen.findByRole('dialog');
    expect(within(preview).getByTestId('json-import-counts').textContent).toContain('1 expérience(s)');
    expect(within(preview).getByTestId('json-import-counts').textContent).toMatch(
      /\d+ compétence\(s\) du catalogue/,
    );
    const replaces = within(preview).getByTestId('json-import-replaces');
    expect(replaces.textContent).toContain('Poste recherché');
    const apply = within(preview).getByTestId('json-import-apply');
    expect(apply.hasAttribute('disabled')).toBe(true);
    await user.click(within(preview).getByTestId('json-import-confirm-replace'));
    expect(apply.hasAttribute('disabled')).toBe(false);
    await user.click(apply);

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    const { version, ...body } = patch.body as { version: number };
    expect(version).toBe(4);
    expect(ZResumeBody.safeParse(body).success).toBe(true);
    expect((body as { experiences: { corporation: string }[] }).experiences[0]?.corporation).toBe(
      'Pied Piper',
    );
  });
});
