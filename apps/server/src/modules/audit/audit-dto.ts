import type { TAuditItem } from '@portal/contract';
import type { auditLog } from '../../db/schema';

/** A row of the audit trail (docs/business-rules.md#audit-trail) as its list and export answer it (docs/decisions/095). */
export const toAuditItemDto = (r: typeof auditLog.$inferSelect): TAuditItem => ({
  id: r.id,
  at: r.at.toISOString(),
  actor_email: r.actorEmail,
  actor_role: r.actorRole,
  ip: r.ip,
  action: r.action,
  entity_type: r.entityType,
  entity_id: r.entityId,
  before: r.before,
  after: r.after,
  reason: r.reason,
});
