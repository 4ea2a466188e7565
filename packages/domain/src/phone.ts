/**
 * spec §5 "Phone number rule": empty is valid; otherwise `+` followed by either a French number
 * (33, then a digit 1-9, then four pairs of digits, spaces allowed) or another country code with
 * 6 to 14 digits in all (not starting 33). The error is the translated `invalidNumber`.
 */
import { z } from 'zod';

const FRENCH = /^\+33 ?[1-9](?: ?\d{2}){4}$/;
const OTHER = /^\+(?!33)\d{6,14}$/;

/** spec §5: true when `value` satisfies the phone number rule. Spaces are allowed between groups. */
export function isValidPhoneNumber(value: string): boolean {
  if (value === '') return true;
  if (FRENCH.test(value)) return true;
  return OTHER.test(value.replace(/ /g, ''));
}

/** The phone number as stored: trimmed, inner spaces kept as the user typed them. */
export const ZPhoneNumber = z
  .string()
  .trim()
  .max(30, { message: 'validation.invalidNumber' })
  .refine(isValidPhoneNumber, { message: 'validation.invalidNumber' });
