import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TAdminRole, TApprovalAction, TApprovalStatus, TAuditChanges } from '@portal/contract';
import { companies } from './companies';
import { ts, users } from './users';

/**
 * An administrator's roles (docs/business-rules.md#admin-roles, docs/decisions/101): `users.role`
 * stays `admin`; each row adds one role. Migration 0030 gave every administrator it found `super_admin`.
 */
export const adminRoles = pgTable(
  'admin_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<TAdminRole>().notNull(),
    grantedAt: ts('granted_at').notNull().defaultNow(),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ name: 'admin_roles_pk', columns: [t.userId, t.role] }),
    index('admin_roles_role_idx').on(t.role, t.userId),
  ],
);

/**
 * A four-eyes request (docs/business-rules.md#four-eyes): an action that waits for a second
 * administrator. `payload` is the request's body, carried out as it was asked when approved;
 * `before` / `after` are what the queue shows. At most one request per action and entity waits.
 */
export const approvals = pgTable(
  'approvals',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    action: text('action').$type<TApprovalAction>().notNull(),
    neededRole: text('needed_role').$type<TAdminRole>().notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    entityLabel: text('entity_label').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    before: jsonb('before').$type<TAuditChanges>(),
    after: jsonb('after').$type<TAuditChanges>(),
    reason: text('reason'),
    status: text('status').$type<TApprovalStatus>().notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: ts('requested_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: ts('decided_at'),
    decisionReason: text('decision_reason'),
  },
  (t) => [
    uniqueIndex('approvals_uuid_uq').on(t.uuid),
    uniqueIndex('approvals_one_pending_uq')
      .on(t.action, t.entityType, t.entityId)
      .where(sql`${t.status} = 'pending'`),
    index('approvals_status_requested_idx').on(t.status, t.requestedAt.desc(), t.id.desc()),
    index('approvals_requested_by_idx').on(t.requestedBy, t.requestedAt.desc()),
    index('approvals_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
