import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TCertificateData, TCertificateStatus, TVerificationChannel } from '@portal/contract';
import { applications } from './applications';
import { companies } from './companies';
import { timelineColumns } from './timeline';
import { ts, users } from './users';

/**
 * Certificates (docs/business-rules.md#certificates). `data` is what the current revision prints
 * (a snapshot taken at publication, changed only by a revision); each revision keeps its own
 * snapshot and PDF in `certificate_revisions`. `status` changes only through the transition engine
 * (lib/transitions.ts). Dates `issued_on` and `valid_until` are WIB calendar dates; the
 * certificate is valid through the whole of `valid_until` (WIB).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    /** `SBU-YYYY-NNNNNN`, from the `SBU-YYYY` sequence in the publishing transaction. */
    number: text('number').notNull(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The certificate a renewal or upgrade replaced (it becomes `superseded`). */
    replacesId: integer('replaces_id').references((): AnyPgColumn => certificates.id),
    status: text('status').$type<TCertificateStatus>().notNull().default('active'),
    statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
    revision: integer('revision').notNull().default(1),
    data: jsonb('data').$type<TCertificateData>().notNull(),
    issuedAt: ts('issued_at').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: ts('revoked_at'),
    revokeReason: text('revoke_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('certificates_uuid_uq').on(t.uuid),
    uniqueIndex('certificates_number_uq').on(t.number),
    // One certificate per application: a second publish fails here even past the status check.
    uniqueIndex('certificates_application_uq').on(t.applicationId),
    // A certificate is replaced at most once.
    uniqueIndex('certificates_replaces_uq')
      .on(t.replacesId)
      .where(sql`replaces_id is not null`),
    // `q` by a typed prefix of the number.
    index('certificates_number_prefix_idx').on(t.number.op('text_pattern_ops')),
    // The company's list and summary.
    index('certificates_company_idx').on(t.companyId, t.issuedAt),
    // The company dashboard: its certificates by status and validity, and by their latest transition (docs/decisions/081).
    index('certificates_company_status_valid_idx').on(t.companyId, t.status, t.validUntil),
    index('certificates_company_changed_idx').on(t.companyId, t.statusChangedAt),
    // Admin list: newest / oldest, by status, by validity (expiring filters, the expiry job, reminders).
    index('certificates_issued_idx').on(t.issuedAt, t.id),
    index('certificates_status_issued_idx').on(t.status, t.issuedAt, t.id),
    index('certificates_status_valid_idx').on(t.status, t.validUntil, t.id),
  ],
);

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
