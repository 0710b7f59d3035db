import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/hooks/use-list-params';

/**
 * A free-text filter's box: it shows what is typed at once and writes the URL (and so the request)
 * after the same pause as the list's search; a value changed from outside (back button, reset)
 * comes back into the box.
 */
export function useDebouncedFilter(applied: string, apply: (value: string) => void): [string, (value: string) => void] {
  const [text, setText] = useState(applied);
  const last = useRef(applied);
  useEffect(() => {
    if (applied !== last.current) {
      last.current = applied;
      setText(applied);
    }
  }, [applied]);
  useEffect(() => {
    const next = text.trim();
    if (next === last.current) return;
    const timer = setTimeout(() => {
      last.current = next;
      apply(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, apply]);
  return [text, setText];
}
