import { useEffect, useState } from 'react';

interface TLoaded<T> {
  key: string;
  data?: T;
  error?: unknown;
}

/**
 * A read for one screen before sign-in, asked on mount and again when `key` changes (null: not
 * asked), without a query cache (the logged-in shells bring that). A failure is the caller's to
 * show: nothing is toasted. `load` must be stable (a module-level function).
 */
export function useRequest<T>(key: string | null, load: (key: string, signal: AbortSignal) => Promise<T>) {
  const [loaded, setLoaded] = useState<TLoaded<T> | null>(null);
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    load(key, controller.signal).then(
      (data) => !controller.signal.aborted && setLoaded({ key, data }),
      (error: unknown) => !controller.signal.aborted && setLoaded({ key, error }),
    );
    return () => controller.abort();
  }, [key, load]);
  const current = key !== null && loaded?.key === key ? loaded : null;
  return { data: current?.data, error: current?.error, isLoading: key !== null && current === null };
}
