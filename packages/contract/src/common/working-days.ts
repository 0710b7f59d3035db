import { addDays, wibDate } from './business-date';

/**
 * Working days for service-level targets (docs/business-rules.md#working-days): Monday to Friday in
 * Asia/Jakarta, less the holidays a caller passes (national holidays and cuti bersama, when the
 * caller has them). Zod-free, so the web app counts the same days as the server.
 */
export const COMPANY_VERIFICATION_SLA_WORKING_DAYS = 3;

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
