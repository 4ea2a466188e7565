import { useQuery } from '@tanstack/react-query';
import { makeLabelOf, type LabelOf } from '@highlight/domain/reference-labels';
import { useMemo } from 'react';
import { referenceQueryOptions } from '../api/reference.ts';

/**
 * Label lookup over `GET /api/reference`. Until the catalogue arrives (or if it fails) labels fall
 * back to the entries' own label or id, so the user's data always shows. `enabled: false` holds the
 * catalogue back (its 67 KB and the zod that checks it) until a screen shows a label that needs it
 * (issue #11 §6: the dashboard's first load).
 */
export function useGetLabelOf({ enabled = true }: { enabled?: boolean } = {}): LabelOf {
  const { data } = useQuery({ ...referenceQueryOptions, enabled });
  return useMemo(() => makeLabelOf(data?.items ?? []), [data]);
}
