/**
 * Reference labels (DESIGN.md "Data": skills, domains, jobs, sectors, sub-sectors in FR and EN),
 * `GET /api/reference`. The key `['reference']` is shared with the back office.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ReferenceResponse } from '@highlight/domain/reference';
import { apiFetch } from '../lib/api.ts';

/**
 * The catalogue is versioned seed data: fetched once per session, and checked against
 * `ZReferenceResponse`, whose code (zod) is fetched alongside rather than with the first screen
 * (issue #11 §6): the screens that need the catalogue load zod for their forms anyway.
 */
export const referenceQueryOptions = queryOptions({
  queryKey: ['reference'] as const,
  queryFn: async ({ signal }): Promise<ReferenceResponse> => {
    const [json, { ZReferenceResponse }] = await Promise.all([
      apiFetch<unknown>('/reference', { signal }),
      import('@highlight/domain/reference'),
    ]);
    return ZReferenceResponse.parse(json);
  },
  staleTime: Infinity,
});
