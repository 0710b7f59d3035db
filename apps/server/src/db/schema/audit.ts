import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { TAuditActorRole, TAuditChanges, TAuditEntityType } from '@portal/contract';
import { ts } from './users';

/**
 * The audit trail (docs/business-rules.md#audit-trail, docs/decisions/083): one row per admin
 * action and per state change, written by the service in the transaction of the change. Append
 * only: triggers (migration 0014) refuse UPDATE, DELETE and TRUNCATE. No foreign keys: a row
 * outlives the user or company it names, so the actor's e-mail and role are copied in.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role').$type<TAuditActorRole>().notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    entityType: text('entity_type').$type<TAuditEntityType>().notNull(),
    entityId: text('entity_id').notNull(),
    /** The company the entity belongs to, when it belongs to one (its owner's timeline). */
    companyId: integer('company_id'),
    before: jsonb('before').$type<TAuditChanges>(),
    after: jsonb('after').$type<TAuditChanges>(),
    reason: text('reason'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at.desc()),
    index('audit_log_actor_idx').on(t.actorUserId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
    index('audit_log_company_idx')
      .on(t.companyId, t.at.desc())
      .where(sql`${t.companyId} IS NOT NULL`),
    // The list's part-of-text filters (ILIKE '%…%': actor e-mail, `q` over entity id and reason) on
    // trigram indexes (pg_trgm, migration 0015): without them each such filter reads the whole table.
    index('audit_log_actor_email_trgm_idx').using('gin', t.actorEmail.op('gin_trgm_ops')),
    index('audit_log_entity_id_trgm_idx').using('gin', t.entityId.op('gin_trgm_ops')),
    index('audit_log_reason_trgm_idx').using('gin', t.reason.op('gin_trgm_ops')),
  ],
);
