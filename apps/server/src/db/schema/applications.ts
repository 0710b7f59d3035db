import { sql } from 'drizzle-orm';
import {
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
import type {
  TApplicationStatus,
  TApplicationType,
  TCertificateData,
  TCertificateStatus,
  TQualification,
} from '@portal/contract';
import { subBidang } from './catalogue';
import { companies } from './companies';
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

/**
 * Certificates (docs/business-rules.md#certificates), declared beside applications because each
 * references the other: a certificate is published from an application, and a renewal or upgrade
 * names the certificate it starts from. Its revisions, timeline and lookups are in certificates.ts. `data` is what the current revision prints
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
    /**
     * The certificate's entry in the revocation status list of its credentials (docs/decisions/102):
     * from a sequence at insertion, never reused.
     */
    statusListIndex: integer('status_list_index')
      .notNull()
      .default(sql`nextval('certificate_status_list_index_seq')`),
    /** When its status-list bit was set (revoked or superseded, in that change's transaction); never cleared. */
    statusListSetAt: ts('status_list_set_at'),
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
    uniqueIndex('certificates_status_list_index_uq').on(t.statusListIndex),
    // The status list: the set bits only.
    index('certificates_status_list_set_idx')
      .on(t.statusListIndex)
      .where(sql`status_list_set_at is not null`),
    // The public register: active certificates by company name (ILIKE '%…%').
    index('certificates_register_name_trgm_idx')
      .using('gin', sql`(${t.data} ->> 'company_name') gin_trgm_ops`)
      .where(sql`status = 'active'`),
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
