import { ZAuditListQuery, ZAuditListResponse, ZAuditVerifyResponse } from '../audit/schemas';
import { endpoint } from './define';
import { EXPORT_ACCEPTED } from './exports';

/** The endpoints the server's `audit` module answers (docs/api.md). */
export const AUDIT_ENDPOINTS = {
  'admin/audit/list.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-dashboard-and-audit',
    summary: 'The audit trail',
    takes:
      "list params; `entity_type` (`user`, `company`, `document`, `application`, `invoice`, `certificate`, `settings`, `catalogue`, `calendar`, `export`), `entity_id` (exact; with `entity_type` one entity's history), `actor` (part of the actor's e-mail in any case, or `system`), `action` (exact, or a prefix ending in `.`, e.g. `invoice.`), `from`/`to` (WIB dates, both included; `from` after `to` is a 422), `q` (part of the entity id or the reason), `sort` (`newest`, the default, or `oldest`)",
    answers:
      'a page of items `id, at, actor_email, actor_role, ip, action, entity_type, entity_id, before, after, reason` (before/after: the changed fields only) with `total` ([Audit trail](business-rules.md#audit-trail))',
    query: ZAuditListQuery,
    response: ZAuditListResponse,
  }),
  'admin/audit/export.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-dashboard-and-audit',
    summary: 'Export the audit trail',
    takes: "the list's filter and `sort`",
    answers:
      'CSV `log-audit-<date>.csv`: time at WIB (ISO 8601 with `+07:00`), actor e-mail, role, IP, action, entity type, entity id, before and after (JSON), reason ([Exports](business-rules.md#exports), [Audit trail](business-rules.md#audit-trail))',
    query: ZAuditListQuery,
    file: { types: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'] },
    accepted: EXPORT_ACCEPTED,
  }),
  'admin/audit/verify.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-dashboard-and-audit',
    summary: "Check the audit trail's hash chain",
    answers:
      "`{ intact, rows, first_broken_id }`: every row's hash recomputed in order; a changed, inserted or removed row breaks the chain there ([Audit trail](business-rules.md#audit-chain))",
    response: ZAuditVerifyResponse,
  }),
} as const;
