/** How the Inventory writes its months (issue #29 §2, §3): `2026-03` → "mars 2026" / "Mar 2026". */
import type { Locale } from '@highlight/domain/constants';
import { formatMonthYear } from '@highlight/domain/intl';

/** A `YYYY-MM` month of the API's answers, written short in `locale`. */
export function monthLabel(month: string, locale: Locale): string {
  return formatMonthYear(
    { year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) },
    locale,
    'short',
  );
}
