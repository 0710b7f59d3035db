/** The payment queue's keys (docs/decisions/058): move with j/k or the arrows, v verify (after a confirmation), r reject with a note. */
export type TQueueKey = 'next' | 'previous' | 'verify' | 'reject';
export const QUEUE_KEYS: Record<string, TQueueKey> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  v: 'verify',
  r: 'reject',
};
