import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TAppealDecision, TAppealStatus, TAppealSubjectType, TComplaintStatus } from '@portal/contract';
import { certificates } from './applications';
import { companies } from './companies';
import { ts, users } from './users';

/**
 * Appeals (ISO/IEC 17065 §7.13; docs/business-rules.md#complaints-and-appeals): a company contests
 * a refusal. `subject_type` and `subject_key` name the subject (a code_reg, a company id, a
 * certificate uuid); `decision_at` is when the appealed decision was taken, which with the subject
 * makes the decision's key: one appeal per decision (`appeals_decision_uq`). A decision taken again
 * after the subject was reopened is another decision, and may be appealed again.
 */
export const appeals = pgTable(
  'appeals',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type').$type<TAppealSubjectType>().notNull(),
    subjectKey: text('subject_key').notNull(),
    subjectLabel: text('subject_label').notNull(),
    /** The appealed decision: when, why, and the administrators who took it (two for four eyes). */
    decisionAt: ts('decision_at').notNull(),
    decisionReason: text('decision_reason'),
    decisionBy: jsonb('decision_by')
      .$type<{ id: number | null; name: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** For an application: the status it was rejected from (where an upheld appeal returns it). */
    rejectedFrom: text('rejected_from'),
    reason: text('reason').notNull(),
    /** The supporting files: uuids of the company's documents of category `other`. */
    documentUuids: jsonb('document_uuids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<TAppealStatus>().notNull().default('submitted'),
    /** The WIB date by which the body answers (ANSWER_WORKING_DAYS after submission). */
    answerBy: date('answer_by', { mode: 'string' }).notNull(),
    decision: text('decision').$type<TAppealDecision>(),
    answerReason: text('answer_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByName: text('decided_by_name'),
    decidedAt: ts('decided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appeals_uuid_uq').on(t.uuid),
    // One appeal per decision.
    uniqueIndex('appeals_decision_uq').on(t.subjectType, t.subjectKey, t.decisionAt),
    // The company's list, newest first.
    index('appeals_company_created_idx').on(t.companyId, t.createdAt),
    // The admin queue: open ones oldest first; by status otherwise; the overdue count by answer_by.
    index('appeals_status_created_idx').on(t.status, t.createdAt, t.id),
    index('appeals_open_answer_by_idx')
      .on(t.answerBy)
      .where(sql`status in ('submitted', 'under_review')`),
  ],
);

/**
 * Complaints (docs/business-rules.md#complaints-and-appeals): from a signed-in user (`user_id`) or
 * from anyone with a name and an e-mail address, answered by an administrator by e-mail.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    certificateNumber: text('certificate_number'),
    codeReg: text('code_reg'),
    status: text('status').$type<TComplaintStatus>().notNull().default('submitted'),
    answerBy: date('answer_by', { mode: 'string' }).notNull(),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredByName: text('answered_by_name'),
    answeredAt: ts('answered_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('complaints_uuid_uq').on(t.uuid),
    index('complaints_user_created_idx')
      .on(t.userId, t.createdAt)
      .where(sql`user_id is not null`),
    index('complaints_status_created_idx').on(t.status, t.createdAt, t.id),
    index('complaints_open_answer_by_idx')
      .on(t.answerBy)
      .where(sql`status = 'submitted'`),
  ],
);

/**
 * Status-list entries a certificate no longer uses (docs/decisions/106): an upheld appeal reinstates
 * a revoked certificate with a fresh credential under a new `status_list_index`; the old index stays
 * here with its bit set, so a credential issued before the revocation stays revoked.
 */
export const certificateRetiredStatusEntries = pgTable(
  'certificate_retired_status_entries',
  {
    statusListIndex: integer('status_list_index').primaryKey(),
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => certificates.id, { onDelete: 'cascade' }),
    setAt: ts('set_at').notNull(),
    retiredAt: ts('retired_at').notNull(),
  },
  (t) => [index('certificate_retired_status_entries_certificate_idx').on(t.certificateId)],
);
