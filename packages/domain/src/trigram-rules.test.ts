/**
 * DESIGN.md trigram rule at its edges: letters spelled out as the name is (ß → SS), accents
 * dropped without leaving anything behind, and the ninth digit tried before any other code.
 */
import { describe, expect, it } from 'vitest';
import { makeTrigram } from './trigram.ts';

describe('makeTrigram: letters of the name', () => {
  it('spells ß as SS, so its letters follow in order', () => {
    // STRAUSS: HST, HSR, HSA, HSU taken, the next letter of the last name is S.
    expect(makeTrigram('Hans', 'Strauß', new Set(['HST', 'HSR', 'HSA', 'HSU']))).toBe('HSS');
    expect(makeTrigram('Jean', 'ßa', new Set())).toBe('JSS');
  });

  it('drops an accent and keeps its letter, whatever its place in the name', () => {
    expect(makeTrigram('Paul', 'Éluard', new Set())).toBe('PEL');
    expect(makeTrigram('Chloé', 'Ô', new Set(['COX']))).toBe('COH');
    expect(makeTrigram('Zoë', 'Ng', new Set(['ZNG', 'ZNO']))).toBe('ZNE');
  });
});

describe('makeTrigram: digits', () => {
  it('tries the digits 1 to 9 in turn, 9 included, before any other code', () => {
    const lettersTaken = ['LWU', 'LWI'];
    const eight = Array.from({ length: 8 }, (_, i) => `LW${i + 1}`);
    expect(makeTrigram('Li', 'Wu', new Set([...lettersTaken, ...eight]))).toBe('LW9');
    expect(makeTrigram('Li', 'Wu', new Set([...lettersTaken, ...eight.slice(0, 4)]))).toBe('LW5');
  });
});
