/**
 * issue #28 §2 in mission 2 (spec §1 job sought): the professional summary, a short paragraph
 * (`ZSummary`: at most `SUMMARY_MAX` characters, no `<` or `>`, only characters the documents print,
 * issue #26 §18), with its label, help text and character counter, in French and English; its
 * messages show as it is typed; it is saved with the mission (the PATCH body), trimmed, line breaks
 * kept, or refused with no PATCH at all. Long texts are pasted, not typed.
 */
import { resources } from '@highlight/domain/i18n';
import type { ResumeBody } from '@highlight/domain/resume';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser, RESUME_PATH, savesResume } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';

type Missions = Record<string, Record<string, string>>;
const job = {
  fr: (resources.fr.missions as Missions).job!,
  en: (resources.en.missions as Missions).job!,
};
const validation = {
  fr: resources.fr.validation as Record<string, string>,
  en: resources.en.validation as Record<string, string>,
};
const invalid = (resources.fr.missions as Missions).common!.invalid!;

// Route-level journeys of several steps, run beside other suites on a 2-core machine.
vi.setConfig({ testTimeout: 15_000 });

/** Renders mission 2 over `body` for a reader of `locale`, once its form is in. */
async function setup(body: Partial<ResumeBody> = {}, locale: 'fr' | 'en' = 'fr') {
  const api = mockApi({
    'GET /users/me': () =>
      makeUser({
        resume: makeResume(body, { version: 5 }),
        userSettings: { displayLanguage: locale, chosenUserMode: null },
      }),
    'GET /reference': () => ({ version: 1, items: [] }),
    [`PATCH ${RESUME_PATH}`]: savesResume(6),
  });
  const view = renderRoutes('/takeoff/2');
  await screen.findByTestId('job-form', {}, { timeout: 10_000 });
  return { ...api, ...view, user: userEvent.setup() };
}

const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH');

/** Replaces the summary at once: cleared, then pasted. */
async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  const field = screen.getByTestId('job-summary');
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** A paragraph of `length` characters, two sentences apart by a line break. */
function paragraph(length: number): string {
  const words = 'Conception et développement de plateformes de paiement pour la banque de détail. ';
  const text = `Développeuse full stack depuis huit ans.\n${words.repeat(20)}`;
  return (
    text
      .slice(0, length - 1)
      .trimEnd()
      .padEnd(length - 1, 'x') + '.'
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
  notifications.cleanQueue();
});

describe('issue #28 §2: the professional summary in mission 2', () => {
  it('is a labelled text area with its help text and counter, after the desired position', async () => {
    const { user } = await setup();
    const field = screen.getByRole('textbox', { name: job.fr.summary });
    expect(field.tagName).toBe('TEXTAREA');
    expect(field).toBe(screen.getByTestId('job-summary'));
    // The help text is the field's description, read with it.
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(job.fr.summaryHint);
    expect(screen.getByTestId('job-summary-counter').textContent).toBe('0 / 800 caractères');
    // Keyboard: the next stop after the desired position.
    await user.click(screen.getByTestId('job-desired-position'));
    await user.tab();
    expect(document.activeElement).toBe(field);
  });

  it('saves a pasted summary with the mission, trimmed, its line break kept', async () => {
    const { user, calls, router } = await setup({ desiredPosition: 'Tech lead' });
    const text = paragraph(780);
    expect(text).toHaveLength(780);
    await paste(user, `  ${text}\n`);
    expect(screen.getByTestId('job-summary-counter').textContent).toBe('780 / 800 caractères');
    expect(screen.queryByText(validation.fr.summaryTooLong!.replace('{{max}}', '800'))).toBeNull();
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/3'));
    expect(patches(calls)).toHaveLength(1);
    expect(patches(calls)[0]?.body).toMatchObject({
      version: 5,
      desiredPosition: 'Tech lead',
      summary: text,
    });
    expect((patches(calls)[0]?.body as { summary: string }).summary).toContain('huit ans.\nConception');
  });

  it('shows the summary already saved and keeps it when another field changes', async () => {
    const { user, calls, router } = await setup({ summary: 'Architecte depuis dix ans.' });
    expect(screen.getByTestId<HTMLTextAreaElement>('job-summary').value).toBe('Architecte depuis dix ans.');
    expect(screen.getByTestId('job-summary-counter').textContent).toBe('26 / 800 caractères');
    await user.click(screen.getByTestId('job-desired-position'));
    await user.paste('Architecte logiciel');
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/3'));
    expect(patches(calls)[0]?.body).toMatchObject({
      desiredPosition: 'Architecte logiciel',
      summary: 'Architecte depuis dix ans.',
    });
  });

  it.each([
    ['801 characters', () => paragraph(801), () => validation.fr.summaryTooLong!.replace('{{max}}', '800')],
    ['a less-than sign', () => 'J’aime Java <3', () => validation.fr.angleBrackets!],
    [
      'characters the documents cannot print',
      () => 'Développeuse 開発者',
      () => validation.fr.unprintableCharacters!.replace('{{characters}}', '開 発 者'),
    ],
  ])('refuses %s as it is pasted, and saves nothing', async (_case, text, message) => {
    const { user, calls, router } = await setup();
    await paste(user, text());
    // Testing Library reads the page's text with its runs of white space (U+202F too) made one space.
    expect(await screen.findByText(message().replace(/\s+/g, ' '))).toBeTruthy();
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(screen.getAllByText(invalid).length).toBeGreaterThan(0));
    expect(router.state.location.pathname).toBe('/takeoff/2');
    expect(patches(calls)).toEqual([]);
  });

  it('counts past the bound in red', async () => {
    const { user } = await setup();
    await paste(user, paragraph(801));
    const counter = screen.getByTestId('job-summary-counter');
    expect(counter.textContent).toBe('801 / 800 caractères');
    expect(counter.dataset.over).toBe('true');
  });

  it('speaks English to an English reader', async () => {
    await i18n.changeLanguage('en');
    const { user } = await setup({}, 'en');
    expect(screen.getByRole('textbox', { name: job.en.summary })).toBeTruthy();
    expect(screen.getByText(job.en.summaryHint!)).toBeTruthy();
    await paste(user, paragraph(801));
    expect(await screen.findByText(validation.en.summaryTooLong!.replace('{{max}}', '800'))).toBeTruthy();
    expect(screen.getByTestId('job-summary-counter').textContent).toBe('801 / 800 characters');
  });
});
