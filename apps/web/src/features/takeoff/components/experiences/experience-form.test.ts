/**
 * Mission 5 dialogs' values → domain entities (spec §3, §5): which field each experience rule
 * lands on, the "end date or still employed" rule the stored shape cannot express, and the
 * accent-insensitive search of the dialogs' lists.
 */
import { describe, expect, it } from 'vitest';
import { accentInsensitiveFilter } from '../../../../lib/accent-insensitive-filter.ts';
import {
  emptyExperienceForm,
  experienceFormOf,
  experienceFromForm,
  projectFromForm,
  type ExperienceFormValues,
} from './experience-form.ts';

const VALID: ExperienceFormValues = {
  ...emptyExperienceForm(),
  corporation: ' Banque Horizon ',
  position: 'Développeuse',
  context: 'Portail client',
  start: { month: '03', year: '2021' },
  end: { month: '06', year: '2023' },
};

describe('experienceFromForm (spec §5 experience)', () => {
  it.each<[string, Partial<ExperienceFormValues>, Record<string, string>]>([
    ['company or personal project', { corporation: '' }, { corporation: 'validation:corporationRequired' }],
    ['position required', { position: '  ' }, { position: 'validation:required' }],
    ['context required', { context: '' }, { context: 'validation:required' }],
    ['context at most 90 characters', { context: 'a'.repeat(91) }, { context: 'validation:tooLong' }],
    ['no < or > in the context', { context: 'a <b>' }, { context: 'validation:angleBrackets' }],
    ['no < or > in the position', { position: 'Dev >' }, { position: 'validation:angleBrackets' }],
    ['start date required', { start: { month: '03', year: '' } }, { startDate: 'validation:required' }],
    [
      'end date or still employed',
      { end: { month: '', year: '2023' } },
      { endDate: 'missions:experiences.endDateRequired' },
    ],
    [
      'end not before start',
      { end: { month: '02', year: '2021' } },
      { endDate: 'validation:endBeforeStart' },
    ],
  ])('%s', (_rule, change, errors) => {
    expect(experienceFromForm({ ...VALID, ...change }, 'e-1', [])).toEqual({ ok: false, errors });
  });

  it('accepts a personal project without company, still employed, trimmed', () => {
    const outcome = experienceFromForm(
      { ...VALID, corporation: 'ignored', personalProject: true, stillEmployed: true },
      'e-1',
      [],
    );
    expect(outcome).toEqual({
      ok: true,
      value: {
        id: 'e-1',
        corporation: '',
        personalProject: true,
        sector: null,
        position: 'Développeuse',
        context: 'Portail client',
        startDate: '2021-03',
        endDate: null,
        projectExperiences: [],
      },
    });
  });

  it('round-trips an experience through the dialog values', () => {
    const outcome = experienceFromForm(VALID, 'e-1', []);
    if (!outcome.ok) throw new Error('expected a valid experience');
    expect(experienceFromForm(experienceFormOf(outcome.value), 'e-1', [])).toEqual(outcome);
  });
});

describe('projectFromForm (spec §5, §9 project)', () => {
  const refOf = {
    skill: (id: string) => ({ id, custom: false }),
    job: (id: string) => ({ id, custom: false }),
  };
  const values = { name: 'Portail', description: '', technicalEnvironment: [], jobs: [], subSectors: [] };

  it.each<[string, Partial<typeof values>, Record<string, string>]>([
    ['name required', { name: ' ' }, { name: 'validation:required' }],
    [
      'description at most 200 characters',
      { description: 'a'.repeat(201) },
      { description: 'validation:tooLong' },
    ],
    ['no < or > in the description', { description: '<i>' }, { description: 'validation:angleBrackets' }],
  ])('%s', (_rule, change, errors) => {
    expect(projectFromForm({ ...values, ...change }, 'p-1', refOf)).toEqual({ ok: false, errors });
  });
});

describe('accentInsensitiveFilter', () => {
  const options = [
    { value: 'a', label: 'Énergie' },
    { value: 'b', label: 'Banque' },
    {
      group: 'Front-end',
      items: [
        { value: 'c', label: 'Électron' },
        { value: 'd', label: 'React' },
      ],
    },
  ];
  it.each([
    ['ENERG', ['a']],
    ['elec', ['c']],
    ['', ['a', 'b', 'c', 'd']],
    ['zz', []],
  ])('"%s" finds %j, ignoring case and accents', (search, values) => {
    const found = accentInsensitiveFilter({ options, search, limit: Infinity });
    expect(
      found.flatMap((item) => ('group' in item ? item.items : [item])).map((item) => item.value),
    ).toEqual(values);
  });
});
