/**
 * Driving the seven missions of `/takeoff/1` … `/takeoff/7` (spec §1, §2, §4) as a person does:
 * the stepper, the catalogue pickers, Mantine's selects and the dialogs of missions 5 and 6.
 * Selectors are the editors' `data-testid`s (apps/web/src/features/takeoff/components/**) and the
 * French texts of packages/domain/src/i18n/fr/**.
 */
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { waitForApp } from './app.ts';

/** The API call a mission saves with: mission 1 edits the user, missions 2–7 the resume (spec §7). */
export type MissionSave = 'user' | 'resume';

const SAVE_PATHS: Record<MissionSave, RegExp> = {
  user: /^\/api\/users\/me$/,
  resume: /^\/api\/users\/[^/]+\/resume$/,
};

/** The stepper's own counter, e.g. "3/7". */
export function missionCounter(page: Page): Locator {
  return page.getByTestId('mission-counter');
}

/**
 * When the app shows onboarding (no avatar chosen yet, spec §2), goes to the avatar choice, picks
 * `avatar` and confirms; otherwise does nothing. Either way ends on Home. The avatar is chosen once
 * for good (spec §9), so a journey that runs after another one finds it already chosen.
 */
export async function chooseAvatarIfAsked(page: Page, avatar = 'cat'): Promise<void> {
  await expect(page).toHaveURL(/\/(home|onboarding)$/);
  if (new URL(page.url()).pathname === '/onboarding') {
    await page.getByTestId('onboarding-choose-avatar').click();
    await expect(page).toHaveURL(/\/avatar$/);
    await page.getByTestId(`avatar-choose-${avatar}`).click();
    await page.getByRole('dialog').getByTestId('avatar-confirm').click();
  }
  await expect(page).toHaveURL(/\/home$/);
  await waitForApp(page);
}

/** Waits until the stepper shows mission `step` ("step/7" at `/takeoff/step`). */
export async function expectMission(page: Page, step: number): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/takeoff/${step}$`));
  await expect(missionCounter(page)).toHaveText(`${step}/7`);
}

/** Waits for the next answer to the `save` call (PATCH), registered before the click that sends it. */
function nextSave(page: Page, save: MissionSave): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && SAVE_PATHS[save].test(new URL(response.url()).pathname),
  );
}

/**
 * Clicks the stepper's `button` (Next or Finish) on mission `step`, checks the mission was saved
 * (its PATCH answered 200) and waits for `destination`.
 */
async function saveAndLeave(
  page: Page,
  step: number,
  button: 'mission-next' | 'mission-finish',
  destination: RegExp,
): Promise<void> {
  const saved = nextSave(page, step === 1 ? 'user' : 'resume');
  await page.getByTestId(button).click();
  const response = await saved;
  expect(
    response.status(),
    `mission ${step} saved: ${(await response.text().catch(() => '')).slice(0, 300)}`,
  ).toBe(200);
  await expectMovedOn(page, step, destination);
  // Moving on is the confirmation: no notice may cover the next mission's buttons.
  await expect(page.locator('[data-notification-type="success"]')).toHaveCount(0);
}

/**
 * Waits until the app, having saved mission `step`, shows `destination` (the next mission's
 * screen or /visualisation: a route loader and maybe a lazily loaded screen in between, slow on a
 * busy machine, hence 30 s). Otherwise fails with what the screen shows instead: its notices and
 * whether the "unsaved changes" dialog is open.
 */
async function expectMovedOn(page: Page, step: number, destination: RegExp): Promise<void> {
  try {
    await expect(page).toHaveURL(destination, { timeout: 30_000 });
  } catch (error) {
    const notices = await page.locator('.mantine-Notification-root').allInnerTexts();
    const unsavedDialog = await page.getByTestId('unsaved-modal').getByRole('dialog').count();
    throw new Error(
      `Mission ${step} was saved (PATCH 200) but the app stayed on ${new URL(page.url()).pathname}: ` +
        `notices ${JSON.stringify(notices)}, "unsaved changes" dialog ${unsavedDialog > 0 ? 'open' : 'closed'}.`,
      { cause: error },
    );
  }
}

/**
 * Next on mission `step` (with unsaved entries): the mission is saved, then the stepper shows
 * mission `step + 1`.
 */
export async function saveAndGoNext(page: Page, step: number): Promise<void> {
  await saveAndLeave(page, step, 'mission-next', new RegExp(`/takeoff/${step + 1}$`));
  await expectMission(page, step + 1);
}

/** Finish on mission 7 (with unsaved entries): the mission is saved, then /visualisation shows. */
export async function saveAndFinish(page: Page): Promise<void> {
  await expect(page.getByTestId('mission-next')).toHaveCount(0);
  await saveAndLeave(page, 7, 'mission-finish', /\/visualisation$/);
  await waitForApp(page);
}

/**
 * The stars of the mission shown (spec §9), computed live from the entries: "Étoiles de cette
 * mission : acquired/max", each star drawn acquired or not.
 */
export async function expectMissionStars(page: Page, acquired: number, max: number): Promise<void> {
  const stars = page.getByTestId('mission-stars');
  await expect(stars).toHaveAttribute('data-acquired', String(acquired));
  await expect(stars).toContainText(`Étoiles de cette mission : ${acquired}/${max}`);
  await expect(stars.getByLabel('Étoile obtenue')).toHaveCount(acquired);
}

/**
 * Types `query` in a catalogue search box (CataloguePicker, or a searchable Mantine Select or
 * MultiSelect) and clicks the option labelled exactly `option` in the list it opens; the list is
 * closed afterwards.
 */
export async function searchAndPick(input: Locator, query: string, option: string): Promise<void> {
  const page = input.page();
  // The list opens below the field: with the field near the window's bottom, reaching an option
  // scrolls the field out of view, and Mantine hides a list whose field is hidden (hideDetached).
  // A person brings the field up first.
  await input.evaluate((field) => field.scrollIntoView({ block: 'center' }));
  await input.click();
  await input.fill(query);
  await page.getByRole('option', { name: option, exact: true }).click();
  // A MultiSelect keeps its list open for more picks, over the fields below: close it, as a person
  // does (Escape closes the list only, not the dialog around it).
  if ((await input.getAttribute('aria-expanded')) === 'true') await input.press('Escape');
  await expect(input).not.toHaveAttribute('aria-expanded', 'true');
}

/** Opens a Mantine Select that is not searchable and clicks its option labelled exactly `option`. */
export async function pickOption(select: Locator, option: string): Promise<void> {
  await select.click();
  await select.page().getByRole('option', { name: option, exact: true }).click();
}

/** Clicks the segment labelled exactly `label` of a Mantine SegmentedControl (test id on its root). */
export async function chooseSegment(control: Locator, label: string): Promise<void> {
  await control.getByText(label, { exact: true }).click();
  await expect(control.getByRole('radio', { name: label, exact: true })).toBeChecked();
}

/** A month as the month selects of missions 5 and 6 take it: month 1–12 of `year`. */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * Picks a month in the native month and year selects whose test ids are `<prefix>-month` and
 * `<prefix>-year` (mission 5's MonthField: values "01"–"12").
 */
export async function chooseMonth(scope: Locator, prefix: string, value: YearMonth): Promise<void> {
  await scope.getByTestId(`${prefix}-month`).selectOption(String(value.month).padStart(2, '0'));
  await scope.getByTestId(`${prefix}-year`).selectOption(String(value.year));
}

/** The mission 3 card of the domain labelled `label`. */
export function domainCard(page: Page, label: string): Locator {
  return page.locator(`[data-testid="technical-skills-domain"][data-domain-label="${label}"]`);
}

/**
 * Mission 3: adds the catalogue skill `skill` from the suggestions of `card` (a domain card),
 * showing all of them first when it is not among the first few.
 */
export async function addSuggestion(card: Locator, skill: string): Promise<void> {
  await expect(card).toBeVisible();
  const button = card.getByRole('button', { name: `Ajouter « ${skill} »`, exact: true });
  const showAll = card.getByRole('button', { name: /^Afficher les \d+ autres$/ });
  if ((await button.count()) === 0 && (await showAll.count()) > 0) await showAll.click();
  await button.click();
  await expect(card.getByTestId('technical-skills-skill').getByText(skill, { exact: true })).toBeVisible();
}

/** The mission 2 row of the profession labelled `label`. */
export function jobRow(page: Page, label: string): Locator {
  return page.locator(`[data-testid="job-item"][data-job-label="${label}"]`);
}

/** The mission 5 card of the experience at `company` (its company line starts with it). */
export function experienceCard(page: Page, company: string): Locator {
  return page
    .getByTestId('experience-card')
    .filter({ has: page.getByTestId('experience-company-text').getByText(company) });
}

/** A profession of mission 2 with its experience time, typed in years ("ans") or months. */
export interface JobEntry {
  /** What is typed in the picker; undefined: the label itself, added as a custom profession. */
  search?: string;
  label: string;
  amount: number;
  unit: 'ans' | 'mois';
  /** How /visualisation and the PDF word the experience time. */
  shown: string;
}

/**
 * Mission 2: adds the profession `job` — picked from the catalogue by typing `job.search`, or
 * created as a custom profession when there is no search — and types its experience time.
 */
export async function addJob(page: Page, job: JobEntry): Promise<void> {
  const picker = page.getByTestId('job-picker-input');
  if (job.search === undefined) {
    await picker.fill(job.label);
    await page.getByTestId('job-picker-create').click();
  } else {
    await searchAndPick(picker, job.search, job.label);
  }
  const row = jobRow(page, job.label);
  await chooseSegment(row.getByTestId('job-experience-unit'), job.unit);
  await row.getByTestId('job-experience-input').fill(String(job.amount));
}

/**
 * Mission 3: creates the custom domain `name` from the domain picker together with its first
 * skill `firstSkill` (spec §5: a custom domain never exists empty).
 */
export async function addCustomDomain(page: Page, name: string, firstSkill: string): Promise<void> {
  await page.getByTestId('technical-skills-domain-picker-input').fill(name);
  await page.getByTestId('technical-skills-domain-picker-create').click();
  const form = page.getByTestId('technical-skills-custom-domain');
  await expect(form.getByTestId('technical-skills-custom-domain-name')).toHaveValue(name);
  await form.getByTestId('technical-skills-custom-domain-skill').fill(firstSkill);
  await form.getByTestId('technical-skills-custom-domain-submit').click();
  await expect(form).toHaveCount(0);
  await expect(domainCard(page, name).getByTestId('technical-skills-skill')).toHaveText([firstSkill]);
}

/** Mission 3: adds the custom skill `skill` to the domain card `card` (typed, then Enter). */
export async function addCustomSkill(card: Locator, skill: string): Promise<void> {
  const input = card.getByTestId('technical-skills-custom-skill-input');
  await input.fill(skill);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(card.getByTestId('technical-skills-skill').getByText(skill, { exact: true })).toBeVisible();
}

/** A diploma or certification of mission 6, and how its graduation month is shown. */
export interface DiplomaEntry {
  type: 'Diplôme' | 'Certification';
  title: string;
  school: string;
  graduation: YearMonth;
  /** e.g. "juin 2016". */
  date: string;
}

/** Mission 6: opens "Ajouter un diplôme ou une certification", fills the dialog and saves it. */
export async function addDiploma(page: Page, entry: DiplomaEntry): Promise<void> {
  await page.getByTestId('diplomas-add').click();
  const dialog = page.getByTestId('diplomas-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await chooseSegment(dialog.getByTestId('diplomas-type'), entry.type);
  await dialog.getByTestId('diplomas-title').fill(entry.title);
  await dialog.getByTestId('diplomas-school').fill(entry.school);
  await dialog.getByTestId('diplomas-month').selectOption(String(entry.graduation.month));
  await dialog.getByTestId('diplomas-year').selectOption(String(entry.graduation.year));
  await dialog.getByTestId('diplomas-dialog-save').click();
  await expect(dialog).toHaveCount(0);
}

/** A language of mission 7: found by typing `query`, with a level, and a score for TOEIC/TOEFL. */
export interface LanguageEntry {
  query: string;
  name: string;
  /** The level's label, e.g. "Bilingue ou langue maternelle" or "TOEIC". */
  level: string;
  score: number | null;
}

/** Mission 7: picks the language, its level (and score), then "Ajouter la langue". */
export async function addLanguage(page: Page, entry: LanguageEntry): Promise<void> {
  await searchAndPick(page.getByTestId('languages-search'), entry.query, entry.name);
  await pickOption(page.getByTestId('languages-level'), entry.level);
  if (entry.score !== null) await page.getByTestId('languages-score').fill(String(entry.score));
  await page.getByTestId('languages-add').click();
  await expect(page.getByTestId('languages-item').last()).toContainText(entry.name);
}

/** A project of mission 5; every list is picked by typing a query, then clicking the label. */
export interface ProjectEntry {
  name: string;
  description: string;
  /** Skills of mission 3, each found by typing `query` in the technical environment. */
  environment: { query: string; skill: string }[];
  /** Jobs of mission 2, each found by typing `query`. */
  jobs: { query: string; job: string }[];
  subSectors: { query: string; subSector: string }[];
}

/** An experience of mission 5, with the one project this journey gives it. */
export interface ExperienceEntry {
  company: string;
  sector: { query: string; label: string };
  position: string;
  context: string;
  start: YearMonth;
  /** null: still employed. */
  end: YearMonth | null;
  /** The date range the mission and /visualisation show (French short months). */
  dates: string;
  project: ProjectEntry;
}

/** Mission 5: opens "Ajouter une expérience", fills the dialog with `entry` and saves it. */
export async function addExperience(page: Page, entry: ExperienceEntry): Promise<void> {
  await page.getByTestId('experience-add').click();
  const dialog = page.getByTestId('experience-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('experience-company').fill(entry.company);
  // The sector list is searched accent-insensitively ("energie" finds "Énergie").
  await searchAndPick(dialog.getByTestId('experience-sector'), entry.sector.query, entry.sector.label);
  await dialog.getByTestId('experience-position').fill(entry.position);
  await dialog.getByTestId('experience-context').fill(entry.context);
  await expect(dialog.getByTestId('experience-context-counter')).toContainText(`${entry.context.length}`);
  await chooseMonth(dialog, 'experience-start', entry.start);
  if (entry.end === null) {
    await dialog.getByTestId('experience-still-employed').check();
    await expect(dialog.getByTestId('experience-end-month')).toBeDisabled();
  } else {
    await chooseMonth(dialog, 'experience-end', entry.end);
  }
  await dialog.getByTestId('experience-save').click();
  await expect(dialog).toHaveCount(0);
  const card = experienceCard(page, entry.company);
  await expect(card.getByTestId('experience-position-text')).toHaveText(entry.position);
  await expect(card.getByTestId('experience-dates')).toHaveText(entry.dates);
}

/**
 * Mission 5: adds `entry.project` to the experience at `entry.company`: technical environment
 * among mission 3's skills, jobs among mission 2's, sub-sectors of the experience's sector.
 */
export async function addProject(page: Page, entry: ExperienceEntry): Promise<void> {
  const { project } = entry;
  await experienceCard(page, entry.company).getByTestId('experience-project-add').click();
  const dialog = page.getByTestId('experience-project-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('experience-project-name').fill(project.name);
  await dialog.getByTestId('experience-project-description').fill(project.description);
  for (const { query, skill } of project.environment) {
    await searchAndPick(dialog.getByTestId('experience-project-environment'), query, skill);
  }
  for (const { query, job } of project.jobs) {
    await searchAndPick(dialog.getByTestId('experience-project-jobs'), query, job);
  }
  for (const { query, subSector } of project.subSectors) {
    await searchAndPick(dialog.getByTestId('experience-project-sub-sectors'), query, subSector);
  }
  await dialog.getByTestId('experience-project-save').click();
  await expect(dialog).toHaveCount(0);
  await expectProject(page, entry);
}

/** Mission 5: the experience at `entry.company` lists its project as entered. */
export async function expectProject(page: Page, entry: ExperienceEntry): Promise<void> {
  const { project } = entry;
  const card = experienceCard(page, entry.company);
  await expect(card.getByTestId('experience-project-title')).toHaveText([project.name]);
  const item = card.getByTestId('experience-project');
  await expect(item).toContainText(project.description);
  await expect(item.getByTestId('experience-project-environment').locator('.mantine-Badge-root')).toHaveText(
    project.environment.map((entry) => entry.skill),
  );
  await expect(item.getByTestId('experience-project-jobs').locator('.mantine-Badge-root')).toHaveText(
    project.jobs.map((entry) => entry.job),
  );
  await expect(item.getByTestId('experience-project-subSectors').locator('.mantine-Badge-root')).toHaveText(
    project.subSectors.map((entry) => entry.subSector),
  );
}
