/**
 * The person's email and phone as a CV writes them (issue #28 §1 "names, email and phone"), and
 * the phone in the form spec §5 stores: `+` and the country code ("06 12 34 56 78" →
 * "+33 6 12 34 56 78"; "+33 (0)6 12 34 56 78" → "+33 6 12 34 56 78"; "+44 20 7946 0958" →
 * "+442079460958"). A number without its country code that is not French is kept as written
 * with no stored form: the review asks for the code, never guesses it.
 */
import { isValidPhoneNumber } from '../phone.ts';

/** An email address (RFC 5322's common subset: what CVs print). */
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,24}(?![\p{L}\p{N}])/gu;

/** The emails of `text`, in order, each once (lower case), a "mailto:" prefix aside. */
export function findEmails(text: string): string[] {
  const found = [...text.matchAll(EMAIL)].map((match) => match[0].replace(/^mailto:/iu, '').toLowerCase());
  return [...new Set(found)];
}

/** A phone number as printed: an optional "+", then digits in groups parted by spaces, dots, dashes, brackets. */
const PHONE = /(?<![\p{L}\p{N}+])(?:\+|00)?\(?\d[\d\s().\u2013\u2010-]{6,22}\d(?![\p{L}\p{N}])/gu;

/** A phone found in text: as written, and as spec §5 stores it (null when the country is unknown). */
export interface CvPhone {
  written: string;
  international: string | null;
}

/** Groups "6 12 34 56 78" of a French number's nine digits after the country code. */
function frenchForm(nine: string): string {
  return `+33 ${nine[0]} ${nine.slice(1).replace(/(\d{2})(?=\d)/gu, '$1 ')}`;
}

/**
 * The spec §5 form of a written phone number, or null: French national numbers (ten digits
 * starting 0 and 1–9) and "+33"/"0033" numbers with or without "(0)" become "+33 X XX XX XX XX";
 * another "+" or "00" number becomes "+" and its 6–14 digits.
 */
export function internationalPhone(written: string): string | null {
  const trimmed = written.trim();
  // "00" opens an international number only before a country code (never 0).
  const plus = /^(?:\+|00(?=[1-9]))/u.test(trimmed);
  const digits = (plus ? trimmed.replace(/^00/u, '') : trimmed).replace(/\(0\)/gu, '').replace(/\D/gu, '');
  let candidate: string | null = null;
  if (!plus && /^0[1-9]\d{8}$/u.test(digits)) candidate = frenchForm(digits.slice(1));
  else if (plus && /^33[1-9]\d{8}$/u.test(digits)) candidate = frenchForm(digits.slice(2));
  else if (plus && !digits.startsWith('33')) candidate = `+${digits}`;
  return candidate !== null && isValidPhoneNumber(candidate) ? candidate : null;
}

/**
 * The phone numbers of `text`, in order: runs of 8 to 15 digits that look like a phone (starting
 * with "+", "00", "(" or "0", or grouped by spaces, dots or dashes) and are no date range
 * ("2019 - 2021") or postcode and year.
 */
export function findPhones(text: string): CvPhone[] {
  const phones: CvPhone[] = [];
  for (const match of text.matchAll(PHONE)) {
    const written = match[0].trim().replace(/[\s.\u2013\u2010-]+$/u, '');
    const digits = written.replace(/\D/gu, '');
    if (digits.length < 8 || digits.length > 15) continue;
    // Years side by side are dates, not a phone.
    if (/^(?:19|20)\d{2}\s*[-\u2013]\s*(?:19|20)\d{2}$/u.test(written)) continue;
    // Without a "+", "00", "(" or a leading 0, a phone shows at least three groups ("555 123 4567"):
    // "2023.1234" is a reference number.
    if (!/^(?:\+|00|\(|0)/u.test(written) && !/\d[\s.-]+\d+[\s.-]+\d/u.test(written)) continue;
    phones.push({ written, international: internationalPhone(written) });
  }
  return phones;
}
