/**
 * The Inventory's calls (issue #29), `/api/inventory/*`, and their TanStack Query options: the
 * supply (§1), the demand (§2), the gaps and a skill's trend (§3), the freshness and the reminder
 * campaign (§4), the tender grid and its downloads (§5). Answers are checked by the API against
 * its response schemas before they are sent; the screen reads them as typed.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZIP_MEDIA_TYPE } from '@highlight/domain/documents';
import type {
  CampaignRequest,
  CampaignResult,
  Demand,
  Freshness,
  Gaps,
  Supply,
  SupplyQuery,
  Trend,
} from '@highlight/domain/inventory';
import type { MatchResponse } from '@highlight/domain/matching';
import type { TenderGrid, TenderGridRequest, TenderGridZip } from '@highlight/domain/tender-grid';
import { apiFetch } from '../../../lib/api.ts';
import { saveBlob } from '../../../lib/download.ts';

/** Media type of an XLSX workbook (the API's `XLSX_MEDIA_TYPE`, without loading zod here). */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const INVENTORY_KEY = ['inventory'] as const;

/** `?status=a,b&role=…` of the supply's filters, empty ones left out. */
function supplySearch(query: Partial<SupplyQuery>): string {
  const params = new URLSearchParams();
  if (query.domain) params.set('domain', query.domain);
  for (const key of ['status', 'role', 'referee', 'jobs'] as const) {
    const values = query[key] ?? [];
    if (values.length > 0) params.set(key, values.join(','));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const supplyQuery = (query: Partial<SupplyQuery>) =>
  queryOptions({
    queryKey: [...INVENTORY_KEY, 'supply', query],
    queryFn: ({ signal }) => apiFetch<Supply>(`/inventory/supply${supplySearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const demandQuery = (months: number) =>
  queryOptions({
    queryKey: [...INVENTORY_KEY, 'demand', months],
    queryFn: ({ signal }) => apiFetch<Demand>(`/inventory/demand?months=${months}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const gapsQuery = (months: number, below: number) =>
  queryOptions({
    queryKey: [...INVENTORY_KEY, 'gaps', months, below],
    queryFn: ({ signal }) => apiFetch<Gaps>(`/inventory/gaps?months=${months}&below=${below}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const trendQuery = (skill: string, months: number) =>
  queryOptions({
    queryKey: [...INVENTORY_KEY, 'trend', skill, months],
    queryFn: ({ signal }) =>
      apiFetch<Trend>(`/inventory/trend?skill=${encodeURIComponent(skill)}&months=${months}`, { signal }),
  });

export const freshnessQuery = () =>
  queryOptions({
    queryKey: [...INVENTORY_KEY, 'freshness'],
    queryFn: ({ signal }) => apiFetch<Freshness>('/inventory/freshness', { signal }),
  });

/** issue #29 §4: asks the outdated files of the scope to be updated. Throws `ApiError`. */
export function runCampaign(request: Partial<CampaignRequest>): Promise<CampaignResult> {
  return apiFetch<CampaignResult>('/inventory/reminders', { method: 'POST', body: request });
}

/**
 * The people who best answer a saved request's skills (issue #27 §4 `POST /api/match`), proposed
 * for its tender grid: active ones, ex-employees apart, best first.
 */
export function proposedPeople(
  skills: TenderGrid['requirements'],
  signal?: AbortSignal,
): Promise<MatchResponse> {
  return apiFetch<MatchResponse>('/match', {
    method: 'POST',
    body: { skills, status: ['active'], limit: 50 },
    signal,
  });
}

/** issue #29 §5: the grid on screen. Throws `ApiError` (404 for an unknown request or people). */
export function tenderGrid(request: TenderGridRequest, signal?: AbortSignal): Promise<TenderGrid> {
  return apiFetch<TenderGrid>('/inventory/tender-grid', { method: 'POST', body: request, signal });
}

/** issue #29 §5: downloads the grid as XLSX, or a ZIP with the tailored files, under the server's name. */
export async function downloadTenderGrid(
  kind: 'xlsx' | 'zip',
  request: TenderGridRequest & Partial<Omit<TenderGridZip, keyof TenderGridRequest>>,
): Promise<void> {
  const { format, ...grid } = request;
  const blob = await apiFetch<Blob & { filename?: string }>(`/inventory/tender-grid/${kind}`, {
    method: 'POST',
    body: kind === 'zip' && format ? { ...grid, format } : grid,
    accept: kind === 'xlsx' ? XLSX : ZIP_MEDIA_TYPE,
  });
  saveBlob(blob, blob.filename ?? `tender-grid.${kind}`);
}
