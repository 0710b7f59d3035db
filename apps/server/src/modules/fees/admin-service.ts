import type { TFeeScheduleData } from '@portal/contract';
import { feeSchedules } from '../../db/schema';
import { changedFields, recordAudit } from '../../lib/audit';
import type { Deps } from '../../types';
import { currentFeeSchedule, type FeeScheduleRow } from './service';

/**
 * POST admin/fees/update.php: a new version, never an edit of one (docs/business-rules.md#fees).
 * It becomes current at once and applies to invoices issued afterwards; an issued invoice keeps
 * the id of the version it was computed with. The audit row `fees.update` names the new version
 * and the parts of the schedule that differ from the version it replaces.
 */
export async function addFeeScheduleVersion(
  deps: Pick<Deps, 'db' | 'clock'>,
  adminId: number,
  data: TFeeScheduleData,
): Promise<FeeScheduleRow> {
  return deps.db.transaction(async (tx) => {
    const previous = await currentFeeSchedule(deps.db, tx);
    const now = deps.clock.now();
    const [row] = await tx.insert(feeSchedules).values({ data, createdBy: adminId, createdAt: now }).returning();
    const diff = changedFields({ version: previous.id, ...previous.data }, { version: row.id, ...data });
    await recordAudit(tx, {
      action: 'fees.update',
      entityType: 'settings',
      entityId: 'fees',
      before: diff?.before,
      after: diff?.after,
      at: now,
    });
    return row;
  });
}
