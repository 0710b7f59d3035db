import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TCertificateData, TCertificateStatus, TVerificationChannel } from '@portal/contract';
// The certificates table itself is declared beside applications (each references the other).
import { certificates } from './applications';
import { timelineColumns } from './timeline';
import { ts, users } from './users';

/** Each revision's snapshot and PDF (revision 1 is the publication). */
export const certificateRevisions = pgTable(
  'certificate_revisions',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    data: jsonb('data').$type<TCertificateData>().notNull(),
    /** Null for revision 1; the admin's reason otherwise. */
    reason: text('reason'),
    changedFields: jsonb('changed_fields')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The PDF made for this revision, in the file store (never served statically). */
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificate_revisions_uq').on(t.certificateId, t.revision),
    uniqueIndex('certificate_revisions_storage_key_uq').on(t.storageKey),
    // verify-file.php: a PDF is found by the SHA-256 of its bytes.
    index('certificate_revisions_sha256_idx').on(t.sha256),
  ],
);

/** The timeline: one row per transition (and the publication), written by lib/transitions.ts. */
export const certificateEvents = pgTable(
  'certificate_events',
  {
    id: serial('id').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    ...timelineColumns<TCertificateStatus>(),
  },
  (t) => [index('certificate_events_certificate_idx').on(t.certificateId, t.at)],
);

/** Public lookups (docs/business-rules.md#public-verification): no address is stored. */
export const certificateVerifications = pgTable(
  'certificate_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    at: ts('at').notNull(),
    channel: text('channel').$type<TVerificationChannel>().notNull(),
    browser: text('browser'),
  },
  (t) => [index('certificate_verifications_certificate_idx').on(t.certificateId, t.at)],
);

/**
 * Expiry reminders sent: one row per certificate and threshold (90, 30, 7 days). The row is
 * inserted in the transaction that queues the notification and the mail, so with several
 * scheduler instances each reminder goes out once (the primary key, not timing).
 */
export const certificateReminders = pgTable(
  'certificate_reminders',
  {
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    daysBefore: integer('days_before').notNull(),
    sentAt: ts('sent_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.daysBefore] })],
);
