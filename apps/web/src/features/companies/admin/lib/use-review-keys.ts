import { useShortcutKeys } from '@/hooks/use-shortcut-keys';

export type TReviewKey = 'next' | 'previous' | 'verify' | 'reject' | 'nextCompany';

/** The detail's single-letter keys (docs/decisions/036), shown on screen next to the pane. */
export const REVIEW_KEYS: Record<string, TReviewKey> = {
  j: 'next',
  k: 'previous',
  v: 'verify',
  r: 'reject',
  n: 'nextCompany',
};

/** Calls `onKey` for j/k/v/r/n pressed on the page (not inside inputs or dialogs). */
export function useReviewKeys(onKey: (key: TReviewKey) => void): void {
  useShortcutKeys(REVIEW_KEYS, onKey);
}
