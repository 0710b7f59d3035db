import { useState } from 'react';

/** The key pressed on a queue list (docs/decisions/103): move, open the main decision, reject, open the item. */
export type TQueueListKey = 'next' | 'previous' | 'decide' | 'reject' | 'open';
/** `r` only where the queue has a rejection; the list passes the keys it serves to `useShortcutKeys`. */
export const QUEUE_LIST_KEYS: Readonly<Record<string, TQueueListKey>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  v: 'decide',
  r: 'reject',
  Enter: 'open',
};
export const QUEUE_LIST_KEYS_NO_REJECT: Readonly<Record<string, TQueueListKey>> = Object.fromEntries(
  Object.entries(QUEUE_LIST_KEYS).filter(([, k]) => k !== 'reject'),
);

/** The key `step` rows from `current` (the first row when `current` is not on the page), or `current` at an end. */
export function stepKey(keys: readonly string[], current: string | null, step: 1 | -1): string | null {
  const i = current === null ? -1 : keys.indexOf(current);
  if (i < 0) return keys[0] ?? null;
  return keys[i + step] ?? current;
}

/** The row to select once `decided` have left the queue: the first after the current one still there, else the one before. */
export function keyAfterDecision(
  keys: readonly string[],
  current: string | null,
  decided: ReadonlySet<string>,
): string | null {
  const i = current === null ? -1 : keys.indexOf(current);
  const after = keys.slice(i + 1).find((k) => !decided.has(k));
  if (after) return after;
  return (
    keys
      .slice(0, Math.max(i, 0))
      .reverse()
      .find((k) => !decided.has(k)) ?? null
  );
}

/**
 * The selected row of a queue list: the first row by default, kept while it stays on the page,
 * back to the first when the page no longer holds it.
 */
export function useQueueCursor(keys: readonly string[]): [string | null, (key: string | null) => void] {
  const [cursor, setCursor] = useState<string | null>(null);
  const present = cursor !== null && keys.includes(cursor);
  return [present ? cursor : (keys[0] ?? null), setCursor];
}
