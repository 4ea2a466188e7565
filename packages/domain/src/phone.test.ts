/** spec §5 "Phone number rule", table-driven. */
import { describe, expect, it } from 'vitest';
import { isValidPhoneNumber, ZPhoneNumber } from './phone.ts';

describe('isValidPhoneNumber (spec §5)', () => {
  it.each([
    ['', true, 'empty is valid'],
    ['+33612345678', true, 'French, no spaces'],
    ['+33 6 12 34 56 78', true, 'French, spaced pairs'],
    ['+33 1 23 45 67 89', true, 'French landline'],
    ['+336 12 34 56 78', true, 'French, partly spaced'],
    ['+33 0 12 34 56 78', false, 'French digit after 33 must be 1-9'],
    ['+33 6 12 34 56 7', false, 'French, one digit short'],
    ['+33 6 12 34 56 789', false, 'French, one digit too many'],
    ['+3361234567890', false, 'starts with 33 but not a French number'],
    ['0612345678', false, 'no +'],
    ['+44 20 7946 0958', true, 'UK, spaces allowed'],
    ['+14155552671', true, 'US, 11 digits'],
    ['+212612', true, 'other country, 6 digits'],
    ['+21261', false, 'other country, 5 digits'],
    ['+123456789012345', false, 'other country, 15 digits'],
    ['+4915112345678', true, 'Germany, 13 digits'],
    ['+44-20-7946-0958', false, 'dashes are not allowed'],
    ['+33 6 12 34 56 7a', false, 'letters'],
  ])('%s → %s (%s)', (value, expected) => {
    expect(isValidPhoneNumber(value)).toBe(expected);
  });

  it('answers the translated invalidNumber key', () => {
    const result = ZPhoneNumber.safeParse('06 12 34 56 78');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.invalidNumber');
  });
});
