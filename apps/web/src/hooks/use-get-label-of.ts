import { useQuery } from '@tanstack/react-query';
import { makeLabelOf, type LabelOf } from '@highlight/domain/reference-labels';
import { useMemo } from 'react';
import { referenceQueryOptions } from '../api/reference.ts';

/**
 * Label lookup over `GET /api/reference`. Until the catalogue arrives (or if it fails) labels fall
 * back to the entries' own label or id, so the user's data always shows.
 */
export function useGetLabelOf(): LabelOf {
  const { data } = useQuery(referenceQueryOptions);
  return useMemo(() => makeLabelOf(data?.items ?? []), [data]);
}
