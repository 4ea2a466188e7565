/** issue #9 `POST /api/match`: the people who best answer a client's request. */
import type { SpokenLevel } from '@highlight/domain/languages';
import { ZMatchResponse, type MatchRequest, type MatchResponse } from '@highlight/domain/matching';
import type { COLLABORATOR_ROLES } from '@highlight/domain/roles';
import type { UserStatus } from '@highlight/domain/user';
import { apiFetch } from '../../../lib/api.ts';

/** Ranks people for a request's text and/or picked skills. Throws `ApiError`. */
export function matchPeople(request: Partial<MatchRequest>, signal?: AbortSignal): Promise<MatchResponse> {
  return apiFetch('/match', { method: 'POST', body: request, schema: ZMatchResponse, signal });
}

/**
 * The panel's filters of the people ranked (issue #27 §4), as HR set them: statuses ticked (none:
 * every status), outdated or up-to-date files or both, employees or applicants or both, a language
 * and its minimum level (none: any).
 */
export interface MatchFilters {
  status: UserStatus[];
  outdated: 'any' | 'true' | 'false';
  role: 'any' | (typeof COLLABORATOR_ROLES)[number];
  language: string | null;
  minLevel: SpokenLevel | null;
}

export const NO_FILTERS: MatchFilters = {
  status: [],
  outdated: 'any',
  role: 'any',
  language: null,
  minLevel: null,
};

/** The part of a `POST /api/match` body that says `filters`: nothing for what is not filtered. */
export function filtersRequest(
  filters: MatchFilters,
): Pick<Partial<MatchRequest>, 'status' | 'outdated' | 'role' | 'language' | 'minLanguageLevel'> {
  return {
    ...(filters.status.length > 0 && { status: filters.status }),
    ...(filters.outdated !== 'any' && { outdated: filters.outdated === 'true' }),
    ...(filters.role !== 'any' && { role: filters.role }),
    ...(filters.language !== null && { language: filters.language }),
    ...(filters.language !== null && filters.minLevel !== null && { minLanguageLevel: filters.minLevel }),
  };
}
