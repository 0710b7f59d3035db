import { z } from 'zod';
import { V, zRequiredString } from '../common/fields';
import { csrfBody, zBusinessDate } from '../common/workflow-fields';

/**
 * The working-day calendar (docs/business-rules.md#working-days): Indonesia's national holidays
 * come from a holiday package on the server; the collective-leave days (cuti bersama) are added
 * and removed by an administrator.
 */
export const CALENDAR_YEAR_MIN = 2000;
export const CALENDAR_YEAR_MAX = 2100;

/** GET admin/calendar/list.php?year=YYYY (the current WIB year when left out). */
export const ZCalendarListQuery = z.object({
  year: z.coerce
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(CALENDAR_YEAR_MIN, V.invalid)
    .max(CALENDAR_YEAR_MAX, V.invalid)
    .optional(),
});
export type TCalendarListQuery = z.output<typeof ZCalendarListQuery>;

export const ZNationalHoliday = z.object({ date: z.string(), name: z.string() });
export type TNationalHoliday = z.infer<typeof ZNationalHoliday>;

export const ZCollectiveLeaveDay = z.object({ date: z.string(), note: z.string(), created_at: z.string() });
export type TCollectiveLeaveDay = z.infer<typeof ZCollectiveLeaveDay>;

export const ZCalendarListResponse = z.object({
  year: z.number().int(),
  national_holidays: z.array(ZNationalHoliday),
  collective_leave_days: z.array(ZCollectiveLeaveDay),
});
export type TCalendarListResponse = z.infer<typeof ZCalendarListResponse>;

const zCalendarDate = zBusinessDate.refine(
  (s) => s >= `${CALENDAR_YEAR_MIN}-01-01` && s <= `${CALENDAR_YEAR_MAX}-12-31`,
  V.date,
);

/** POST admin/calendar/save.php: adds a collective-leave day (a second save of the date changes its note). */
export const ZCalendarSaveRequest = z.object({ date: zCalendarDate, note: zRequiredString(200), ...csrfBody }).strict();
export type TCalendarSaveRequest = z.input<typeof ZCalendarSaveRequest>;
export const ZCalendarSaveResponse = ZCollectiveLeaveDay;

/** POST admin/calendar/delete.php: removes a collective-leave day (404 when there is none on that date). */
export const ZCalendarDeleteRequest = z.object({ date: zCalendarDate, ...csrfBody }).strict();
export type TCalendarDeleteRequest = z.input<typeof ZCalendarDeleteRequest>;
export const ZCalendarDeleteResponse = z.object({ date: z.string() });
