import { z } from 'zod';
import { ZAuditChanges } from '../audit/schemas';
import { V, zRequiredString } from '../common/fields';
import { ZListQuery, listResult } from '../common/list';
import { optionalFilter } from '../admin/users';
import { ADMIN_ROLES, APPROVAL_ACTIONS, APPROVAL_STATUSES } from '../statuses';

const csrf = { csrf_token: z.string().max(200).optional() };

/** What a four-eyes action answers (202) while it waits for a second administrator (docs/business-rules.md#four-eyes). */
export const ZApprovalRef = z.object({
  uuid: z.string(),
  action: z.enum(APPROVAL_ACTIONS),
  status: z.literal('pending'),
});
export const ZApprovalRequested = z.object({ approval: ZApprovalRef });
export type TApprovalRequested = z.infer<typeof ZApprovalRequested>;

/**
 * The answer of a four-eyes action: 200 with its own answer when it acted at once (no second
 * administrator who could decide it, or the first-run setup), 202 with `approval` while it waits.
 */
export const fourEyesResponse = <T extends z.ZodType>(acted: T) => z.union([ZApprovalRequested, acted]);

/** True for the 202 answer of a four-eyes action. */
export const isApprovalRequested = (data: unknown): data is TApprovalRequested =>
  typeof data === 'object' && data !== null && 'approval' in data;

/**
 * The request that waits for a second administrator on a thing a list or detail shows (the
 * admin invoice rows: a refund; the admin certificate detail: a revocation or a revision), or
 * null: the screen offers the action's button only while this is null
 * (docs/business-rules.md#four-eyes).
 */
export const ZPendingApproval = z.object({
  uuid: z.string(),
  action: z.enum(APPROVAL_ACTIONS),
  requested_by_name: z.string(),
  requested_at: z.string(),
  expires_at: z.string(),
});
export type TPendingApproval = z.infer<typeof ZPendingApproval>;

const ZAdminRef = z.object({ uuid: z.string(), name: z.string(), email: z.string() });

/** A request in Menunggu Persetujuan: what it would do (before/after), who asked, and what the reader may do. */
export const ZApproval = z.object({
  uuid: z.string(),
  action: z.enum(APPROVAL_ACTIONS),
  status: z.enum(APPROVAL_STATUSES),
  /** Who may decide it besides a super admin. */
  needed_role: z.enum(ADMIN_ROLES),
  entity_type: z.string(),
  entity_id: z.string(),
  /** The entity as people name it: a certificate's number, an invoice's transId, the fee schedule. */
  entity_label: z.string(),
  company_name: z.string().nullable(),
  before: ZAuditChanges.nullable(),
  after: ZAuditChanges.nullable(),
  /** The requester's reason. */
  reason: z.string().nullable(),
  requested_by: ZAdminRef,
  requested_at: z.string(),
  expires_at: z.string(),
  decided_by: ZAdminRef.nullable(),
  decided_at: z.string().nullable(),
  decision_reason: z.string().nullable(),
  /** The reader may approve or reject it (pending, someone else's, and the reader holds the role). */
  can_decide: z.boolean(),
  /** The reader asked for it and it still waits. */
  can_withdraw: z.boolean(),
});
export type TApproval = z.infer<typeof ZApproval>;

export const APPROVAL_SCOPES = ['all', 'mine', 'to_decide'] as const;

/** GET admin/approvals/list.php: `status` (`pending` by default view of the screen), `scope`, `q` over the entity. */
export const ZApprovalListQuery = ZListQuery.extend({
  status: optionalFilter(z.enum(APPROVAL_STATUSES, { error: V.invalid })),
  action: optionalFilter(z.enum(APPROVAL_ACTIONS, { error: V.invalid })),
  scope: optionalFilter(z.enum(APPROVAL_SCOPES, { error: V.invalid })),
});
export type TApprovalListQuery = z.output<typeof ZApprovalListQuery>;
export const ZApprovalListResponse = listResult(ZApproval);
export type TApprovalListResponse = z.infer<typeof ZApprovalListResponse>;

/** POST admin/approvals/decide.php */
export const ZDecideApprovalRequest = z
  .object({
    uuid: z.uuid(V.invalid),
    decision: z.enum(['approve', 'reject'], { error: V.invalid }),
    reason: zRequiredString(500),
    ...csrf,
  })
  .strict();
export type TDecideApprovalRequest = z.input<typeof ZDecideApprovalRequest>;

/** POST admin/approvals/withdraw.php */
export const ZWithdrawApprovalRequest = z.object({ uuid: z.uuid(V.invalid), ...csrf }).strict();
export type TWithdrawApprovalRequest = z.input<typeof ZWithdrawApprovalRequest>;

export const ZApprovalResponse = z.object({ approval: ZApproval });
export type TApprovalResponse = z.infer<typeof ZApprovalResponse>;
