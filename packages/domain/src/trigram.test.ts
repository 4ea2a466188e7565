/** DESIGN.md trigram rule. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeTrigram } from './trigram.ts';

describe('makeTrigram', () => {
  it.each([
    ['Jean', 'Dupont', [], 'JDU'],
    ['Élodie', 'Œuvray', [], 'EOE'],
    ['Jean', 'Dupont', ['JDU'], 'JDP'],
    ['Jean', 'Du', ['JDU'], 'JDE'],
    ['Li', 'Wu', ['LWU', 'LWI'], 'LW1'],
    ['', '', [], 'XXX'],
    // Ligatures and ß spelled out, accents dropped, anything but a letter ignored.
    ['Ægir', 'Straße', [], 'AST'],
    ['Ægir', 'Straße', ['AST', 'ASR'], 'ASA'],
    ['Zoé', 'Lœw', ['ZLO'], 'ZLE'],
    ['Jean-Luc', "d'Arc", [], 'JDA'],
    ['42', 'Dupont', [], 'XDU'],
    ['Jean', '', [], 'JXX'],
    // A one-letter last name still gives three letters, then the first name's letters follow.
    ['Jean', 'D', [], 'JDX'],
    ['Jean', 'D', ['JDX'], 'JDE'],
    ['Jo', 'D', ['JDX', 'JDO'], 'JD1'],
  ])('%s %s with %j taken → %s', (first, last, taken, expected) => {
    expect(makeTrigram(first, last, new Set(taken))).toBe(expected);
  });

  it('takes any free code of the first initial once the name-based ones are taken', () => {
    const nameBased = ['LWU', 'LWI', ...Array.from({ length: 9 }, (_, i) => `LW${i + 1}`)];
    expect(makeTrigram('Li', 'Wu', new Set(nameBased))).toBe('LAA');
  });

  it('grows past three characters when every code of the first initial is taken', () => {
    const characters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
    const every = [...characters].flatMap((second) => [...characters].map((third) => `J${second}${third}`));
    expect(makeTrigram('Jean', 'Dupont', new Set(every))).toBe('JD10');
    expect(makeTrigram('Jean', 'Dupont', new Set([...every, 'JD10']))).toBe('JD11');
  });

  it('always gives a free 3-character upper-case code', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        fc.array(fc.string({ minLength: 3, maxLength: 3 })),
        (first, last, taken) => {
          const trigram = makeTrigram(first, last, new Set(taken));
          expect(trigram).toMatch(/^[A-Z][A-Z0-9]{2}$/);
          expect(taken).not.toContain(trigram);
        },
      ),
    );
  });
});
