import type { TCollectiveLeaveDay } from '@portal/contract';
import type { collectiveLeaveDays } from '../../db/schema';

/** A collective-leave day of the working-day calendar (docs/decisions/080), as its list and save answer it (docs/decisions/095). */
export const toCollectiveLeaveDayDto = (r: typeof collectiveLeaveDays.$inferSelect): TCollectiveLeaveDay => ({
  date: r.date,
  note: r.note,
  created_at: r.createdAt.toISOString(),
});
