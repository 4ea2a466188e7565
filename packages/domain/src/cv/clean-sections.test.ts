/**
 * issue #28 §1 "Text clean-up" and "section headings in French and English", case by case.
 */
import { describe, expect, it } from 'vitest';
import { cleanText, isIconFont } from './clean.ts';
import { sectionOf } from './sections.ts';

describe('cleanText (issue #28 §1 text clean-up)', () => {
  it('spells out ligatures', () => {
    expect(cleanText('Ofﬁce ﬂow eﬀort eﬃcient baﬄe')).toBe('Office flow effort efficient baffle');
  });
  it('drops soft hyphens and zero-width characters', () => {
    expect(cleanText('submis\u00adsions de\u200bvelop\ufeffer')).toBe('submissions developer');
  });
  it('composes decomposed accents (NFC)', () => {
    const text = cleanText('Ge\u0301ne\u0301rale');
    expect(text).toBe('Générale');
    expect(text).toHaveLength(8);
  });
  it('composes the spacing accents old TeX fonts draw before their letter, and a cedilla after', () => {
    expect(cleanText('D\u00b4eveloppeur, tr`es, for\u02c6et, Fran c\u00b8ais'.replace(' c', 'c'))).toBe(
      'Développeur, très, forêt, Français',
    );
  });
  it('leaves a spacing accent that composes no accented letter', () => {
    expect(cleanText('`code` and ´1')).toBe('`code` and ´1');
  });
  it('drops private-use characters (icon fonts mapped there)', () => {
    expect(cleanText('\uf0e0 jean@exemple.fr \uf095 +33 6 12 34 56 78 \u{f0001}')).toBe(
      ' jean@exemple.fr  +33 6 12 34 56 78 ',
    );
  });
  it('makes odd spaces plain and removes control characters but tabs and line feeds', () => {
    expect(cleanText('Paris\u00a0:\u202f75\u2009012\u0007\tx\r\ny')).toBe('Paris : 75 012\tx\ny');
  });
});

describe('isIconFont', () => {
  it.each([
    'ABCDEF+FontAwesome',
    'FontAwesome5Free-Solid',
    'marvosym',
    'Font Awesome 6 Brands',
    'Wingdings',
    'MaterialIcons-Regular',
  ])('%s draws pictures', (font) => expect(isIconFont(font)).toBe(true));
  it.each(['Lato-Bold', 'LMRoman10-Regular', 'Calibri', 'Symbola', 'SourceSansPro'])(
    '%s draws letters',
    (font) => expect(isIconFont(font)).toBe(false),
  );
});

describe('sectionOf (issue #28 §1 section headings FR/EN)', () => {
  it.each([
    ['Expériences professionnelles', 'experience'],
    ['EXPÉRIENCE PROFESSIONNELLE', 'experience'],
    ['Parcours', 'experience'],
    ['Work History', 'experience'],
    ['Professional Experience', 'experience'],
    ['2. Formation', 'education'],
    ['Education', 'education'],
    ['Educational Background', 'education'],
    ['Diplômes et certifications', 'certifications'],
    ['Licences et Certifications', 'certifications'],
    ['Compétences techniques :', 'skills'],
    ['Technical Skills', 'skills'],
    ['Langues', 'languages'],
    ['LANGUAGES', 'languages'],
    ['Centres d’intérêts', 'interests'],
    ['Expériences de bénévolat', 'volunteer'],
    ['Profil', 'summary'],
    ['E X P E R I E N C E', 'experience'],
    ['W O R K  H I S T O R Y', 'experience'],
    ['■ Projets', 'projects'],
    ['IV. Références', 'references'],
    ['Expériences professionnelles récentes', 'experience'],
    ['SKILLS, LANGUAGES, INTERESTS', 'skills'],
    ['Compétences & Langues', 'skills'],
    ['Langues et centres d’intérêt', 'languages'],
  ])('%s → %s', (line, kind) => {
    expect(sectionOf(line)?.kind).toBe(kind);
  });

  it('gives what follows the colon', () => {
    expect(sectionOf('Langues : Anglais (courant), Espagnol')).toEqual({
      kind: 'languages',
      rest: 'Anglais (courant), Espagnol',
    });
  });

  it.each([
    'Expérience de 10 ans en développement Java.',
    'Formation des utilisateurs et support de niveau 2',
    'Experience 2019',
    'Skills development for junior consultants and interns',
    'Jean Dupont',
    'Société Générale',
    'Formation, Java',
    '',
    '•',
  ])('%s is no heading', (line) => {
    expect(sectionOf(line)).toBeNull();
  });
});
