/**
 * Business dates in Asia/Jakarta (docs/business-rules.md#time): due dates, the month of
 * `INV-YYYYMM`, "today" for overdue checks. WIB is UTC+7 all year (no daylight saving), so a
 * fixed offset is exact. Dates are `YYYY-MM-DD` strings; instants are Dates. Zod-free.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';
/** WIB is UTC+7 all year. */
export const WIB_OFFSET_MS = 7 * 60 * 60_000;

/** The WIB calendar date of an instant. */
export const wibDate = (at: Date): string => new Date(at.getTime() + WIB_OFFSET_MS).toISOString().slice(0, 10);

/** `YYYYMM` of the WIB month of an instant. */
export const wibYearMonth = (at: Date): string => wibDate(at).slice(0, 7).replace('-', '');

/** A calendar date `days` later (or earlier, when negative). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a date: ${isoDate}`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a WIB calendar day starts (for `from`/`to` list bounds over timestamps). */
export const wibStartOfDay = (isoDate: string): Date => new Date(`${isoDate}T00:00:00+07:00`);

/** A due date has passed once its WIB day is over: the whole due day still counts. */
export const isPastDueDate = (dueDate: string, now: Date): boolean => wibDate(now) > dueDate;
