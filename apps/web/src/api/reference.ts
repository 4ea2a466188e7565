/**
 * Reference labels (DESIGN.md "Data": skills, domains, jobs, sectors, sub-sectors in FR and EN),
 * `GET /api/reference`. The key `['reference']` is shared with the back office.
 */
import { queryOptions } from '@tanstack/react-query';
import { ZReferenceResponse, type ReferenceResponse } from '@highlight/domain/reference';
import { apiFetch } from '../lib/api.ts';

/** The catalogue is versioned seed data: fetched once per session. */
export const referenceQueryOptions = queryOptions({
  queryKey: ['reference'] as const,
  queryFn: ({ signal }): Promise<ReferenceResponse> =>
    apiFetch('/reference', { schema: ZReferenceResponse, signal }),
  staleTime: Infinity,
});
