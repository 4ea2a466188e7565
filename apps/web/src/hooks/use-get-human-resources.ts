import { useQuery } from '@tanstack/react-query';
import { getHumanResources } from '../api/human-resources.ts';

/**
 * spec §7 the HR referees, for the dashboard's referee filter and the transfer pickers;
 * `enabled: false` holds the request back until they are shown.
 */
export function useGetHumanResources({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['users', 'human-resources'],
    queryFn: ({ signal }) => getHumanResources(signal),
    enabled,
  });
}
