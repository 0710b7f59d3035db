/** The item to show once `current` has left the queue (verified or rejected): the one after it, else the one before. */
export function nextAfterDecision<T extends { uuid_invoice: string }>(items: readonly T[], current: string): T | null {
  const i = items.findIndex((item) => item.uuid_invoice === current);
  if (i < 0) return items[0] ?? null;
  return items[i + 1] ?? items[i - 1] ?? null;
}

/** The neighbour of `current` (`step` +1 next, -1 previous), or null at an end. */
export function neighbourOf<T extends { uuid_invoice: string }>(
  items: readonly T[],
  current: string | null,
  step: 1 | -1,
): T | null {
  const i = items.findIndex((item) => item.uuid_invoice === current);
  return i < 0 ? (items[0] ?? null) : (items[i + step] ?? null);
}
