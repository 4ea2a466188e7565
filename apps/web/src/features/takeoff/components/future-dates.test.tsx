/**
 * issue #26 §16, in missions 5 and 6: a date after the current month is refused in the dialogs
 * with the localised message (an experience starting next month and "still employed", a
 * certification obtained next month), a diploma expected within 12 months is taken, the month
 * pickers offer no year after the current one for experiences, and a file stored with a future
 * date before the rule still opens. The clock is faked (Date only) at 15 June 2026.
 */
import { resources } from '@highlight/domain/i18n';
import type { Experience } from '@highlight/domain/resume';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser, RESUME_PATH, savesResume } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { asRead } from '../../../test/text.ts';

const fr = resources.fr.validation as Record<string, string>;
const en = resources.en.validation as Record<string, string>;

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.UTC(2026, 5, 15, 12)));
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function api(body: Parameters<typeof makeResume>[0], locale: 'fr' | 'en' = 'fr') {
  return mockApi({
    'GET /users/me': () =>
      makeUser({
        resume: makeResume(body, { version: 5 }),
        userSettings: { displayLanguage: locale, chosenUserMode: null },
      }),
    'GET /reference': () => ({ version: 1, items: [] }),
    [`PATCH ${RESUME_PATH}`]: savesResume(6),
  });
}

const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH');
type User = ReturnType<typeof userEvent.setup>;

async function selectMonth(user: User, prefix: string, yearMonth: string) {
  const [year = '', month = ''] = yearMonth.split('-');
  await user.selectOptions(screen.getByTestId(`${prefix}-month`), month);
  await user.selectOptions(screen.getByTestId(`${prefix}-year`), year);
}

async function fillExperience(user: User, start: string, end: string | null) {
  await user.type(screen.getByTestId('experience-company'), 'Banque Horizon');
  await user.type(screen.getByTestId('experience-position'), 'Développeuse');
  await user.click(screen.getByTestId('experience-context'));
  await user.paste('Refonte du SI');
  await selectMonth(user, 'experience-start', start);
  if (end === null) await user.click(screen.getByTestId('experience-still-employed'));
  else await selectMonth(user, 'experience-end', end);
}

const FUTURE: Experience = {
  id: 'e-future',
  corporation: 'Ancienne Saisie',
  personalProject: false,
  sector: null,
  position: 'Architecte',
  context: 'Saisi avant la règle',
  startDate: '2027-01',
  endDate: null,
  projectExperiences: [],
};

describe('issue #26 §16: mission 5 refuses dates in the future', { timeout: 20_000 }, () => {
  it('refuses a start next month, still employed, with the French message, and saves nothing', async () => {
    const { calls } = api({});
    renderRoutes('/takeoff/5');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('experience-add'));
    // No year after the current one is offered.
    const years = within(screen.getByTestId('experience-start-year'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(years).toContain('2026');
    expect(years).not.toContain('2027');

    await fillExperience(user, '2026-07', null);
    await user.click(screen.getByTestId('experience-save'));
    expect(within(screen.getByTestId('experience-form')).getByText(asRead(fr.futureDate!))).toBeTruthy();
    expect(screen.getByTestId('experience-start-month').getAttribute('aria-invalid')).toBe('true');

    // The current month is fine.
    await selectMonth(user, 'experience-start', '2026-06');
    await user.click(screen.getByTestId('experience-save'));
    await waitFor(() => expect(screen.queryByTestId('experience-form')).toBeNull());
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]?.body).toMatchObject({ experiences: [{ startDate: '2026-06', endDate: null }] });
  });

  it('refuses an end date next month', async () => {
    api({});
    renderRoutes('/takeoff/5');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('experience-add'));
    await fillExperience(user, '2024-01', '2026-08');
    await user.click(screen.getByTestId('experience-save'));
    expect(within(screen.getByTestId('experience-form')).getByText(asRead(fr.futureDate!))).toBeTruthy();
    expect(screen.getByTestId('experience-end-month').getAttribute('aria-invalid')).toBe('true');
  });

  it('still opens a file stored with a future date, and says what to correct when saving', async () => {
    const { calls } = api({ experiences: [FUTURE] });
    renderRoutes('/takeoff/5');
    expect(await screen.findByText('Ancienne Saisie')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('mission-next'));
    expect(await screen.findByText(asRead(fr.futureDate!))).toBeTruthy();
    expect(patches(calls)).toEqual([]);
  });
});

describe('issue #26 §16: mission 6 and the dates of diplomas', { timeout: 20_000 }, () => {
  async function addDiploma(user: User, type: string, title: string, month: string, year: string) {
    await user.click(await screen.findByTestId('diplomas-add'));
    const dialog = within(screen.getByRole('dialog'));
    await user.click(dialog.getByLabelText(type));
    await user.click(screen.getByTestId('diplomas-title'));
    await user.paste(title);
    await user.click(screen.getByTestId('diplomas-school'));
    await user.paste('AWS');
    await user.selectOptions(screen.getByTestId('diplomas-month'), month);
    await user.selectOptions(screen.getByTestId('diplomas-year'), year);
    await user.click(screen.getByTestId('diplomas-dialog-save'));
  }

  it('refuses a certification obtained next month, in English too', async () => {
    await i18n.changeLanguage('en');
    api({}, 'en');
    renderRoutes('/takeoff/6');
    const user = userEvent.setup();
    await addDiploma(user, 'Certification', 'AWS Solutions Architect', '7', '2026');
    expect(within(screen.getByRole('dialog')).getByText(en.futureDate!)).toBeTruthy();
    expect(screen.getByTestId('diplomas-year').getAttribute('aria-invalid')).toBe('true');
  });

  it('takes a diploma expected within 12 months, and refuses one further ahead', async () => {
    api({});
    renderRoutes('/takeoff/6');
    const user = userEvent.setup();
    await addDiploma(user, 'Diplôme', 'Master Informatique', '6', '2027');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await addDiploma(user, 'Diplôme', 'Doctorat', '7', '2027');
    const message = fr.diplomaTooFarAhead!.replace('{{diplomaAheadMonthsMax}}', '12');
    expect(within(screen.getByRole('dialog')).getByText(message)).toBeTruthy();
  });
});
