/** Seam for the current time so expiry rules can be tested without waiting. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** The system clock moved by whole days (CLOCK_OFFSET_DAYS; docs/decisions/079). */
export const offsetClock = (days: number): Clock =>
  days === 0 ? systemClock : { now: () => new Date(Date.now() + days * 86_400_000) };
