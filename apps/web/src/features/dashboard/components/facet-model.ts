/**
 * What the dashboard's filters know of each facet (issue #9 "Search and filters"): the order the
 * drawer shows them in, each value's label and count, whether it is on, and how ticking it changes
 * the filters. Shared by the row of active filters and the drawer, which loads on first use.
 */
import { backOfficeName } from '@highlight/domain/user-fields';
import { languageName } from '@highlight/domain/languages';
import type { FacetCount } from '@highlight/domain/search';
import type { SearchFacets, UserRef } from '@highlight/domain/user';
import { useTranslation } from 'react-i18next';
import { useGetHumanResources } from '../../../hooks/use-get-human-resources.ts';
import { useGetLabelOf } from '../../../hooks/use-get-label-of.ts';
import { useGetLocale } from '../../../hooks/use-get-locale.ts';
import type { FacetFilters as Filters } from '../api/list-users.ts';

type ListFacet = 'status' | 'role' | 'referee' | 'skills' | 'jobs' | 'languages';
type FlagFacet = 'resigner' | 'outdated';
export type Facet = ListFacet | FlagFacet;

/** The dashboard's facets, in the order the drawer shows them (issue #9 "Search and filters"). */
export const FACET_ORDER = [
  'status',
  'role',
  'referee',
  'resigner',
  'outdated',
  'skills',
  'jobs',
  'languages',
] as const satisfies readonly Facet[];

/** Facets where a file must have every value chosen (the others combine their values with OR). */
export const ALL_REQUIRED_FACETS: readonly Facet[] = ['skills', 'jobs', 'languages'];

export interface FacetFiltersProps {
  facets: SearchFacets | undefined;
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/**
 * What the model fetches to name values: the reference catalogue (skills, jobs) and the HR referees.
 * Issue #11 §6: neither is needed to show the dashboard, only to name a chosen value or the drawer's.
 */
export interface FacetLabelSources {
  catalogue: boolean;
  referees: boolean;
}

/** The label sources `filters` needs for its chips, plus both once the drawer has been opened. */
export function labelSourcesFor(filters: Filters, drawerUsed: boolean): FacetLabelSources {
  return {
    catalogue: drawerUsed || filters.skills.length > 0 || filters.jobs.length > 0,
    referees: drawerUsed || filters.referee.length > 0,
  };
}

export type FacetModel = ReturnType<typeof useFacetModel>;

/**
 * The facets of `facets` and `filters`, labelled in the display language, and their changes. Values
 * whose names `sources` leaves unfetched show their own id or label meanwhile.
 */
export function useFacetModel({ facets, filters, onChange }: FacetFiltersProps, sources: FacetLabelSources) {
  const { t } = useTranslation('backOffice');
  const labelOf = useGetLabelOf({ enabled: sources.catalogue });
  const referees: readonly UserRef[] = useGetHumanResources({ enabled: sources.referees }).data ?? [];
  const locale = useGetLocale();

  const valueLabel = (facet: Facet, value: string): string => {
    switch (facet) {
      case 'status':
        return t(`status.${value}`);
      case 'role':
        return t(`dashboard.facets.roleValues.${value}`, { defaultValue: value });
      case 'referee': {
        if (value === 'none') return t('dashboard.facets.noReferee');
        const referee = referees.find((person) => person.id === value);
        return referee ? backOfficeName(referee) : value;
      }
      case 'resigner':
        return t(`dashboard.facets.resignerValues.${value}`);
      case 'outdated':
        return t(`dashboard.facets.outdatedValues.${value}`);
      case 'skills':
        return labelOf('skill', value, locale);
      case 'jobs':
        return labelOf('job', value, locale);
      case 'languages':
        return languageName(value, locale);
    }
  };

  const isOn = (facet: Facet, value: string): boolean =>
    facet === 'resigner' || facet === 'outdated'
      ? filters[facet] !== null && String(filters[facet]) === value
      : (filters[facet] as readonly string[]).includes(value);

  const toggle = (facet: Facet, value: string) => {
    if (facet === 'resigner' || facet === 'outdated') {
      onChange({ [facet]: isOn(facet, value) ? null : value === 'true' });
      return;
    }
    const current: readonly string[] = filters[facet];
    onChange({
      [facet]: current.includes(value) ? current.filter((entry) => entry !== value) : [...current, value],
    });
  };

  /** A facet group's new values: a list as is; a yes/no facet keeps only the value just ticked. */
  const choose = (facet: Facet, next: string[]) => {
    if (facet === 'resigner' || facet === 'outdated') {
      const added = next.find((value) => !isOn(facet, value));
      onChange({ [facet]: added === undefined ? null : added === 'true' });
    } else {
      onChange({ [facet]: next });
    }
  };

  /** The facet's values: the server's counts, plus chosen values it did not count. */
  const valuesOf = (facet: Facet): (FacetCount | { value: string; count: null })[] => {
    const counted = facets?.[facet] ?? [];
    const chosen =
      facet === 'resigner' || facet === 'outdated'
        ? filters[facet] === null
          ? []
          : [String(filters[facet])]
        : filters[facet];
    const missing = chosen.filter((value) => !counted.some((entry) => entry.value === value));
    return [...counted, ...missing.map((value) => ({ value, count: null }))];
  };

  const active = FACET_ORDER.flatMap((facet) =>
    valuesOf(facet)
      .filter((entry) => isOn(facet, entry.value))
      .map((entry) => ({ facet, value: entry.value })),
  );
  const count = (value: number | null) =>
    value === null
      ? '—'
      : facets?.approximate
        ? t('dashboard.facets.about', { count: value })
        : String(value);

  return { valueLabel, isOn, toggle, choose, valuesOf, active, count };
}
