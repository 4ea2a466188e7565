/**
 * Saved client requests (issue #27 §4), `/api/client-requests`: the calls and their TanStack Query
 * hooks. Every write refreshes the lists (`SAVED_REQUESTS_KEY`).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZClientRequest,
  ZClientRequestPage,
  type ClientRequest,
  type ClientRequestPage,
  type CreateClientRequestBody,
  type UpdateClientRequest,
} from '@highlight/domain/client-requests';
import { apiFetch } from '../../../lib/api.ts';

/** The query key under which every saved-request query lives. */
export const SAVED_REQUESTS_KEY = ['client-requests'] as const;

/** Saved requests listed per page in the panel. */
export const SAVED_REQUESTS_PAGE_SIZE = 10;

/** One page (1-based) of saved requests, newest first, whose title holds every word of `q`. */
export function listSavedRequests(q: string, page: number, signal?: AbortSignal): Promise<ClientRequestPage> {
  const search = new URLSearchParams({ q, page: String(page), pageSize: String(SAVED_REQUESTS_PAGE_SIZE) });
  return apiFetch(`/client-requests?${search.toString()}`, { schema: ZClientRequestPage, signal });
}

/** One saved request with its text. Throws `ApiError` (`NOT_FOUND` once deleted). */
export function getSavedRequest(id: string): Promise<ClientRequest> {
  return apiFetch(`/client-requests/${encodeURIComponent(id)}`, { schema: ZClientRequest });
}

/** Saves a request; answers it as saved. */
export function saveRequest(request: CreateClientRequestBody): Promise<ClientRequest> {
  return apiFetch('/client-requests', { method: 'POST', body: request, schema: ZClientRequest });
}

/** Corrects a saved request's title and/or skills. */
export function updateSavedRequest(id: string, change: UpdateClientRequest): Promise<ClientRequest> {
  return apiFetch(`/client-requests/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    schema: ZClientRequest,
  });
}

/** Deletes a saved request (it leaves the list). */
export function deleteSavedRequest(id: string): Promise<void> {
  return apiFetch(`/client-requests/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The page `page` of saved requests for `q`, fetched only while `enabled` (the list is open). */
export function useSavedRequests(q: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...SAVED_REQUESTS_KEY, 'list', q, page],
    queryFn: ({ signal }) => listSavedRequests(q, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The lists refreshed once a write is done (whether it succeeded or not). */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SAVED_REQUESTS_KEY });
}

/** Saves a new request (`id` absent) or corrects the saved request `id` (title and skills). */
export function useSaveRequest() {
  const refresh = useRefreshLists();
  return useMutation({
    mutationFn: ({ id, request }: { id?: string; request: CreateClientRequestBody }) =>
      id === undefined
        ? saveRequest(request)
        : updateSavedRequest(id, { title: request.title, skills: request.skills }),
    onSettled: refresh,
  });
}

/** Fetches a saved request with its text, to run it again. */
export function useLoadSavedRequest() {
  return useMutation({ mutationFn: getSavedRequest });
}

/** Deletes a saved request. */
export function useDeleteSavedRequest() {
  const refresh = useRefreshLists();
  return useMutation({ mutationFn: deleteSavedRequest, onSettled: refresh });
}
