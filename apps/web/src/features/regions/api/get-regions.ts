import { useQuery } from '@tanstack/react-query';
import { apiUrl } from '@/lib/api-client';
import type { TRegion, TRegionLevel, TRegionListResponse } from '@portal/contract';
import { apiErrorFromResponse } from '@/lib/api-error';

/**
 * GET regions/list.php. Asked without cookies: the lists are public and the same for everyone, so
 * the browser keeps them (Cache-Control, ETag) instead of treating them as one user's data.
 */
export async function getRegions(level: TRegionLevel, parent: string | null, signal?: AbortSignal): Promise<TRegion[]> {
  const res = await fetch(apiUrl('regions/list.php', { level, parent }), {
    credentials: 'omit',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw await apiErrorFromResponse(res);
  return ((await res.json()) as { data: TRegionListResponse }).data.regions;
}

/** One level's choices under its parent; nothing is asked until the parent is chosen. */
export function useRegions(level: TRegionLevel, parent: string | null) {
  const enabled = level === 'province' || Boolean(parent);
  return useQuery({
    queryKey: ['regions', level, parent ?? ''] as const,
    queryFn: ({ signal }) => getRegions(level, parent, signal),
    enabled,
    staleTime: Infinity,
    gcTime: 60 * 60_000,
  });
}
