/**
 * issue #28 §1 "French and English dates": the forms CVs write, each read by hand here.
 */
import { describe, expect, it } from 'vitest';
import { findDateRanges, type CvDate } from './dates.ts';

const d = (year: number, month: number | null = null): CvDate => ({ year, month });
const read = (text: string) => findDateRanges(text).map(({ start, end }) => ({ start, end }));

describe('findDateRanges (issue #28 §1)', () => {
  it.each([
    ["janv. 2019 – aujourd'hui", d(2019, 1), null],
    ['mars 2017 - déc. 2018', d(2017, 3), d(2018, 12)],
    ['Depuis septembre 2021', d(2021, 9), null],
    ['2019–Present', d(2019), null],
    ['09/2021 – 06/2023', d(2021, 9), d(2023, 6)],
    ['2015 - 2017', d(2015), d(2017)],
    ['Jan 2020 to Mar 2021', d(2020, 1), d(2021, 3)],
    ['de 2012 à 2014', d(2012), d(2014)],
    ['Sept 2018 – May 2023', d(2018, 9), d(2023, 5)],
    ['June 2023 – present', d(2023, 6), null],
    ['février 2020 — juillet 2021', d(2020, 2), d(2021, 7)],
    ['Août 2016 -> En cours', d(2016, 8), null],
    ['2021-09 - 2022-03', d(2021, 9), d(2022, 3)],
    ['since March 2019', d(2019, 3), null],
    ['May – Aug 2022', d(2022, 5), d(2022, 8)],
    ['mai - août 2022', d(2022, 5), d(2022, 8)],
    ['from 2010 until 2012', d(2010), d(2012)],
    ['1/2020 – 12/2020', d(2020, 1), d(2020, 12)],
    ['Avril 2022 à ce jour', d(2022, 4), null],
    ['2021-09 – 2021', d(2021, 9), d(2021)],
  ])('%s', (text, start, end) => {
    expect(read(text)).toEqual([{ start, end }]);
  });

  it('reads a season or a year alone as a range of itself, without month', () => {
    expect(read('Summer 2022')).toEqual([{ start: d(2022), end: d(2022) }]);
    expect(read('Été 2020')).toEqual([{ start: d(2020), end: d(2020) }]);
    expect(read('Promotion 2009')).toEqual([{ start: d(2009), end: d(2009) }]);
  });

  it('gives the offsets of each range in the original text, accents included', () => {
    const text = 'Chef de projet, Société Générale — févr. 2019 – août 2021, Paris';
    const [range] = findDateRanges(text);
    expect(text.slice(range!.from, range!.to)).toBe('févr. 2019 – août 2021');
  });

  it('finds several ranges on one line, left to right', () => {
    expect(read('2014 – 2016 Master, 2011 – 2014 Licence')).toEqual([
      { start: d(2014), end: d(2016) },
      { start: d(2011), end: d(2014) },
    ]);
  });

  it('reads no placeholder, duration, phone number or out-of-range year as a date', () => {
    expect(read('Month 20XX – Ongoing')).toEqual([]);
    expect(read('2 years 10 months')).toEqual([]);
    expect(read('+33 6 12 34 56 78')).toEqual([]);
    expect(read('Code postal 75012, 1949, 2101')).toEqual([]);
    expect(read('version 12019')).toEqual([]);
  });

  it('reads a month word only as a whole word ("Mayotte", "marsupial" are no months)', () => {
    expect(read('Mayotte 2019')).toEqual([{ start: d(2019), end: d(2019) }]);
    expect(read('smart 2020')).toEqual([{ start: d(2020), end: d(2020) }]);
  });

  it('reads a range that ends before it starts as two dates', () => {
    expect(read('2021 - 2019')).toEqual([
      { start: d(2021), end: d(2021) },
      { start: d(2019), end: d(2019) },
    ]);
    expect(read('Aug – May 2022')).toEqual([{ start: d(2022, 5), end: d(2022, 5) }]);
  });
});
