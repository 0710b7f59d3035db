import { ZAdminFeeUpdateRequest, type TFeeScheduleData } from '@portal/contract';
import type { z } from 'zod';
import type { Db, DbTx } from '../../db/client';
import { feeSchedules, invoices } from '../../db/schema';
import { changedFields, recordAudit } from '../../lib/audit';
import type { ApprovalActionDef } from '../approvals';
import { currentFeeSchedule } from './service';

type FeeUpdateBody = z.output<typeof ZAdminFeeUpdateRequest>;
const scheduleOf = ({ csrf_token: _token, ...data }: FeeUpdateBody): TFeeScheduleData => data;

/**
 * POST admin/fees/update.php: a new version, never an edit of one (docs/business-rules.md#fees).
 * It becomes current at once and applies to invoices issued afterwards; an issued invoice keeps
 * the id of the version it was computed with. The audit row `fees.update` names the new version
 * and the parts of the schedule that differ from the version it replaces.
 */
async function addVersionIn(tx: DbTx, db: Db, now: Date, adminId: number, data: TFeeScheduleData) {
  const previous = await currentFeeSchedule(db, tx);
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
}

/**
 * The fee schedule's four-eyes action (docs/business-rules.md#four-eyes): a change of the fees or
 * of the bank accounts (what invoice fraud aims at) waits for a second administrator, except
 * during the first-run setup, before the first invoice is issued. The queue shows the parts of the
 * schedule that would change.
 */
export const feeApprovalAction: ApprovalActionDef<FeeUpdateBody> = {
  action: 'fees.update',
  parse: (raw) => ZAdminFeeUpdateRequest.parse(raw),
  async prepare(tx, deps, body) {
    const previous = await currentFeeSchedule(deps.db, tx);
    const diff = changedFields(previous.data, scheduleOf(body));
    return {
      entityType: 'settings',
      entityId: 'fees',
      entityLabel: 'fees',
      companyId: null,
      before: diff?.before ?? null,
      after: diff?.after ?? null,
      reason: null,
    };
  },
  async execute(tx, deps, body, run) {
    await addVersionIn(tx, deps.db, deps.clock.now(), run.requesterId, scheduleOf(body));
  },
  async waiver(tx) {
    const [issued] = await tx.select({ id: invoices.id }).from(invoices).limit(1);
    return issued ? null : 'first_run_setup';
  },
};
