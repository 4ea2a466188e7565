/** The back office's way of writing a person (DESIGN.md dashboard columns). */
import { describe, expect, it } from 'vitest';
import { backOfficeName } from './user.ts';

describe('backOfficeName', () => {
  it('writes the last name in capitals, accents kept, then the first name', () => {
    expect(backOfficeName({ firstname: 'Marie', lastname: 'Dupont' })).toBe('DUPONT Marie');
    expect(backOfficeName({ firstname: 'Élodie', lastname: 'Lefèvre' })).toBe('LEFÈVRE Élodie');
  });

  it('leaves no stray space when a name is missing', () => {
    expect(backOfficeName({ firstname: '', lastname: 'Dupont' })).toBe('DUPONT');
  });
});
