import {
  ZApprovalListQuery,
  ZApprovalListResponse,
  ZApprovalResponse,
  ZDecideApprovalRequest,
  ZWithdrawApprovalRequest,
} from '../approvals/schemas';
import { endpoint } from './define';

/** The endpoints the server's `approvals` module answers: Menunggu Persetujuan (docs/api.md). */
export const APPROVALS_ENDPOINTS = {
  'admin/approvals/list.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-staff-and-approvals',
    summary: 'Four-eyes requests',
    takes:
      'list params; `status` (`pending`, `approved`, `rejected`, `withdrawn`, `expired`), `action`, `scope` (`all`, the default, `mine`: asked by the reader, `to_decide`: the reader may decide); `q` over the entity, its company and the requester; newest first',
    answers:
      'items `uuid, action, status, needed_role, entity_type, entity_id, entity_label, company_name, before, after, reason, requested_by, requested_at, expires_at, decided_by, decided_at, decision_reason, can_decide, can_withdraw`',
    query: ZApprovalListQuery,
    response: ZApprovalListResponse,
  }),
  'admin/approvals/decide.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: 'any',
    section: 'admin-staff-and-approvals',
    summary: 'Approve or reject a four-eyes request',
    who: 'another administrator holding the role the action needs, or a super admin',
    takes: '`uuid`, `decision` (`approve`/`reject`), `reason`',
    answers:
      "`{ approval }`; an approval carries the action out in the same transaction, exactly once. 403 `SAME_PERSON` for the requester, 403 `ROLE_REQUIRED` without the action's role, 409 `INVALID_TRANSITION` once decided, withdrawn or expired, and the action's own refusal (e.g. 409 when the certificate is no longer active)",
    body: ZDecideApprovalRequest,
    response: ZApprovalResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND', 'SAME_PERSON', 'ROLE_REQUIRED', 'CONFLICT'],
  }),
  'admin/approvals/withdraw.php': endpoint({
    method: 'POST',
    access: 'admin',
    roles: 'any',
    section: 'admin-staff-and-approvals',
    summary: "Withdraw one's own four-eyes request",
    who: 'the requester',
    takes: '`uuid`',
    answers: "`{ approval }`, `withdrawn`; 403 `FORBIDDEN` for another's request, 409 once it no longer waits",
    body: ZWithdrawApprovalRequest,
    response: ZApprovalResponse,
    errors: ['INVALID_TRANSITION', 'NOT_FOUND'],
  }),
} as const;
