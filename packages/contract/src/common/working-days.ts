import { addDays, wibDate, WIB_OFFSET_MS } from './business-date';

/**
 * Working days, the one definition for every service-level figure (docs/business-rules.md#working-days):
 * Monday to Friday in Asia/Jakarta, less the holidays a caller passes (national holidays and cuti
 * bersama, when the caller has them). The dashboard's expected review date and the queue's waiting
 * time both count with it. Zod-free, so the web app counts the same days as the server.
 */
/** The company-verification target: reviewed within this many working days, overdue from then on. */
export const COMPANY_VERIFICATION_SLA_WORKING_DAYS = 3;
/** Payment verification target: a proof waiting a working day or more is overdue. */
export const PAYMENT_VERIFICATION_SLA_WORKING_DAYS = 1;
/** Application review target. */
export const APPLICATION_REVIEW_SLA_WORKING_DAYS = 5;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

const isWeekend = (isoDate: string): boolean => {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

export const isWorkingDay = (isoDate: string, holidays: ReadonlySet<string> = new Set()): boolean =>
  !isWeekend(isoDate) && !holidays.has(isoDate);

/**
 * The WIB date `days` working days after an instant: the day of the instant itself does not
 * count (a Friday-evening submission with a 3-day target is due the next Wednesday).
 */
export function addWorkingDays(from: Date, days: number, holidays: ReadonlySet<string> = new Set()): string {
  let date = wibDate(from);
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    if (isWorkingDay(date, holidays)) left -= 1;
  }
  return date;
}

/**
 * Milliseconds between two instants that fall on WIB working days, less the `holidays` given (the
 * server passes the national holidays and collective-leave days; docs/decisions/080).
 */
export function workingMsBetween(from: Date, to: Date, holidays: ReadonlySet<string> = new Set()): number {
  let start = from.getTime();
  const end = to.getTime();
  let total = 0;
  while (start < end) {
    // The next WIB midnight after `start`.
    const nextMidnight = Math.floor((start + WIB_OFFSET_MS) / DAY_MS) * DAY_MS + DAY_MS - WIB_OFFSET_MS;
    const stop = Math.min(nextMidnight, end);
    if (isWorkingDay(wibDate(new Date(start)), holidays)) total += stop - start;
    start = stop;
  }
  return total;
}

export type TWaitingTime =
  { unit: 'hours'; value: number; overdue: false } | { unit: 'working_days'; value: number; overdue: boolean };

/**
 * How long something submitted at `since` has waited by `now` (docs/business-rules.md#verification-queue):
 * whole hours under one working day, else whole working days, overdue from the target of its queue
 * (company verification unless another is given), less the `holidays` given.
 */
export function waitingTime(
  since: Date,
  now: Date,
  slaWorkingDays: number = COMPANY_VERIFICATION_SLA_WORKING_DAYS,
  holidays: ReadonlySet<string> = new Set(),
): TWaitingTime {
  const ms = workingMsBetween(since, now, holidays);
  if (ms < DAY_MS) return { unit: 'hours', value: Math.floor(ms / HOUR_MS), overdue: false };
  const days = Math.floor(ms / DAY_MS);
  return { unit: 'working_days', value: days, overdue: days >= slaWorkingDays };
}
