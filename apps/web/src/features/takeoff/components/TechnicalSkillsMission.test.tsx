/**
 * Mission 3, technical skills by domain (spec §1), in the UI: the accent-insensitive search over
 * every catalogue skill, domains and skills picked from the catalogue, custom domains and skills
 * refused when they already exist (spec §5, case and accents aside), a custom domain deleted with
 * its last skill, deselecting a skill or a domain used in projects (blocked when it holds a
 * project's only skill, otherwise removed from those projects), and the live stars (spec §9) —
 * each proven by what is shown and the PATCH body sent, or by no PATCH at all.
 */
import { resources } from '@highlight/domain/i18n';
import type { ReferenceItem } from '@highlight/domain/reference';
import type { CatalogRef, Experience, ResumeBody } from '@highlight/domain/resume';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { makeResume, makeUser, RESUME_PATH, savesResume } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { asRead } from '../../../test/text.ts';

const validation = resources.fr.validation as Record<string, string>;

// Route-level journeys of many steps, run beside other suites on a 2-core machine.
vi.setConfig({ testTimeout: 15_000 });

const domain = (id: string, labelFr: string, labelEn: string): ReferenceItem => ({
  kind: 'domain',
  id,
  parentId: null,
  labelFr,
  labelEn,
});
const skill = (id: string, parentId: string, labelFr: string, labelEn = labelFr): ReferenceItem => ({
  kind: 'skill',
  id,
  parentId,
  labelFr,
  labelEn,
});

/** A small catalogue of our own: three domains and their skills, and a job (never offered here). */
const REFERENCE: ReferenceItem[] = [
  domain('devops', 'DevOps et CI/CD', 'DevOps & CI/CD'),
  domain('dev', 'Développement', 'Development'),
  domain('databases', 'Bases de données', 'Databases'),
  skill('kubernetes', 'devops', 'Kubernetes'),
  skill('docker', 'devops', 'Docker'),
  skill('terraform', 'devops', 'Terraform'),
  skill('tdd', 'dev', 'Développement piloté par les tests (TDD)', 'Test-driven development (TDD)'),
  skill('react', 'dev', 'React'),
  skill('postgresql', 'databases', 'PostgreSQL'),
  skill('oracle', 'databases', 'Oracle'),
  {
    kind: 'job',
    id: 'software-developer',
    parentId: null,
    labelFr: 'Développeur logiciel',
    labelEn: 'Software developer',
  },
];

const ref = (id: string): CatalogRef => ({ id, custom: false });
const custom = (id: string, label: string): CatalogRef => ({ id, custom: true, label });

function experience(projects: { name: string; environment: string[] }[]): Experience {
  return {
    id: 'exp-1',
    corporation: 'Banque Horizon',
    personalProject: false,
    sector: null,
    position: 'Ingénieure DevOps',
    context: 'Industrialisation des déploiements',
    startDate: '2022-01',
    endDate: null,
    projectExperiences: projects.map((project, index) => ({
      id: `project-${index}`,
      name: project.name,
      description: '',
      technicalEnvironment: project.environment.map(ref),
      jobs: [],
      subSectors: [],
    })),
  };
}

/** Renders the mission over `body`, once the form and the reference catalogue are in. */
async function setup(body: Partial<ResumeBody> = {}) {
  const api = mockApi({
    'GET /users/me': () => makeUser({ resume: makeResume(body, { version: 9 }) }),
    'GET /reference': () => ({ version: 1, items: REFERENCE }),
    [`PATCH ${RESUME_PATH}`]: savesResume(10),
  });
  const view = renderRoutes('/takeoff/3');
  // The first render of a file is slow on a busy machine: wait for the form and the catalogue.
  await screen.findByTestId('technical-skills-form', {}, { timeout: 10_000 });
  await waitFor(() => expect(view.queryClient.getQueryData(['reference'])).toBeDefined());
  return { ...api, ...view, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;
const patches = (calls: { method: string; body: unknown }[]) =>
  calls.filter((call) => call.method === 'PATCH');
const cardOf = (label: string) =>
  screen.getAllByTestId('technical-skills-domain').find((card) => card.dataset.domainLabel === label);
const domainLabels = () =>
  screen.queryAllByTestId('technical-skills-domain-label').map((label) => label.textContent);
const skillsOf = (label: string) =>
  within(cardOf(label)!)
    .queryAllByTestId('technical-skills-skill')
    .map((pill) => pill.textContent);
const optionTexts = (testId: string) => screen.queryAllByTestId(testId).map((option) => option.textContent);

/** Replaces the text of `input` at once (typing key by key is kept for the search test). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

async function type(user: User, testId: string, text: string, { typed = false } = {}) {
  const input = await screen.findByTestId(testId);
  if (typed) {
    await user.clear(input);
    await user.type(input, text);
  } else await fill(user, input, text);
}

async function addCustomSkill(user: User, domainLabel: string, text: string) {
  const card = within(cardOf(domainLabel)!);
  await fill(user, card.getByTestId('technical-skills-custom-skill-input'), text);
  await user.click(card.getByTestId('technical-skills-custom-skill-add'));
}

async function goNext(user: User, router: { state: { location: { pathname: string } } }) {
  await user.click(screen.getByTestId('mission-next'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/takeoff/4'));
}

beforeEach(async () => {
  await i18n.changeLanguage('fr');
});
afterEach(() => {
  vi.unstubAllGlobals();
  // Notifications live in a store shared by the tests of a file; beyond 5 shown, new ones queue.
  notifications.clean();
  notifications.cleanQueue();
});

describe('mission 3: picking skills from the catalogue', () => {
  it('searches every skill accent- and case-insensitively, by skill or domain name', async () => {
    const { user } = await setup();
    await type(user, 'technical-skills-search-input', 'developpement', { typed: true });
    // The TDD skill by its own name, React through its domain "Développement".
    expect(optionTexts('technical-skills-search-option')).toEqual([
      'Développement piloté par les tests (TDD)',
      'React',
    ]);
    // Accents typed or not, either way.
    await type(user, 'technical-skills-search-input', 'BASES DE DONNÉES');
    expect(optionTexts('technical-skills-search-option')).toEqual(['PostgreSQL', 'Oracle']);
    await type(user, 'technical-skills-search-input', 'KUBERNETES');
    expect(optionTexts('technical-skills-search-option')).toEqual(['Kubernetes']);
    await type(user, 'technical-skills-search-input', 'developpeur');
    expect(optionTexts('technical-skills-search-option')).toEqual([]);
  });

  it('adds a skill with its domain, then suggestions of that domain, and saves them', async () => {
    const { user, calls, router } = await setup();
    await type(user, 'technical-skills-search-input', 'kubernetes');
    await user.click(screen.getByRole('option', { name: 'Kubernetes' }));
    expect(domainLabels()).toEqual(['DevOps et CI/CD']);
    expect(skillsOf('DevOps et CI/CD')).toEqual(['Kubernetes']);
    // A chosen skill is not offered again.
    await type(user, 'technical-skills-search-input', 'kube');
    expect(optionTexts('technical-skills-search-option')).toEqual([]);

    const card = within(cardOf('DevOps et CI/CD')!);
    expect(card.getAllByTestId('technical-skills-suggestion').map((button) => button.textContent)).toEqual([
      '+ Docker',
      '+ Terraform',
    ]);
    await user.click(card.getByRole('button', { name: 'Ajouter «\u202fDocker\u202f»' }));
    expect(skillsOf('DevOps et CI/CD')).toEqual(['Kubernetes', 'Docker']);

    await goNext(user, router);
    expect(patches(calls)[0]?.body).toMatchObject({
      version: 9,
      technicalSkills: [{ domain: ref('devops'), skills: [ref('kubernetes'), ref('docker')] }],
    });
  });

  it('adds a catalogue domain from the domain picker, searched without accents', async () => {
    const { user } = await setup();
    await type(user, 'technical-skills-domain-picker-input', 'donnees');
    await user.click(screen.getByRole('option', { name: 'Bases de données' }));
    expect(domainLabels()).toEqual(['Bases de données']);
    expect(skillsOf('Bases de données')).toEqual([]);
  });

  it('earns the skill and domain stars live (spec §9: 3 skills, 2 domains with a skill each)', async () => {
    const { user } = await setup({
      technicalSkills: [{ domain: ref('devops'), skills: [ref('kubernetes'), ref('docker')] }],
    });
    await screen.findByTestId('technical-skills-domain');
    const acquired = () => screen.getByTestId('mission-stars').dataset.acquired;
    expect(acquired()).toBe('0');
    await type(user, 'technical-skills-search-input', 'postgre');
    await user.click(screen.getByRole('option', { name: 'PostgreSQL' }));
    // 3 skills and 2 domains with a skill each.
    expect(acquired()).toBe('2');
  });
});

describe('mission 3: custom domains and skills (spec §5)', () => {
  it('refuses a custom skill that already exists in the catalogue or in the list, whatever the case and accents', async () => {
    const { user, calls } = await setup({
      technicalSkills: [
        { domain: ref('devops'), skills: [ref('kubernetes')] },
        { domain: ref('databases'), skills: [custom('custom-base-maison', 'Base maison')] },
      ],
    });
    await screen.findAllByTestId('technical-skills-domain');
    await addCustomSkill(user, 'DevOps et CI/CD', 'kubernetes');
    expect(await screen.findByText(validation.customAlreadyExists!)).toBeTruthy();
    // A catalogue skill of another domain, and the user's own custom skill.
    await addCustomSkill(user, 'DevOps et CI/CD', 'developpement pilote par les tests (tdd)');
    expect(await screen.findByText(validation.customAlreadyExists!)).toBeTruthy();
    await addCustomSkill(user, 'DevOps et CI/CD', ' BASE MAISON ');
    expect(await screen.findByText(validation.customAlreadyExists!)).toBeTruthy();
    await addCustomSkill(user, 'DevOps et CI/CD', '   ');
    expect(await screen.findByText(validation.required!)).toBeTruthy();
    expect(skillsOf('DevOps et CI/CD')).toEqual(['Kubernetes']);
    expect(patches(calls)).toEqual([]);
  });

  it('adds a custom skill to a catalogue domain and saves it with its label', async () => {
    const { user, calls, router } = await setup({
      technicalSkills: [{ domain: ref('devops'), skills: [ref('kubernetes')] }],
    });
    await screen.findByTestId('technical-skills-domain');
    await addCustomSkill(user, 'DevOps et CI/CD', 'Argo Rollouts');
    expect(skillsOf('DevOps et CI/CD')).toEqual(['Kubernetes', 'Argo Rollouts']);
    await goNext(user, router);
    expect((patches(calls)[0]?.body as ResumeBody).technicalSkills).toEqual([
      { domain: ref('devops'), skills: [ref('kubernetes'), custom('custom-argo-rollouts', 'Argo Rollouts')] },
    ]);
  });

  it('refuses a custom domain that already exists ("Developpement"), and creates a new one with its first skill', async () => {
    const { user, calls, router } = await setup({
      technicalSkills: [{ domain: ref('dev'), skills: [ref('react')] }],
    });
    await screen.findByTestId('technical-skills-domain');
    // "Développement" is chosen already, so only creating is offered — and refused.
    await type(user, 'technical-skills-domain-picker-input', 'Developpement');
    await user.click(screen.getByTestId('technical-skills-domain-picker-create'));
    expect(await screen.findByText(validation.customAlreadyExists!)).toBeTruthy();
    expect(screen.queryByTestId('technical-skills-custom-domain')).toBeNull();

    await type(user, 'technical-skills-domain-picker-input', 'Outils maison');
    await user.click(screen.getByTestId('technical-skills-domain-picker-create'));
    const form = within(await screen.findByTestId('technical-skills-custom-domain'));
    // The name is checked again when submitted, and so is the first skill.
    await fill(user, form.getByTestId('technical-skills-custom-domain-name'), 'DEVOPS ET CI/CD');
    await fill(user, form.getByTestId('technical-skills-custom-domain-skill'), 'docker');
    await user.click(form.getByTestId('technical-skills-custom-domain-submit'));
    expect(form.getAllByText(validation.customAlreadyExists!)).toHaveLength(2);

    await fill(user, form.getByTestId('technical-skills-custom-domain-name'), 'Outils maison');
    await fill(user, form.getByTestId('technical-skills-custom-domain-skill'), 'Générateur interne');
    await user.keyboard('{Enter}');
    expect(screen.queryByTestId('technical-skills-custom-domain')).toBeNull();
    expect(domainLabels()).toEqual(['Développement', 'Outils maison']);

    await goNext(user, router);
    expect((patches(calls)[0]?.body as ResumeBody).technicalSkills[1]).toEqual({
      domain: custom('custom-outils-maison', 'Outils maison'),
      skills: [custom('custom-generateur-interne', 'Générateur interne')],
    });
  });

  it('deletes a custom domain with its last skill', async () => {
    const { user, calls, router } = await setup({
      technicalSkills: [
        { domain: ref('devops'), skills: [ref('kubernetes')] },
        {
          domain: custom('custom-outils-maison', 'Outils maison'),
          skills: [custom('custom-generateur', 'Générateur')],
        },
      ],
    });
    await screen.findAllByTestId('technical-skills-domain');
    await user.click(screen.getByRole('button', { name: 'Retirer «\u202fGénérateur\u202f»' }));
    expect(domainLabels()).toEqual(['DevOps et CI/CD']);
    expect(
      await screen.findByText(
        asRead(i18n.t('missions:technicalSkills.customDomainDeletedText', { domain: 'Outils maison' })),
      ),
    ).toBeTruthy();
    await goNext(user, router);
    expect((patches(calls)[0]?.body as ResumeBody).technicalSkills).toEqual([
      { domain: ref('devops'), skills: [ref('kubernetes')] },
    ]);
  });
});

describe('mission 3: deselecting skills used in projects (spec §5)', () => {
  const body: Partial<ResumeBody> = {
    technicalSkills: [
      { domain: ref('devops'), skills: [ref('kubernetes'), ref('docker')] },
      { domain: ref('databases'), skills: [ref('postgresql')] },
    ],
    experiences: [
      experience([
        { name: 'Plateforme de paiement', environment: ['kubernetes'] },
        { name: 'Portail client', environment: ['kubernetes', 'docker', 'postgresql'] },
      ]),
    ],
  };

  it('blocks removing the only skill of a project, naming the project, and removes nothing', async () => {
    const { user, calls } = await setup(body);
    await screen.findAllByTestId('technical-skills-domain');
    await user.click(screen.getByRole('button', { name: 'Retirer «\u202fKubernetes\u202f»' }));
    const text = i18n.t('missions:technicalSkills.blockedSkillText', {
      skill: 'Kubernetes',
      projects: 'Plateforme de paiement',
    });
    expect(await screen.findByText(asRead(text))).toBeTruthy();
    expect(skillsOf('DevOps et CI/CD')).toEqual(['Kubernetes', 'Docker']);
    // Nothing changed: the save button stays disabled and Next sends nothing.
    expect(screen.getByTestId<HTMLButtonElement>('mission-save').disabled).toBe(true);
    await user.click(screen.getByTestId('mission-next'));
    await waitFor(() => expect(screen.queryByTestId('technical-skills-form')).toBeNull());
    expect(patches(calls)).toEqual([]);
  });

  it('removes a skill used with others from those projects, says which, and the PATCH body shows it', async () => {
    const { user, calls, router } = await setup(body);
    await screen.findAllByTestId('technical-skills-domain');
    await user.click(screen.getByRole('button', { name: 'Retirer «\u202fDocker\u202f»' }));
    const text = i18n.t('missions:technicalSkills.removedSkillText', {
      skill: 'Docker',
      projects: 'Portail client',
    });
    expect(await screen.findByText(asRead(text))).toBeTruthy();
    expect(skillsOf('DevOps et CI/CD')).toEqual(['Kubernetes']);

    await goNext(user, router);
    const sent = patches(calls)[0]?.body as ResumeBody;
    expect(sent.technicalSkills[0]?.skills).toEqual([ref('kubernetes')]);
    expect(sent.experiences[0]?.projectExperiences.map((project) => project.technicalEnvironment)).toEqual([
      [ref('kubernetes')],
      [ref('kubernetes'), ref('postgresql')],
    ]);
  });

  it("blocks removing a whole domain holding a project's only skills, after confirmation", async () => {
    const { user, calls } = await setup(body);
    await screen.findAllByTestId('technical-skills-domain');
    await user.click(
      screen.getByRole('button', { name: 'Retirer le domaine «\u202fDevOps et CI/CD\u202f»' }),
    );
    await user.click(await screen.findByTestId('technical-skills-domain-remove-confirm'));
    const text = i18n.t('missions:technicalSkills.blockedDomainText', {
      domain: 'DevOps et CI/CD',
      projects: 'Plateforme de paiement',
    });
    expect(await screen.findByText(asRead(text))).toBeTruthy();
    expect(domainLabels()).toEqual(['DevOps et CI/CD', 'Bases de données']);
    expect(patches(calls)).toEqual([]);
  });

  it('removes a whole domain used with other skills from the projects, and says which', async () => {
    const { user, calls, router } = await setup(body);
    await screen.findAllByTestId('technical-skills-domain');
    await user.click(
      screen.getByRole('button', { name: 'Retirer le domaine «\u202fBases de données\u202f»' }),
    );
    await user.click(await screen.findByTestId('technical-skills-domain-remove-confirm'));
    const text = i18n.t('missions:technicalSkills.removedDomainText', {
      domain: 'Bases de données',
      projects: 'Portail client',
    });
    expect(await screen.findByText(asRead(text))).toBeTruthy();
    expect(domainLabels()).toEqual(['DevOps et CI/CD']);

    await goNext(user, router);
    const sent = patches(calls)[0]?.body as ResumeBody;
    expect(sent.technicalSkills.map((entry) => entry.domain.id)).toEqual(['devops']);
    expect(sent.experiences[0]?.projectExperiences[1]?.technicalEnvironment).toEqual([
      ref('kubernetes'),
      ref('docker'),
    ]);
  });
});
