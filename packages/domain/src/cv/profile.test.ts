/**
 * The person a CV is about (issue #28 §1 "names, email and phone (also from a DOCX page header),
 * desired position and summary"): rows of our own writing, one per rule of ./profile.ts.
 */
import { describe, expect, it } from 'vitest';
import { cvLine, cvSection } from '../../test-support/cv-lines.ts';
import { readProfile } from './profile.ts';

const title = (text: string) => cvLine(text, { relativeSize: 2, bold: true });

describe('readProfile: the name', () => {
  it('takes the largest name-like line of the top, capitals marking the last name', () => {
    const profile = readProfile([
      cvSection('top', [
        'Curriculum vitae',
        title('Élodie MARCHETTI'),
        'Data engineer',
        'elodie.marchetti@example.com',
      ]),
    ]);
    expect(profile).toMatchObject({ firstname: 'Élodie', lastname: 'MARCHETTI', title: 'Data engineer' });
    expect(profile.nameConfidence).toBeGreaterThan(0.6);
  });

  it('prefers a DOCX Title style to a bigger line that is no name, and a bigger name to a smaller one', () => {
    const profile = readProfile([
      cvSection('top', [
        cvLine('Jean Dupont', { relativeSize: 1 }),
        cvLine('Anne-Sophie Leroy', { style: 'Title' }),
        cvLine('DOSSIER DE COMPÉTENCES 2024', { relativeSize: 3 }),
      ]),
    ]);
    expect([profile.firstname, profile.lastname]).toEqual(['Anne-Sophie', 'Leroy']);
  });

  it('cuts a name printed with its headline on one line, and reads the headline from it', () => {
    const profile = readProfile([
      cvSection('top', [title('Martin Kessler — DevOps Engineer'), 'martin@example.org']),
    ]);
    expect(profile).toMatchObject({ firstname: 'Martin', lastname: 'Kessler', title: 'DevOps Engineer' });
    expect(profile.titleConfidence).toBe(0.7);
  });

  it('finds the name in a DOCX page header, read before the body', () => {
    const profile = readProfile([
      cvSection('top', [
        cvLine('Thomas LE BIHAN', { part: 'header' }),
        cvLine('Développeur Java senior', { part: 'header' }),
      ]),
      cvSection('experience', ['Banque Exemple\tdepuis 2021']),
    ]);
    expect([profile.firstname, profile.lastname]).toEqual(['Thomas', 'LE BIHAN']);
  });

  it('joins a name printed over two lines in the same large type, the headline read under it', () => {
    const profile = readProfile([cvSection('top', [title('Élodie'), title('Marchetti'), 'Ingénieure data'])]);
    expect(profile).toMatchObject({ firstname: 'Élodie', lastname: 'Marchetti', title: 'Ingénieure data' });
    // Two lines of different type are not one name.
    const apart = readProfile([
      cvSection('top', [title('Élodie'), cvLine('Marchetti', { relativeSize: 1.2, bold: true })]),
    ]);
    expect(apart.lastname).not.toBe('Marchetti');
  });

  it('cuts a name from its headline at a tab (a right-pushed headline)', () => {
    const profile = readProfile([cvSection('top', [title('Stéphane Lemoine\tAdministrateur systèmes')])]);
    expect(profile).toMatchObject({
      firstname: 'Stéphane',
      lastname: 'Lemoine',
      title: 'Administrateur systèmes',
    });
  });

  it('takes a one-word name only as the top’s largest type, and never a country', () => {
    const alone = readProfile([
      cvSection('top', [cvLine('Alice', { relativeSize: 2.5 }), 'Adventurer', 'United Kingdom']),
    ]);
    expect([alone.firstname, alone.lastname]).toEqual([null, 'Alice']);
    const small = readProfile([cvSection('top', [cvLine('Alice', { relativeSize: 1.2 }), 'United Kingdom'])]);
    expect([small.firstname, small.lastname]).toEqual([null, null]);
    const notLargest = readProfile([
      cvSection('top', [cvLine('Alice', { relativeSize: 1.6 }), cvLine('Curriculum', { relativeSize: 2 })]),
    ]);
    expect(notLargest.lastname).toBeNull();
  });

  it('reads no name when none of the first lines is one, and never a contact line', () => {
    const profile = readProfile([
      cvSection('top', ['Paris 75011', 'contact@example.com', 'Disponible immédiatement.']),
    ]);
    expect(profile).toMatchObject({ firstname: null, lastname: null, nameConfidence: 0 });
  });
});

describe('readProfile: email and phone', () => {
  it('takes the top section first, and never a referee’s contact', () => {
    const profile = readProfile([
      cvSection('references', ['M. Paul Martin — paul.martin@example.net — 06 39 98 00 11']),
      cvSection('top', [title('Nadia Haddad'), 'nadia.haddad@example.com · 06 39 98 12 34']),
    ]);
    expect(profile.email).toBe('nadia.haddad@example.com');
    expect(profile.phone).toBe('+33 6 39 98 12 34');
    expect(profile.phoneWritten).toBe('06 39 98 12 34');
  });

  it('falls back to any section, and keeps a phone of unknown country as written only', () => {
    const profile = readProfile([
      cvSection('top', [title('Nora Whitfield')]),
      cvSection('contact', ['nora@example.co.uk', '020 7946 0123']),
    ]);
    expect(profile.email).toBe('nora@example.co.uk');
    expect(profile.phone).toBeNull();
    expect(profile.phoneWritten).toBe('020 7946 0123');
  });
});

describe('readProfile: headline and summary', () => {
  it('prefers a Subtitle style, and skips contact and date lines under the name', () => {
    expect(
      readProfile([
        cvSection('top', [title('Aurélie Perrin'), cvLine('Product Owner', { style: 'Subtitle' })]),
      ]).title,
    ).toBe('Product Owner');
    const profile = readProfile([
      cvSection('top', [title('Hugo Lambert'), 'hugo@example.com', '2019 – 2023', 'Junior data scientist']),
    ]);
    expect(profile.title).toBe('Junior data scientist');
    expect(profile.titleConfidence).toBe(0.6);
  });

  it('reads no headline from a sentence or a long line', () => {
    expect(
      readProfile([cvSection('top', [title('Hugo Lambert'), 'Je cherche un stage de fin d’études.'])]).title,
    ).toBeNull();
    expect(
      readProfile([
        cvSection('top', [title('Hugo Lambert'), 'un deux trois quatre cinq six sept huit neuf dix onze']),
      ]).title,
    ).toBeNull();
  });

  it('joins the summary section’s lines, a word cut at a line’s end joined back', () => {
    const profile = readProfile([
      cvSection('top', [title('Julia Hartmann')]),
      cvSection('summary', [
        'Machine learning en-',
        'gineer with six years of NLP.',
        'Open to missions in Lyon.',
      ]),
    ]);
    expect(profile.summary).toBe(
      'Machine learning engineer with six years of NLP. Open to missions in Lyon.',
    );
    expect(profile.summaryConfidence).toBe(0.9);
  });

  it('takes prose of the top as the summary only when it is long enough', () => {
    const prose =
      'Consultante SAP FI/CO depuis quatorze ans, j’accompagne les directions financières dans leurs projets de migration vers S/4HANA.';
    const long = readProfile([cvSection('top', [title('Claire Vasseur'), prose])]);
    expect(long.summary).toBe(prose);
    expect(long.summaryConfidence).toBe(0.5);
    expect(
      readProfile([
        cvSection('top', [title('Claire Vasseur'), 'Consultante SAP depuis quatorze ans, mobile en France.']),
      ]).summary,
    ).toBeNull();
  });
});
