import { isWorkingDay, wibDate, WIB_OFFSET_MS } from '@portal/contract';

const DAY_MS = 86_400_000;

/**
 * The latest instant from which `workingDays` whole working days have passed by `now`
 * (docs/business-rules.md#working-days): an item waiting since this instant or earlier is over its
 * service level. The inverse of the contract's `workingMsBetween`, so a queue's over-SLA count is
 * one indexed `since <= cutoff` instead of a walk over every row.
 */
export function slaCutoff(now: Date, workingDays: number, holidays: ReadonlySet<string>): Date {
  let t = now.getTime();
  let left = workingDays * DAY_MS;
  while (left > 0) {
    // The start of the WIB day holding the instant just before `t`.
    const dayStart = Math.floor((t - 1 + WIB_OFFSET_MS) / DAY_MS) * DAY_MS - WIB_OFFSET_MS;
    if (isWorkingDay(wibDate(new Date(dayStart)), holidays)) {
      const span = t - dayStart;
      if (span >= left) return new Date(t - left);
      left -= span;
    }
    t = dayStart;
  }
  return new Date(t);
}
