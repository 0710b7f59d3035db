import { useEffect, useRef } from 'react';

export type TReviewKey = 'next' | 'previous' | 'verify' | 'reject' | 'nextCompany';

/** The detail's single-letter keys (docs/decisions/036), shown on screen next to the pane. */
export const REVIEW_KEYS: Record<string, TReviewKey> = { j: 'next', k: 'previous', v: 'verify', r: 'reject', n: 'nextCompany' };

/** Keys typed into a field, with a modifier, or while a dialog or menu is open belong to that, not to the page. */
function isForThePage(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return false;
  const el = e.target instanceof HTMLElement ? e.target : null;
  if (el && (el.isContentEditable || el.closest('input, textarea, select, [role="dialog"], [role="menu"], [role="listbox"]'))) return false;
  return !document.querySelector('[role="dialog"], [role="alertdialog"]');
}

/** Calls `onKey` for j/k/v/r/n pressed on the page (not inside inputs or dialogs). */
export function useReviewKeys(onKey: (key: TReviewKey) => void): void {
  const handler = useRef(onKey);
  useEffect(() => {
    handler.current = onKey;
  });
  useEffect(() => {
    const listener = (e: KeyboardEvent) => {
      const key = REVIEW_KEYS[e.key];
      if (!key || !isForThePage(e)) return;
      e.preventDefault();
      handler.current(key);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
