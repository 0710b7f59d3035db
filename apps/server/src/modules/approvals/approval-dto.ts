import { APPROVAL_STATUS, type TAdminRole, type TApproval, type TPendingApproval } from '@portal/contract';
import type { approvals } from '../../db/schema';
import { holdsRole } from '../../lib/admin-roles';

type ApprovalRow = typeof approvals.$inferSelect;
interface AdminRef {
  uuid: string;
  name: string;
  email: string;
}

/** The reader of the queue: what they may do with a request depends on who they are. */
export interface ApprovalReader {
  id: number;
  roles: readonly TAdminRole[];
}

/** A request as Menunggu Persetujuan shows it (docs/decisions/095: the entity's one mapper). */
export function toApprovalDto(
  row: ApprovalRow,
  requester: AdminRef,
  decider: AdminRef | null,
  company: { name: string } | null,
  reader: ApprovalReader,
): TApproval {
  const pending = row.status === APPROVAL_STATUS.PENDING;
  const own = row.requestedBy === reader.id;
  return {
    uuid: row.uuid,
    action: row.action,
    status: row.status,
    needed_role: row.neededRole,
    entity_type: row.entityType,
    entity_id: row.entityId,
    entity_label: row.entityLabel,
    company_name: company?.name ?? null,
    before: row.before,
    after: row.after,
    reason: row.reason,
    requested_by: { uuid: requester.uuid, name: requester.name, email: requester.email },
    requested_at: row.requestedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    decided_by: decider ? { uuid: decider.uuid, name: decider.name, email: decider.email } : null,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_reason: row.decisionReason,
    can_decide: pending && !own && holdsRole(reader.roles, [row.neededRole]),
    can_withdraw: pending && own,
  };
}

/** A waiting request as the thing it is about shows it (a row of Manajemen Transaksi, a certificate's detail). */
export const toPendingApprovalDto = (
  row: Pick<ApprovalRow, 'uuid' | 'action' | 'requestedAt' | 'expiresAt'>,
  requesterName: string,
): TPendingApproval => ({
  uuid: row.uuid,
  action: row.action,
  requested_by_name: requesterName,
  requested_at: row.requestedAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
});
