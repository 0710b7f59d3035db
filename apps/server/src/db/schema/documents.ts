import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DOCUMENT_CATEGORY,
  type TDocumentCategory,
  type TDocumentRequestStatus,
  type TDocumentStatus,
} from '@portal/contract';
import { applications } from './applications';
import { companies } from './companies';
import { invoices } from './invoices';
import { ts, users } from './users';

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

/**
 * Requests for more documents (docs/business-rules.md#document-requests), an application's; declared
 * beside documents because each references the other (the request names the file that fulfils it,
 * the file names its request).
 */
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
    /** An administrator looked at the company's answer: it left the answered-requests queue. */
    checkedAt: ts('checked_at'),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
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
    // The answered-requests queue (docs/business-rules.md#queues): unchecked answers, oldest first.
    index('document_requests_answered_idx')
      .on(t.fulfilledAt, t.id)
      .where(sql`status = 'fulfilled' and checked_at is null`),
  ],
);
