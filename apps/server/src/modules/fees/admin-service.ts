import type { TFeeScheduleData } from '@portal/contract';
import { feeSchedules } from '../../db/schema';
import type { Deps } from '../../types';
import type { FeeScheduleRow } from './service';

/**
 * POST admin/fees/update.php: a new version, never an edit of one (docs/business-rules.md#fees).
 * It becomes current at once and applies to invoices issued afterwards; an issued invoice keeps
 * the id of the version it was computed with.
 */
export async function addFeeScheduleVersion(deps: Pick<Deps, 'db' | 'clock'>, adminId: number, data: TFeeScheduleData): Promise<FeeScheduleRow> {
  const [row] = await deps.db.insert(feeSchedules).values({ data, createdBy: adminId, createdAt: deps.clock.now() }).returning();
  return row;
}
