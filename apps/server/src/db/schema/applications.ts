import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { TApplicationStatus, TApplicationType, TDocumentRequestStatus, TQualification } from '@portal/contract';
import { subBidang } from './catalogue';
import { certificates } from './certificates';
import { companies, documents } from './companies';
import { timelineColumns } from './timeline';
import { ts, users } from './users';

/** Rows the lists and the detail may show: a deleted draft keeps its row (and code_reg) but is gone. */
const live = sql`deleted_at is null`;

/**
 * Applications (docs/business-rules.md#applications). The legal columns carry the body's
 * camelCase names as properties, so the contract's `missingLegalFields` reads a row as it is.
 * `status` changes only through the transition engine (lib/transitions.ts), which also sets
 * `status_changed_at` — the time the admin lists call "waiting since".
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    codeReg: text('code_reg').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<TApplicationType>().notNull(),
    /** The certificate a renewal or upgrade starts from. */
    certificateId: integer('certificate_id').references((): AnyPgColumn => certificates.id),
    qualification: text('qualification').$type<TQualification>().notNull(),
    aktaPendirianNotaris: text('akta_pendirian_notaris'),
    aktaPendirianNomor: text('akta_pendirian_nomor'),
    aktaPendirianTanggal: date('akta_pendirian_tanggal', { mode: 'string' }),
    aktaPerubahanNotaris: text('akta_perubahan_notaris'),
    aktaPerubahanNomor: text('akta_perubahan_nomor'),
    aktaPerubahanTanggal: date('akta_perubahan_tanggal', { mode: 'string' }),
    skKemenkumhamNomor: text('sk_kemenkumham_nomor'),
    skKemenkumhamTanggal: date('sk_kemenkumham_tanggal', { mode: 'string' }),
    nibDate: date('nib_date', { mode: 'string' }),
    notes: text('notes'),
    status: text('status').$type<TApplicationStatus>().notNull().default('draft'),
    statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
    submittedAt: ts('submitted_at'),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /** Soft delete of a draft (docs/decisions/026). */
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_code_reg_uq').on(t.codeReg),
    // `q` by a typed prefix of the code (`SP-1234…`): LIKE 'prefix%' needs the pattern operator class.
    index('applications_code_reg_prefix_idx').on(t.codeReg.op('text_pattern_ops')).where(live),
    // The company's own list, newest first.
    index('applications_company_created_idx').on(t.companyId, t.createdAt).where(live),
    // Admin lists: no filter / from-to (created_at), status (newest or waiting), type (Manajemen
    // Perpanjangan), type and status.
    index('applications_created_idx').on(t.createdAt).where(live),
    index('applications_status_created_idx').on(t.status, t.createdAt).where(live),
    index('applications_status_changed_idx').on(t.status, t.statusChangedAt).where(live),
    index('applications_type_created_idx').on(t.type, t.createdAt).where(live),
    index('applications_type_status_changed_idx').on(t.type, t.status, t.statusChangedAt).where(live),
    // The company's list sorted by `updated`; admin `waiting` sort without a status filter, or
    // with the type alone; type and status with the newest first (docs/decisions/045).
    index('applications_company_updated_idx').on(t.companyId, t.updatedAt).where(live),
    // The admin list's company-name search: the matching companies' applications by status and date.
    index('applications_company_status_created_idx').on(t.companyId, t.status, t.createdAt).where(live),
    index('applications_status_changed_all_idx').on(t.statusChangedAt).where(live),
    index('applications_type_changed_idx').on(t.type, t.statusChangedAt).where(live),
    index('applications_type_status_created_idx').on(t.type, t.status, t.createdAt).where(live),
    // The renewals and upgrades started from a certificate.
    index('applications_certificate_idx')
      .on(t.certificateId)
      .where(sql`certificate_id is not null`),
    // The company dashboard's recent activity: its applications by their latest transition (docs/decisions/081).
    // Deleted drafts (few): lets a count of live rows' children leave them out without reading the table.
    index('applications_deleted_idx')
      .on(t.id)
      .where(sql`deleted_at is not null`),
    index('applications_company_changed_idx').on(t.companyId, t.statusChangedAt).where(live),
    index('applications_waiting_idx')
      .on(t.statusChangedAt)
      .where(sql`deleted_at is null and status in ('submitted', 'under_review', 'approved')`),
  ],
);

/** The sub-bidang of an application, in the order chosen. */
export const applicationSubBidang = pgTable(
  'application_sub_bidang',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    subBidangCode: text('sub_bidang_code')
      .notNull()
      .references(() => subBidang.code, { onUpdate: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.subBidangCode] }),
    index('application_sub_bidang_code_idx').on(t.subBidangCode),
  ],
);

/** The timeline: one row per transition (and the creation), written by lib/transitions.ts. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    ...timelineColumns<TApplicationStatus>(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at)],
);

/** Requests for more documents (docs/business-rules.md#document-requests). */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** WIB date; the request is overdue once that day is over. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<TDocumentRequestStatus>().notNull().default('open'),
    statusChangedAt: ts('status_changed_at').notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    fulfilledDocumentId: integer('fulfilled_document_id').references((): AnyPgColumn => documents.id, {
      onDelete: 'set null',
    }),
    fulfilledAt: ts('fulfilled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    cancelledAt: ts('cancelled_at'),
    /** Set once by the scheduler when an open request passed its due date. */
    overdueFlaggedAt: ts('overdue_flagged_at'),
  },
  (t) => [
    uniqueIndex('document_requests_uuid_uq').on(t.uuid),
    // Permohonan Dokumen: status and overdue filters (open and due_date before today), by due date.
    index('document_requests_status_due_idx').on(t.status, t.dueDate),
    index('document_requests_status_created_idx').on(t.status, t.createdAt),
    index('document_requests_created_idx').on(t.createdAt),
    // Permohonan Dokumen sorted by due date without a status filter.
    index('document_requests_due_idx').on(t.dueDate, t.id),
    index('document_requests_application_idx').on(t.applicationId, t.createdAt),
  ],
);
