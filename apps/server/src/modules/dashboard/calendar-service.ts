import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { wibDate, type TCalendarListResponse, type TCollectiveLeaveDay } from '@portal/contract';
import type { Deps } from '../../types';
import { collectiveLeaveDays } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { toCollectiveLeaveDayDto } from './calendar-dto';
import { invalidateHolidays, nationalHolidays } from './holidays';

/** GET admin/calendar/list.php: a year's national holidays (from the package) and collective-leave days. */
export async function listCalendar(
  deps: Pick<Deps, 'db' | 'clock'>,
  year: number | undefined,
): Promise<TCalendarListResponse> {
  const y = year ?? Number(wibDate(deps.clock.now()).slice(0, 4));
  const rows = await deps.db
    .select()
    .from(collectiveLeaveDays)
    .where(and(gte(collectiveLeaveDays.date, `${y}-01-01`), lte(collectiveLeaveDays.date, `${y}-12-31`)))
    .orderBy(asc(collectiveLeaveDays.date));
  return { year: y, national_holidays: nationalHolidays(y), collective_leave_days: rows.map(toCollectiveLeaveDayDto) };
}

/**
 * POST admin/calendar/save.php: adds a collective-leave day, or changes the note of one already
 * there. Audited as `calendar.save` (the note before and after; before is empty for a new day).
 */
export async function saveCollectiveLeave(
  deps: Pick<Deps, 'db' | 'clock'>,
  adminId: number,
  date: string,
  note: string,
): Promise<TCollectiveLeaveDay> {
  const row = await deps.db.transaction(async (tx) => {
    const [old] = await tx
      .select({ note: collectiveLeaveDays.note })
      .from(collectiveLeaveDays)
      .where(eq(collectiveLeaveDays.date, date))
      .for('update')
      .limit(1);
    const [saved] = await tx
      .insert(collectiveLeaveDays)
      .values({ date, note, createdBy: adminId })
      .onConflictDoUpdate({ target: collectiveLeaveDays.date, set: { note } })
      .returning();
    if (old?.note !== note) {
      await recordAudit(tx, {
        action: 'calendar.save',
        entityType: 'calendar',
        entityId: date,
        before: old ? { note: old.note } : null,
        after: { note },
        at: deps.clock.now(),
      });
    }
    return saved!;
  });
  invalidateHolidays(deps.db);
  return toCollectiveLeaveDayDto(row);
}

/** POST admin/calendar/delete.php: removes a collective-leave day; 404 when that date has none. Audited as `calendar.delete`. */
export async function deleteCollectiveLeave(deps: Pick<Deps, 'db' | 'clock'>, date: string): Promise<{ date: string }> {
  await deps.db.transaction(async (tx) => {
    const gone = await tx
      .delete(collectiveLeaveDays)
      .where(eq(collectiveLeaveDays.date, date))
      .returning({ note: collectiveLeaveDays.note });
    if (gone.length === 0) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      action: 'calendar.delete',
      entityType: 'calendar',
      entityId: date,
      before: { note: gone[0]!.note },
      after: null,
      at: deps.clock.now(),
    });
  });
  invalidateHolidays(deps.db);
  return { date };
}
