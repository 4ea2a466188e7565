/**
 * issue #28 §1 "names": how CVs print a name, read by hand here.
 */
import { describe, expect, it } from 'vitest';
import { looksLikeName, splitName } from './names.ts';

describe('splitName (issue #28 §1)', () => {
  it.each([
    ['Jean DUPONT', 'Jean', 'DUPONT'],
    ['DUPONT Jean', 'Jean', 'DUPONT'],
    ['Marie-Claire LE GALL', 'Marie-Claire', 'LE GALL'],
    ['John Doe', 'John', 'Doe'],
    ['JOHN SMITH L. DOE', 'JOHN SMITH L', 'DOE'],
    ['Jane Q. Fullstacker', 'Jane Q', 'Fullstacker'],
    ['Élise de La Fontaine', 'Élise', 'de La Fontaine'],
    ['Dr. Ada Lovelace', 'Ada', 'Lovelace'],
    ['Ludwig van Beethoven', 'Ludwig', 'van Beethoven'],
    ["Chloé D'ANGELO", 'Chloé', "D'ANGELO"],
  ])('%s → %s / %s', (line, firstname, lastname) => {
    expect(splitName(line)).toEqual({ firstname, lastname });
  });
  it('leaves a part empty when it breaks spec §5 (special characters)', () => {
    expect(splitName('Jean D#UPONT')).toEqual({ firstname: 'Jean', lastname: '' });
    expect(splitName('')).toEqual({ firstname: '', lastname: '' });
  });
  it('writes a typographic apostrophe as spec §5 allows it, the straight one', () => {
    expect(splitName('Liam O’Brien')).toEqual({ firstname: 'Liam', lastname: "O'Brien" });
    expect(splitName('Zoé D’ALMEIDA')).toEqual({ firstname: 'Zoé', lastname: "D'ALMEIDA" });
  });
  it('gives a single word as the last name', () => {
    expect(splitName('Alice')).toEqual({ firstname: '', lastname: 'Alice' });
  });
});

describe('looksLikeName', () => {
  it.each(['Jean DUPONT', 'John Smith L. Doe', 'Élise de La Fontaine', 'Mme Chloé Martin'])(
    '%s may be a name',
    (line) => expect(looksLikeName(line)).toBe(true),
  );
  it.each([
    'Développeur Java senior',
    'Expérience professionnelle',
    'Paris 75012',
    'john.doe@email.com',
    'Alice',
    'a b c d e f',
  ])('%s is no name', (line) => expect(looksLikeName(line)).toBe(false));
});
