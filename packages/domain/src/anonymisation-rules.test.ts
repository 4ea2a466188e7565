/**
 * The redactor of anonymised files (issue #26 §3, §4) at the edges of its rules: letters written
 * two ways, the thresholds of glued names (3, 4 and 8 letters; three initials), name parts that
 * hold each other, a contact that swallows a name, empty or partial contact details, the phone
 * number's separators and country codes, and the ids of a file renamed without clashing.
 * The forms themselves are in anonymisation.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { anonymise, type AnonymisationSubject } from './anonymisation.ts';
import { emptyResume, type ResumeBody } from './resume.ts';

const zoeline: AnonymisationSubject = {
  firstname: 'Zoéline',
  lastname: 'Quartermaine',
  email: 'zoeline.q@example.test',
  phoneNumber: '+33 6 11 22 33 44',
  trigram: 'ZQU',
};
const CONTACT = '[coordonnées masquées]';
const fr = anonymise(zoeline, 'fr');
/** A redactor for names only (no email, no phone), the trigram `MLE`. */
const named = (firstname: string, lastname: string) =>
  anonymise({ firstname, lastname, email: '', phoneNumber: '', trigram: 'MLE' }, 'fr');

describe('letters written two ways: ligatures and letters of other alphabets (issue #26 §4)', () => {
  it.each([
    ['Lætitia', 'Laetitia'],
    ['Søren', 'Soren'],
    ['Łukasz', 'Lukasz'],
    ['Đorđe', 'Dorde'],
    ['Guðrún', 'Gudrun'],
    ['Þórunn', 'Thorunn'],
    ['Strauß', 'Strauss'],
    ['Yıldız', 'Yildiz'],
  ])('%s is found written %s, and as typed', (name, plain) => {
    const redactor = named(name, 'Lefort');
    expect(redactor.text(`Revue avec ${plain}.`)).toBe('Revue avec MLE.');
    expect(redactor.text(`Revue avec ${name}.`)).toBe('Revue avec MLE.');
  });
});

describe('glued names: the letter thresholds (docs/decisions.md "One redactor for anonymised files")', () => {
  it('a 3-letter part is a whole word only, even after a capital', () => {
    expect(named('Max', 'Lefort').text('Offre ProMax, puis Max')).toBe('Offre ProMax, puis MLE');
  });

  it('a 4–7-letter part glued after a letter needs a capital after a small letter', () => {
    const rance = named('Paul', 'Rance');
    expect(rance.text('La France, la Rance, en france, ContactRance')).toBe(
      'La France, la MLE, en france, ContactMLE',
    );
  });

  it('reads the letter before a name through a soft hyphen', () => {
    expect(named('Paul', 'Rance').text('F\u00adrance')).toBe('F\u00adrance');
  });

  it('counts the letters of a full name, not of its separators: `Al Ex` is short, `Alexandre` is kept', () => {
    expect(named('Al', 'Ex').text('Alexandre et Al Ex')).toBe('Alexandre et MLE');
  });

  it('a field of several parts is found whole when one part has 3 letters (Le Bon)', () => {
    expect(named('Yann', 'Le Bon').text('Le projet de Le Bon')).toBe('Le projet de MLE');
  });

  it('takes up to three of the person’s initials glued to the name, not four', () => {
    const redactor = named('Jean Paul Marie', 'Dupont');
    expect(redactor.text('jpmdupont')).toBe('MLE');
    expect(redactor.text('jpmjdupont')).toBe('jpmjdupont');
  });
});

describe('name parts that hold each other (issue #26 §4)', () => {
  const jp = named('Jean-Pierre', 'Dupont');

  it('two glued parts, each held on its outer side, are one name', () => {
    expect(jp.text('Jean, Pierre et pierredupont')).toBe('MLE, MLE et MLE');
    expect(jp.text('dupontpierre')).toBe('MLE');
  });

  it('a held part elsewhere in the text does not hold a glued one', () => {
    expect(jp.text('Pierre, voir exdupont et dupontbis')).toBe('MLE, voir exdupont et dupontbis');
  });
});

describe('names and contact details side by side (issue #26 §4)', () => {
  it('an email that starts inside a written name swallows it: one placeholder', () => {
    expect(fr.text('Quartermaine zoeline.q@example.test')).toBe(CONTACT);
  });

  it('a name glued to the phone number: the name and the number, each replaced', () => {
    expect(fr.text('Quartermaine06 11 22 33 44')).toBe(`ZQU${CONTACT}`);
  });
});

describe('missing or partial details are not looked for (issue #26 §4: "never throws")', () => {
  it.each([
    ['no first name', '', 'Li'],
    ['no last name', 'Li', ''],
  ])('%s: a 2-letter part alone is not a name', (_, firstname, lastname) => {
    expect(named(firstname, lastname).text('Li a livré le lot')).toBe('Li a livré le lot');
  });

  it.each([
    ['no email', ''],
    ['an email without its local part', '@example.test'],
    ['an email without its domain', 'support@'],
  ])('%s: no written @ nor address is redacted', (_, email) => {
    const redactor = anonymise({ ...zoeline, email }, 'fr');
    const text = 'Formation : 3 jours @ 500 €, le support @ Paris, voir @example.test';
    expect(redactor.text(text)).toBe(text);
  });

  it('finds an email stored with spaces around it', () => {
    const redactor = anonymise({ ...zoeline, email: ' zoeline.q@example.test ' }, 'fr');
    expect(redactor.text('écrire à zoeline.q@example.test')).toBe(`écrire à ${CONTACT}`);
  });

  it('finds an email whose local part holds a `+`', () => {
    const redactor = anonymise({ ...zoeline, email: 'zoeline+cv@example.test' }, 'fr');
    expect(redactor.text('écrire à zoeline+cv@example.test')).toBe(`écrire à ${CONTACT}`);
  });
});

describe('the phone number: country codes and separators (issue #26 §4, spec §5)', () => {
  it.each([
    ['+1 415 555 0100', '(415) 555-0100'],
    ['+7 495 123 45 67', '(495) 123-45-67'],
  ])('a one-digit country code (%s): the national number %s', (phoneNumber, written) => {
    const redactor = anonymise({ ...zoeline, phoneNumber }, 'en');
    expect(redactor.text(`call ${written} today`)).toBe('call [contact details removed] today');
  });

  it('looks for a national number of six digits, not of five', () => {
    const six = anonymise({ ...zoeline, phoneNumber: '+683 123456' }, 'fr');
    expect(six.text('Tél. 123 456')).toBe(`Tél. ${CONTACT}`);
    const five = anonymise({ ...zoeline, phoneNumber: '+33 12345' }, 'fr');
    expect(five.text('Commande n° 12345')).toBe('Commande n° 12345');
  });

  it('looks for a whole number of six digits', () => {
    const redactor = anonymise({ ...zoeline, phoneNumber: '+683 123' }, 'fr');
    expect(redactor.text('Tél. +683 123')).toBe(`Tél. ${CONTACT}`);
  });

  it('reads up to three separators between digits, and only separators', () => {
    expect(fr.text('Tél. 06 - 11 - 22 - 33 - 44')).toBe(`Tél. ${CONTACT}`);
    expect(fr.text('Lots 06, 11, 22, 33, 44')).toBe('Lots 06, 11, 22, 33, 44');
  });
});

describe('the file’s ids: renamed without clashing with the ids it holds (issue #26 §3)', () => {
  const custom = (id: string, label: string) => ({ id, custom: true, label });
  /**
   * A file anonymised before (an anonymised export imported back: its ids `…-anonymised-n` are
   * kept), in which new entries name Zoéline: each new id must skip those the file holds, in every
   * place a file holds ids (a profession, a domain, a project's environment and jobs, an
   * experience, a project, a diploma).
   */
  const file = (): ResumeBody => ({
    ...emptyResume(),
    jobs: [{ job: custom('custom-anonymised-1', 'Conseil'), experienceMonths: 12 }],
    technicalSkills: [
      {
        domain: custom('custom-anonymised-2', 'Méthodes'),
        skills: [custom('custom-zoeline', 'Méthode Zoéline'), custom('custom-quartermaine', 'Quartermaine')],
      },
    ],
    experiences: [
      {
        id: 'experience-anonymised-3',
        corporation: 'ACME',
        personalProject: false,
        sector: null,
        position: 'Consultante',
        context: 'Refonte',
        startDate: '2020-01',
        endDate: null,
        projectExperiences: [
          {
            id: 'project-anonymised-4',
            name: 'Migration',
            description: '',
            technicalEnvironment: [custom('custom-anonymised-3', 'Outil')],
            jobs: [custom('custom-anonymised-4', 'Audit')],
            subSectors: [],
          },
        ],
      },
      {
        id: 'zoeline-2',
        corporation: 'Quartermaine SARL',
        personalProject: false,
        sector: null,
        position: 'Associée',
        context: 'Création',
        startDate: '2018-01',
        endDate: '2019-12',
        projectExperiences: [
          {
            id: 'p-zoeline',
            name: 'Site',
            description: '',
            technicalEnvironment: [],
            jobs: [],
            subSectors: [],
          },
        ],
      },
    ],
    diplomas: [
      {
        id: 'diploma-anonymised-5',
        graduate: 'diploma',
        title: 'Master',
        school: 'INSA',
        graduateYears: { year: 2015, month: 6 },
      },
      {
        id: 'd-quartermaine',
        graduate: 'diploma',
        title: 'Mémoire',
        school: 'École',
        graduateYears: { year: 2016, month: 6 },
      },
    ],
  });
  const idsOf = (body: ResumeBody) => [
    ...body.jobs.map((entry) => entry.job.id),
    ...body.technicalSkills.flatMap((group) => [group.domain.id, ...group.skills.map((skill) => skill.id)]),
    ...body.experiences.flatMap((experience) => [
      experience.id,
      ...experience.projectExperiences.flatMap((entry) => [
        entry.id,
        ...entry.technicalEnvironment.map((skill) => skill.id),
        ...entry.jobs.map((job) => job.id),
      ]),
    ]),
    ...body.diplomas.map((diploma) => diploma.id),
  ];

  it('keeps the ids that spell nothing, and gives the others new ids of their kind, all distinct', () => {
    const after = idsOf(anonymise(zoeline, 'fr').resume(file()));
    expect(new Set(after).size).toBe(after.length);
    expect(after).toEqual([
      'custom-anonymised-1',
      'custom-anonymised-2',
      'custom-anonymised-5',
      'custom-anonymised-6',
      'experience-anonymised-3',
      'project-anonymised-4',
      'custom-anonymised-3',
      'custom-anonymised-4',
      'experience-anonymised-4',
      'project-anonymised-5',
      'diploma-anonymised-5',
      'diploma-anonymised-6',
    ]);
  });

  it('names a custom id asked for before any file by its kind', () => {
    expect(anonymise(zoeline, 'fr').customId('custom-methode-zoeline')).toBe('custom-anonymised-1');
  });
});
