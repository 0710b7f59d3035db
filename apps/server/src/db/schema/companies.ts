import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { DOCUMENT_CATEGORY, type TCompanyStatus, type TDocumentCategory, type TDocumentStatus } from '@portal/contract';
import { applications, documentRequests } from './applications';
import { invoices } from './invoices';
import { companySortKeySql } from './sort-keys';
import { ts, users } from './users';

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** `name` without its legal form, lower case: the order of "sort by name" (docs/decisions/039). */
    sortName: text('sort_name').generatedAlwaysAs(companySortKeySql),
    businessEntityType: text('business_entity_type').notNull(),
    npwp: text('npwp').notNull(),
    nib: text('nib').notNull(),
    status: text('status').$type<TCompanyStatus>().notNull().default('unverified'),
    address: text('address'),
    province: text('province'),
    regencyCity: text('regency_city'),
    district: text('district'),
    village: text('village'),
    // Official area codes (Kemendagri) of the picked province … village; null for free text typed before the picker (docs/decisions/031).
    provinceCode: text('province_code'),
    regencyCityCode: text('regency_city_code'),
    districtCode: text('district_code'),
    villageCode: text('village_code'),
    postalCode: text('postal_code'),
    phone: text('phone'),
    email: text('email'),
    businessType: text('business_type'),
    investmentValue: bigint('investment_value', { mode: 'number' }),
    employeeCount: integer('employee_count'),
    leaderName: text('leader_name'),
    leaderPosition: text('leader_position'),
    leaderNik: text('leader_nik'),
    leaderNpwp: text('leader_npwp'),
    ktaKadinNumber: text('kta_kadin_number'),
    ktaDate: text('kta_date'),
    reviewNote: text('review_note'),
    verifiedAt: ts('verified_at'),
    /** The latest submission for verification: orders the queue and gives the waiting time (docs/business-rules.md#verification-queue). */
    submittedAt: ts('submitted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_user_uq').on(t.userId),
    uniqueIndex('companies_npwp_uq').on(t.npwp),
    uniqueIndex('companies_nib_uq').on(t.nib),
    index('companies_status_idx').on(t.status, t.createdAt),
    // The verification queue: in_review, oldest submission first.
    index('companies_status_submitted_idx').on(t.status, t.submittedAt, t.id),
    index('companies_sort_name_idx').on(t.sortName, t.id),
    // Admin searches by company name (`ILIKE '%…%'`) find the companies first (docs/decisions/062).
    index('companies_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * Uploaded files (docs/business-rules.md#registration-documents). `is_current` 1 marks the file in use for its
 * type; re-uploads before verification keep the earlier rows (0) as history (docs/decisions/010).
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    uuid: text('uuid').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    category: text('category').$type<TDocumentCategory>().notNull(),
    status: text('status').$type<TDocumentStatus>().notNull().default('uploaded'),
    isCurrent: integer('is_current').notNull().default(1),
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    uploadedAt: ts('uploaded_at').notNull().defaultNow(),
    // What a document belongs to beyond its company (docs/business-rules.md#upload-categories): a supporting document of an
    // application, a transfer proof of an invoice, the file that fulfils a document request.
    applicationId: integer('application_id').references((): AnyPgColumn => applications.id),
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
    documentRequestId: integer('document_request_id').references((): AnyPgColumn => documentRequests.id),
  },
  (t) => [
    uniqueIndex('documents_uuid_uq').on(t.uuid),
    index('documents_user_idx').on(t.userId, t.uploadedAt),
    index('documents_company_idx').on(t.companyId, t.documentType),
    index('documents_status_idx').on(t.status, t.uploadedAt),
    // Admin document list filtered by type (docs/decisions/010).
    index('documents_type_idx').on(t.documentType, t.uploadedAt),
    // The orphan-file sweep looks stored keys up in batches (docs/decisions/015).
    uniqueIndex('documents_storage_key_uq').on(t.storageKey),
    // One current registration document per type and user; older uploads stay as history.
    uniqueIndex('documents_current_registration_uq')
      .on(t.userId, t.documentType)
      .where(sql.raw(`is_current = 1 and category = '${DOCUMENT_CATEGORY.INITIAL_REGISTRATION}'`)),
    index('documents_application_idx')
      .on(t.applicationId, t.documentType)
      .where(sql`application_id is not null`),
    index('documents_invoice_idx')
      .on(t.invoiceId, t.uploadedAt)
      .where(sql`invoice_id is not null`),
    index('documents_document_request_idx')
      .on(t.documentRequestId)
      .where(sql`document_request_id is not null`),
    // One current supporting document per application and type; a replaced one stays as history.
    uniqueIndex('documents_current_application_uq')
      .on(t.applicationId, t.documentType)
      .where(sql.raw(`is_current = 1 and category = '${DOCUMENT_CATEGORY.SBU_APPLICATION}'`)),
  ],
);
