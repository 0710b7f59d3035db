import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Writes the log's filters into the URL so that changes made in quick succession add up. The
 * router applies a navigation in a transition; until it commits, the rendered search is the old
 * one, and a second filter written from it (a debounced box firing while another is edited) would
 * drop the first. The last requested search is kept until the address shows it.
 */
export function useFilterWriter(): (patch: Record<string, string>) => void {
  const { search } = useLocation();
  const navigate = useNavigate();
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current !== null && `?${pending.current}` === (search || '?')) pending.current = null;
  }, [search]);
  return useCallback(
    (patch) => {
      const next = new URLSearchParams(pending.current ?? search);
      for (const [k, v] of Object.entries(patch)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      // A new filter starts at page 1 (use-list-params does the same).
      next.delete('page');
      pending.current = next.toString();
      void navigate({ search: pending.current ? `?${pending.current}` : '' });
    },
    [search, navigate],
  );
}
