import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINT_SHEET_PX } from '@portal/contract/constants';

/** Widths up to 768px show the notification side sheet (docs/business-rules.md#ui-constants). */
export const SHEET_MEDIA_QUERY = `(max-width: ${BREAKPOINT_SHEET_PX}px)`;

/** Whether a CSS media query matches, following changes (resize, rotation). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
