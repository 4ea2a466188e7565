/** issue #9 `POST /api/match`: the people who best answer a client's request. */
import { ZMatchResponse, type MatchRequest, type MatchResponse } from '@highlight/domain/matching';
import { apiFetch } from '../../../lib/api.ts';

/** Ranks people for a request's text and/or picked skills. Throws `ApiError`. */
export function matchPeople(request: Partial<MatchRequest>, signal?: AbortSignal): Promise<MatchResponse> {
  return apiFetch('/match', { method: 'POST', body: request, schema: ZMatchResponse, signal });
}
