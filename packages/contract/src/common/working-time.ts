/**
 * Waiting time in working time (docs/business-rules.md#verification-queue): only Monday to Friday
 * in Asia/Jakarta (WIB, UTC+7, no daylight saving) counts. Under one working day it is given in
 * hours, from then on in whole working days. National holidays and collective leave are not yet
 * subtracted (docs/decisions/035). Zod-free: the web computes it for each queue row.
 */
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const WIB_OFFSET_MS = 7 * HOUR_MS;
/** The verification SLA: a company waiting this many working days or more is overdue. */
export const COMPANY_REVIEW_SLA_WORKING_DAYS = 3;
/** Payment verification SLA (docs/business-rules.md#working-days): a proof waiting a working day or more is overdue. */
export const PAYMENT_VERIFICATION_SLA_WORKING_DAYS = 1;
/** Application review SLA (docs/business-rules.md#working-days). */
export const APPLICATION_REVIEW_SLA_WORKING_DAYS = 5;

const isWeekendWib = (wibMs: number) => {
  const day = new Date(wibMs).getUTCDay();
  return day === 0 || day === 6;
};

/** Milliseconds between two instants that fall on WIB working days (Monday to Friday). */
export function workingMsBetween(from: Date, to: Date): number {
  let start = from.getTime() + WIB_OFFSET_MS;
  const end = to.getTime() + WIB_OFFSET_MS;
  let total = 0;
  while (start < end) {
    const nextMidnight = Math.floor(start / DAY_MS) * DAY_MS + DAY_MS;
    const stop = Math.min(nextMidnight, end);
    if (!isWeekendWib(start)) total += stop - start;
    start = stop;
  }
  return total;
}

export type TWaitingTime = { unit: 'hours'; value: number; overdue: false } | { unit: 'working_days'; value: number; overdue: boolean };

/** How long something submitted at `since` has waited by `now`: whole hours under a working day, else whole working days. */
export function waitingTime(since: Date, now: Date, slaWorkingDays: number = COMPANY_REVIEW_SLA_WORKING_DAYS): TWaitingTime {
  const ms = workingMsBetween(since, now);
  if (ms < DAY_MS) return { unit: 'hours', value: Math.floor(ms / HOUR_MS), overdue: false };
  const days = Math.floor(ms / DAY_MS);
  return { unit: 'working_days', value: days, overdue: days >= slaWorkingDays };
}
