/**
 * The one redactor of anonymised files (issue #26 §3, §4): table tests from the forms the issue
 * names, the over-redaction rule for short and common name parts, and property tests generating
 * written forms of names, phone numbers and emails, none of which may survive.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymise, type AnonymisationSubject } from './anonymisation.ts';
import { emptyResume, ZResumeBody } from './resume.ts';

const zoeline: AnonymisationSubject = {
  firstname: 'Zoéline',
  lastname: 'Quartermaine',
  email: 'zoeline.q@example.test',
  phoneNumber: '+33 6 11 22 33 44',
  trigram: 'ZQU',
};
const fr = anonymise(zoeline, 'fr');
const CONTACT = '[coordonnées masquées]';

/** Lower case, accents off: what a reader would still recognise. */
const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{Cf}/gu, '')
    .toLowerCase();

describe('anonymise: the names (issue #26 §4)', () => {
  it.each([
    ['Zoéline Quartermaine', 'ZQU'],
    ['Quartermaine Zoéline', 'ZQU'],
    ['QUARTERMAINE', 'ZQU'],
    ['quartermaine', 'ZQU'],
    ['Zoeline', 'ZQU'],
    ['ZOÉLINE', 'ZQU'],
    ['ZoélineQuartermaine', 'ZQU'],
    ['ZoelineQuartermaine', 'ZQU'],
    ['zoelinequartermaine', 'ZQU'],
    ['ZOELINEQUARTERMAINE', 'ZQU'],
    ['Zoéline.Quartermaine', 'ZQU'],
    ['zoeline_quartermaine', 'ZQU'],
    ['zquartermaine', 'ZQU'],
    ['quartermainez', 'ZQU'],
    ['Contact : ContactQuartermaine', 'Contact : ContactZQU'],
    ['QuartermaineConsulting', 'ZQUConsulting'],
    ['Revue avec Quartermaine, puis Zoéline.', 'Revue avec ZQU, puis ZQU.'],
    ['Quartermaine2024', 'ZQU2024'],
    // 8 letters or more: glued anywhere, in one case.
    ['quartermaineconsulting', 'ZQUconsulting'],
    ['PARQUARTERMAINE', 'PARZQU'],
    ['les Quartermaines', 'les ZQUs'],
    ['l’équipe de Quartermaine’s', 'l’équipe de ZQU’s'],
    // An invisible soft hyphen or zero-width space inside the name does not hide it.
    ['Quarter\u00admaine', 'ZQU'],
    ['Zoé\u200bline', 'ZQU'],
    // Accents written as separate marks (NFD).
    ['Zoéline'.normalize('NFD'), 'ZQU'],
    // A mark no precomposed letter holds (e + macron below) stays with its letter.
    ['Quartermaine\u0331 et Zoeline\u0331', 'ZQU et ZQU'],
    // Fullwidth letters read as their plain forms.
    ['ＱＵＡＲＴＥＲＭＡＩＮＥ', 'ZQU'],
  ])('%j → %j', (text, expected) => {
    expect(fr.text(text)).toBe(expected);
  });

  it('removes each part of a hyphenated name, and the whole of it (Jean-Pierre → Jean, Pierre)', () => {
    const jp = anonymise({ ...zoeline, firstname: 'Jean-Pierre', lastname: 'Dupont', trigram: 'JDU' }, 'fr');
    expect(jp.text('Jean-Pierre Dupont')).toBe('JDU');
    expect(jp.text('avec Jean, puis Pierre, puis DUPONT')).toBe('avec JDU, puis JDU, puis JDU');
    expect(jp.text('jean pierre')).toBe('JDU');
    expect(jp.text('JeanPierre')).toBe('JDU');
    expect(jp.text('jpdupont')).toBe('JDU');
    expect(jp.text('Jean-Pierre')).toBe('JDU');
  });

  it('removes a name written with a ligature either way (Œuvray, Oeuvray)', () => {
    const eo = anonymise({ ...zoeline, firstname: 'Élise', lastname: 'Œuvray', trigram: 'EOE' }, 'fr');
    expect(eo.text('Œuvray, OEUVRAY, oeuvray, Elise')).toBe('EOE, EOE, EOE, EOE');
  });

  // docs/decisions.md "One redactor for anonymised files": whole words for 3-letter parts, glued
  // forms only from 4 letters and only where a capital, the initials or another name part marks
  // the join; parts of 1–2 letters only within the full name.
  it.each([
    [{ firstname: 'Marc', lastname: 'Lefort' }, 'Une démarche sur le marché', 'Une démarche sur le marché'],
    [{ firstname: 'Marc', lastname: 'Lefort' }, 'Marc a rédigé la démarche', 'MLE a rédigé la démarche'],
    [{ firstname: 'Éric', lastname: 'Lefort' }, 'client américain, AMÉRICAIN', 'client américain, AMÉRICAIN'],
    [{ firstname: 'Anne', lastname: 'Lefort' }, 'une année, deux années', 'une année, deux années'],
    [{ firstname: 'Léa', lastname: 'Lefort' }, 'Léandre et léa', 'Léandre et MLE'],
    [{ firstname: 'Yann', lastname: 'Le Goff' }, 'Le projet de Le Goff, le lot', 'Le projet de MLE, le lot'],
    [{ firstname: 'Yann', lastname: 'Le Goff' }, 'LeGoff et Goff', 'MLE et MLE'],
    [
      { firstname: 'Li', lastname: 'Wu' },
      'Li Wu a livré le lot Wu-Li. Li et Wu.',
      'MLE a livré le lot MLE. Li et Wu.',
    ],
    [{ firstname: 'Jo', lastname: 'De Sa' }, 'le chef de sa équipe, Jo De Sa', 'le chef de sa équipe, MLE'],
    [{ firstname: 'Max', lastname: 'Lefort' }, 'maximum 3', 'maximum 3'],
    [{ firstname: 'Rémi', lastname: 'Lefort' }, 'à l’extrémité', 'à l’extrémité'],
    // The accepted price of the 8-letter rule: a long name that is a word's stem.
    [{ firstname: 'Paul', lastname: 'Marchand' }, 'des marchandises', 'des MLEises'],
  ])('%j in %j → %j', (names, text, expected) => {
    const redactor = anonymise({ ...zoeline, ...names, email: '', phoneNumber: '', trigram: 'MLE' }, 'fr');
    expect(redactor.text(text)).toBe(expected);
  });

  // A first name that is also a skill word: redacted in what the person typed (privacy first);
  // the catalogue's label of the skill, the firm's word, is never passed through the redactor.
  it('removes a first name that is also a skill word from typed text', () => {
    const ruby = anonymise({ ...zoeline, firstname: 'Ruby', lastname: 'Lefort', trigram: 'RLE' }, 'fr');
    expect(ruby.text('Développement Ruby on Rails')).toBe('Développement RLE on Rails');
  });
});

describe('anonymise: the phone number (issue #26 §4)', () => {
  it.each([
    '+33 6 11 22 33 44',
    '+33611223344',
    '06 11 22 33 44',
    '0611223344',
    '06.11.22.33.44',
    '06-11-22-33-44',
    '06 11 22 33 44',
    '+33 (0)6 11 22 33 44',
    '+33(0)611223344',
    '0033 6 11 22 33 44',
    '00 33 6 11 22 33 44',
    '0033 (0)6 11 22 33 44',
    '(+33) 6 11 22 33 44',
    '+33 06 11 22 33 44',
    '6 11 22 33 44',
    '+33 6 1122 3344',
    '(0)6 11 22 33 44',
    '０６ １１ ２２ ３３ ４４',
  ])('removes %j', (phone) => {
    expect(fr.text(`Tél. ${phone}, merci`)).toBe(`Tél. ${CONTACT}, merci`);
  });

  it('removes the national forms of a number of another country (+44 20 7946 0958)', () => {
    const uk = anonymise({ ...zoeline, phoneNumber: '+44 20 7946 0958' }, 'en');
    for (const phone of ['020 7946 0958', '+44 (0)20 7946 0958', '0044 20 7946 0958', '+442079460958'])
      expect(uk.text(`call ${phone}`)).toBe('call [contact details removed]');
  });

  it('keeps other numbers: dates, amounts, another phone', () => {
    const text = 'De 2018 à 2021, 350 000 utilisateurs, standard 01 40 00 00 00';
    expect(fr.text(text)).toBe(text);
  });
});

describe('anonymise: the email (issue #26 §4)', () => {
  it.each([
    'zoeline.q@example.test',
    'ZOELINE.Q@EXAMPLE.TEST',
    'zoeline.q arobase example.test',
    'zoeline.q [at] example [dot] test',
    'zoeline.q at example dot test',
    'zoeline [dot] q (at) example (dot) test',
    'zoeline.q AT example DOT test',
    'zoeline.q @ example . test',
    'zoeline.q(arobase)example(point)test',
    'zoeline.q chez example point test',
    'zoeline.q＠example.test',
    'zoeline.q+cv@example.test',
    'mailto:zoeline.q@example.test',
  ])('removes %j', (email) => {
    expect(fr.text(`écrire à ${email} ou passer`)).toBe(`écrire à ${CONTACT} ou passer`);
  });

  it('keeps another address of the same domain, with its name part redacted', () => {
    expect(fr.text('support@example.test')).toBe('support@example.test');
    expect(fr.text('quartermaine@example.test')).toBe('ZQU@example.test');
  });
});

describe('anonymise: the file', () => {
  it('passes every text the person typed through the redactor and renumbers custom ids', () => {
    const resume = ZResumeBody.parse({
      ...emptyResume(),
      desiredPosition: 'Consultante Quartermaine',
      jobs: [
        { job: { id: 'custom-zoeline-quartermaine', custom: true, label: 'Zoéline' }, experienceMonths: 3 },
      ],
      technicalSkills: [
        {
          domain: { id: 'dev' },
          skills: [
            { id: 'custom-methode-quartermaine', custom: true, label: 'Méthode Quartermaine' },
            { id: 'java' },
          ],
        },
      ],
      softSkills: ['Écoute façon Zoéline'],
      experiences: [
        {
          id: 'zoeline-1',
          corporation: 'Quartermaine SARL',
          position: 'Associée de Quartermaine',
          context: 'Joindre au 06 11 22 33 44',
          startDate: '2020-01',
          projectExperiences: [
            {
              id: 'p-zoeline',
              name: 'ZoélineQuartermaine',
              description: 'zoeline.q arobase example.test',
              technicalEnvironment: [
                { id: 'custom-methode-quartermaine', custom: true, label: 'Méthode Quartermaine' },
              ],
              jobs: [{ id: 'custom-zoeline-quartermaine', custom: true, label: 'Zoéline' }],
            },
          ],
        },
      ],
      diplomas: [
        {
          id: 'd-quartermaine',
          graduate: 'diploma',
          title: 'Mémoire Quartermaine',
          school: 'École Zoéline',
          graduateYears: { year: 2019, month: 6 },
        },
      ],
    });
    const redacted = fr.resume(resume);
    const json = folded(JSON.stringify(redacted));
    for (const secret of ['zoeline', 'quartermaine', '06 11', 'example']) expect(json).not.toContain(secret);
    expect(redacted.technicalSkills[0]?.skills.map((skill) => skill.id)).toEqual([
      'custom-anonymised-2',
      'java',
    ]);
    expect(redacted.experiences[0]?.projectExperiences[0]?.technicalEnvironment[0]?.id).toBe(
      'custom-anonymised-2',
    );
    expect(redacted.experiences[0]?.projectExperiences[0]?.jobs[0]?.id).toBe('custom-anonymised-1');
    expect(fr.customId('custom-methode-quartermaine')).toBe('custom-anonymised-2');
    expect(fr.customId('java')).toBe('java');
    // Ids that spell nothing of the person are kept (an anonymised export imports back as is).
    const clean = fr.resume({ ...emptyResume(), diplomas: [{ ...resume.diplomas[0]!, id: 'd-1' }] });
    expect(clean.diplomas[0]?.id).toBe('d-1');
    expect(redacted.experiences[0]?.startDate).toBe('2020-01');
    expect(anonymise(zoeline, 'fr').person).toEqual({
      firstname: '',
      lastname: '',
      email: '',
      phoneNumber: '',
      trigram: 'ZQU',
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

/** Ordinary words around the forms; a generated name that hides in one of them is skipped. */
const FILLER = [
  'Projet',
  'de',
  'migration',
  'avec',
  'le',
  'client',
  'et',
  'la',
  'Contact',
  'équipe',
  'Développement',
  'API',
  'en',
  '2021',
  'pour',
  'Banque',
];
const ACCENTED: Record<string, string> = { e: 'é', a: 'à', o: 'ô', i: 'ï', u: 'ù', c: 'ç' };

const letters = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), { minLength: min, maxLength: max })
    .map((chars) => chars.join(''));
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** A name with an accent on its first accentable letter, as typed in the profile. */
const accented = (word: string) => word.replace(/[eaoiuc]/, (char) => ACCENTED[char] ?? char);

const nameArbitrary = fc.record({
  first: fc.array(letters(4, 9), { minLength: 1, maxLength: 2 }),
  last: letters(4, 11),
});

/** A case form of a written name: as typed, upper, lower, without accents. */
const caseForm = fc.constantFrom(
  (word: string) => word,
  (word: string) => word.toUpperCase(),
  (word: string) => word.toLowerCase(),
  (word: string) => word.normalize('NFD').replace(/\p{M}/gu, ''),
);

describe('anonymise: no written form survives (fast-check, issue #26 §4)', () => {
  it('removes every form of the names: case, accents, glued, hyphen parts', () => {
    fc.assert(
      fc.property(
        nameArbitrary,
        caseForm,
        fc.constantFrom('part', 'full', 'reversed', 'glued', 'camel-before', 'camel-after', 'initial'),
        fc.nat(),
        fc.array(fc.constantFrom(...FILLER), { minLength: 0, maxLength: 6 }),
        (name, shape, form, pick, filler) => {
          const firstParts = name.first.map((part) => capital(accented(part)));
          const lastname = capital(accented(name.last));
          const subject = { ...zoeline, firstname: firstParts.join('-'), lastname, trigram: 'XYZ' };
          const parts = [...firstParts, lastname];
          fc.pre(!FILLER.some((word) => parts.some((part) => folded(word).includes(folded(part)))));
          const part = parts[pick % parts.length]!;
          const written = {
            part: shape(part),
            full: shape(`${subject.firstname} ${lastname}`),
            reversed: shape(`${lastname} ${subject.firstname}`),
            glued: shape(parts.join('')),
            'camel-before': `Contact${capital(folded(part))}`,
            'camel-after': `${capital(folded(part))}Consulting`,
            initial: `${folded(firstParts[0]!).charAt(0)}${folded(lastname)}`,
          }[form];
          const text = [...filler.slice(0, 3), written, ...filler.slice(3)].join(' ');
          const output = anonymise(subject, 'fr').text(text);
          for (const each of parts) expect(folded(output)).not.toContain(folded(each));
          expect(output).toContain('XYZ');
        },
      ),
      { numRuns: 400 },
    );
  });

  it('removes every written form of the phone number', () => {
    const separator = fc.constantFrom(' ', '.', '-', '', '  ');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 4, maxLength: 4 }),
        fc.constantFrom('0', '+33 ', '+33', '+33 (0)', '0033 ', '00 33 ', '(+33) ', '0033 (0)', '+33 0', ''),
        separator,
        fc.array(fc.constantFrom(...FILLER), { maxLength: 4 }),
        (first, pairs, prefix, sep, filler) => {
          const groups = pairs.map((pair) => String(pair).padStart(2, '0'));
          const subject = { ...zoeline, phoneNumber: `+33 ${first} ${groups.join(' ')}` };
          const written = `${prefix}${first}${sep}${groups.join(sep)}`;
          const output = anonymise(subject, 'fr').text([...filler, written, 'fin'].join(' '));
          expect(output.replace(/[^\d]/g, '')).not.toContain(`${first}${groups.join('')}`);
          expect(output).toContain(CONTACT);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('removes every written form of the email', () => {
    fc.assert(
      fc.property(
        fc.array(letters(3, 8), { minLength: 1, maxLength: 2 }),
        letters(4, 9),
        fc.constantFrom('test', 'fr', 'com'),
        fc.constantFrom('@', ' arobase ', ' [at] ', ' (at) ', ' at ', ' AT ', ' @ ', '(arobase)', ' chez '),
        fc.constantFrom('.', ' [dot] ', ' dot ', ' point ', '(dot)', ' . ', ' DOT '),
        fc.boolean(),
        (local, domain, tld, at, dot, upper) => {
          fc.pre(![...local, domain].some((word) => FILLER.some((filler) => folded(filler).includes(word))));
          const subject = {
            ...zoeline,
            firstname: 'Abcd',
            lastname: 'Efgh',
            email: `${local.join('.')}@${domain}.${tld}`,
          };
          const written = `${local.join(dot)}${at}${domain}${dot}${tld}`;
          const output = anonymise(subject, 'fr').text(
            `Contact ${upper ? written.toUpperCase() : written} merci`,
          );
          expect(output).toBe(`Contact ${CONTACT} merci`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves a text holding none of the person’s forms unchanged', () => {
    fc.assert(
      fc.property(nameArbitrary, fc.array(fc.constantFrom(...FILLER), { maxLength: 12 }), (name, filler) => {
        const subject = {
          ...zoeline,
          firstname: name.first.map(capital).join('-'),
          lastname: capital(name.last),
          trigram: 'XYZ',
        };
        const parts = [...name.first, name.last];
        fc.pre(!FILLER.some((word) => parts.some((part) => folded(word).includes(part))));
        const text = filler.join(' ');
        expect(anonymise(subject, 'fr').text(text)).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
});
