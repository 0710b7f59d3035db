import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TAuditActorRole, TAuditChanges, TAuditEntityType } from '@portal/contract';
import { ts } from './users';

/**
 * The audit trail (docs/business-rules.md#audit-trail, docs/decisions/083): one row per admin
 * action and per state change, written by the service in the transaction of the change. Append
 * only: triggers (migration 0014) refuse UPDATE, DELETE and TRUNCATE. No foreign keys: a row
 * outlives the user or company it names, so the actor's e-mail and role are copied in.
 *
 * Tamper-evident (docs/decisions/099, migration 0017): a BEFORE INSERT trigger of the database
 * numbers each row in the chain (`chain_seq`, without gaps), and sets `prev_hash` (the hash of the
 * row before, 64 zeros for the first) and `hash` = SHA-256(prev_hash ‖ the row's canonical
 * content), under the lock of the one-row `audit_chain_head`. The application never sets them.
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
    /**
     * Set by the database's chain trigger (migration 0017), whatever an insert gives: the defaults
     * are placeholders the trigger always replaces, so the application never sets them.
     */
    chainSeq: bigint('chain_seq', { mode: 'number' }).notNull().default(0),
    prevHash: text('prev_hash').notNull().default(''),
    hash: text('hash').notNull().default(''),
  },
  (t) => [
    uniqueIndex('audit_log_chain_seq_uq').on(t.chainSeq),
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

/** The chain's newest link, one row, locked by each insert so the chain stays linear (docs/decisions/099). */
export const auditChainHead = pgTable(
  'audit_chain_head',
  {
    id: smallint('id').primaryKey().default(1),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    lastHash: text('last_hash').notNull(),
  },
  (t) => [check('audit_chain_head_one_row', sql`${t.id} = 1`)],
);
