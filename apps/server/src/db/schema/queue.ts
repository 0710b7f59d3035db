import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TClaimEntityType, TExportFormat, TExportList, TExportStatus, TLanguage } from '@portal/contract';
import { ts, users } from './users';

/**
 * Who is handling a queue item (docs/business-rules.md#claiming): at most one administrator per
 * item, until `until`. A claim never blocks a call; it only tells the others. `entity_id` is the
 * id the item's screen uses (company number, invoice or request uuid, `code_reg`).
 */
export const queueClaims = pgTable(
  'queue_claims',
  {
    entityType: text('entity_type').$type<TClaimEntityType>().notNull(),
    entityId: text('entity_id').notNull(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: ts('claimed_at').notNull(),
    until: ts('until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entityType, t.entityId] })],
);

/**
 * Exports made in the background (docs/business-rules.md#exports): the filter they were started
 * with, how far they are, and the finished file in the store. `heartbeat_at` moves with every page
 * written; an export whose heartbeat stopped (its instance went away) reads as failed.
 */
export const exportJobs = pgTable(
  'exports',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').$type<TExportList>().notNull(),
    format: text('format').$type<TExportFormat>().notNull(),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    lang: text('lang').$type<TLanguage>().notNull(),
    status: text('status').$type<TExportStatus>().notNull().default('running'),
    rowCount: integer('row_count').notNull(),
    rowsWritten: integer('rows_written').notNull().default(0),
    fileName: text('file_name'),
    storageKey: text('storage_key'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    sha256: text('sha256'),
    error: text('error'),
    createdAt: ts('created_at').notNull(),
    heartbeatAt: ts('heartbeat_at').notNull(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    uniqueIndex('exports_uuid_uq').on(t.uuid),
    index('exports_admin_created_idx').on(t.adminId, t.createdAt.desc()),
    index('exports_storage_key_idx')
      .on(t.storageKey)
      .where(sql`storage_key is not null`),
  ],
);
