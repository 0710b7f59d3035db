import { and, eq } from 'drizzle-orm';
import {
  COMPANY_STATUS,
  DOCUMENT_CATEGORY,
  DOCUMENT_STATUS,
  USER_STATUS,
  documentLabel,
  notificationSubject,
  type TAdminDocument,
  type TCompany,
  documentCardId,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { companies, documents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Deps, SessionUser } from '../../types';
import { toCompanyDto, type CompanyRow } from '../companies';
import { toAdminDocumentDto } from '../documents';
import { enqueueMail } from '../mail';
import { markKindsReadFor, markSubjectRead, notify } from '../notifications';
import { recordReview } from '../reviews';
import { documentRejectedMail, registrationApprovedMail, registrationRejectedMail } from './decision-mail';
import { currentRegistrationDocuments, missingDocuments } from './requirements';
import { msg } from '../../lib/server-message';

const labelOf = (type: string) => documentLabel(type, 'id');

async function lockCompany(tx: DbOrTx, id: number | null): Promise<CompanyRow> {
  const [company] =
    id === null ? [] : await tx.select().from(companies).where(eq(companies.id, id)).for('update').limit(1);
  if (!company) throw new AppError('NOT_FOUND');
  if (company.status !== COMPANY_STATUS.IN_REVIEW)
    throw new AppError('INVALID_TRANSITION', { message: msg('registrations.not_in_review') });
  return company;
}

/**
 * POST admin/documents/review.php: a current registration document of a company in review is
 * marked verified or rejected (with a note). The user is notified either way; a rejection is also
 * e-mailed (queued in this transaction, sent after the commit), and the company may replace that
 * document at once (docs/business-rules.md#document-status). Reviewing a replaced document marks
 * every admin's "document replaced" notification about it read.
 */
export async function reviewDocument(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  admin: SessionUser,
  input: { uuid: string; status: 'verified' | 'rejected'; note?: string | null },
): Promise<TAdminDocument> {
  return deps.db.transaction(async (tx) => {
    const [doc] = await tx.select().from(documents).where(eq(documents.uuid, input.uuid)).limit(1);
    if (!doc) throw new AppError('NOT_FOUND');
    if (doc.category !== DOCUMENT_CATEGORY.INITIAL_REGISTRATION)
      throw new AppError('INVALID_TRANSITION', { message: msg('registrations.not_registration_document') });
    const company = await lockCompany(tx, doc.companyId);
    if (doc.isCurrent !== 1) throw new AppError('INVALID_TRANSITION', { message: msg('registrations.not_current') });
    const [updated] = await tx
      .update(documents)
      .set({ status: input.status, reviewNote: input.note || null, reviewedBy: admin.id, reviewedAt: deps.clock.now() })
      .where(eq(documents.id, doc.id))
      .returning();
    await recordAudit(tx, {
      action: input.status === DOCUMENT_STATUS.REJECTED ? 'document.reject' : 'document.verify',
      entityType: 'document',
      entityId: doc.uuid,
      companyId: company.id,
      before: { status: doc.status, review_note: doc.reviewNote },
      after: { status: updated.status, review_note: updated.reviewNote },
      reason: updated.reviewNote,
      at: updated.reviewedAt!,
    });
    // Opens Dokumen Registrasi at this document's card, scrolled to and focused (docs/decisions/104).
    const actionUrl = `/document-registration#${documentCardId(doc.documentType)}`;
    if (input.status === DOCUMENT_STATUS.REJECTED) {
      const note = input.note ?? '';
      await notify(tx, company.userId, 'document_rejected', { documentType: doc.documentType, note }, actionUrl);
      const [owner] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, company.userId))
        .limit(1);
      await enqueueMail(
        tx,
        documentRejectedMail({
          to: owner.email,
          name: owner.name,
          companyName: company.name,
          publicUrl: deps.config.publicUrl,
          document: labelOf(doc.documentType),
          documentType: doc.documentType,
          note,
        }),
      );
    } else {
      await notify(tx, company.userId, 'document_verified', { documentType: doc.documentType }, actionUrl);
    }
    await markSubjectRead(tx, notificationSubject.document(doc.uuid), ['document_replaced']);
    return { ...toAdminDocumentDto(updated, company.name), reviewed_by_name: admin.name };
  });
}

/**
 * POST admin/companies/verify.php (docs/business-rules.md#approval). Approve: every required document
 * verified, else 409 with the missing types; company verified (+ verified_at) and its user
 * verified in one transaction with the notification. Reject: a note, company rejected with it,
 * the user notified with the reasons (the note and each rejected document's note) and may fix,
 * re-upload and submit again. The e-mail is queued in the same transaction and sent after the
 * commit; every admin's "submitted for review" notification about the company is marked read.
 */
export async function verifyCompany(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  admin: Pick<SessionUser, 'id' | 'name'>,
  input: { company_id: number; decision: 'approve' | 'reject'; note?: string | null },
): Promise<TCompany> {
  return deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, input.company_id);
    const [owner] = await tx.select().from(users).where(eq(users.id, company.userId)).limit(1);
    const docs = await currentRegistrationDocuments(tx, company.userId);
    const now = deps.clock.now();
    const mailTo = { to: owner.email, name: owner.name, companyName: company.name, publicUrl: deps.config.publicUrl };
    await markSubjectRead(tx, notificationSubject.company(company.id), ['company_submitted']);
    // Every decision keeps its reviewer and time (docs/business-rules.md#reviewer-history).
    const decided = (action: 'approve' | 'reject', note: string | null) =>
      recordReview(tx, {
        entity: 'company',
        entityId: company.id,
        action,
        actor: { id: admin.id, name: admin.name },
        note,
        at: now,
      });

    if (input.decision === 'approve') {
      const missing = missingDocuments(company.businessEntityType, docs, [DOCUMENT_STATUS.VERIFIED]);
      if (missing.length)
        throw new AppError('INVALID_TRANSITION', {
          message: msg('registrations.documents_unverified'),
          data: { missing_documents: missing },
        });
      const [updated] = await tx
        .update(companies)
        .set({ status: COMPANY_STATUS.VERIFIED, verifiedAt: now, reviewNote: null, updatedAt: now })
        .where(eq(companies.id, company.id))
        .returning();
      await tx.update(users).set({ status: USER_STATUS.VERIFIED, updatedAt: now }).where(eq(users.id, owner.id));
      await decided('approve', null);
      await recordAudit(tx, {
        action: 'company.verify',
        entityType: 'company',
        entityId: company.id,
        companyId: company.id,
        before: { status: company.status },
        after: { status: updated.status },
        at: now,
      });
      await recordAudit(tx, {
        action: 'user.verify',
        entityType: 'user',
        entityId: owner.uuid,
        companyId: company.id,
        before: { status: owner.status },
        after: { status: USER_STATUS.VERIFIED },
        at: now,
      });
      // The approval says it all: the owner's unread "document verified" notices are old news.
      await markKindsReadFor(tx, owner.id, ['document_verified']);
      await notify(tx, owner.id, 'registration_approved', { companyName: company.name }, '/company');
      await enqueueMail(tx, registrationApprovedMail(mailTo));
      return toCompanyDto(updated);
    }

    const note = input.note ?? '';
    const rejectedDocs = docs.filter((d) => d.status === DOCUMENT_STATUS.REJECTED);
    const reasons = [note, ...rejectedDocs.map((d) => `- ${labelOf(d.documentType)}: ${d.reviewNote ?? ''}`)].join(
      '\n',
    );
    const [updated] = await tx
      .update(companies)
      .set({ status: COMPANY_STATUS.REJECTED, reviewNote: note, updatedAt: now })
      .where(eq(companies.id, company.id))
      .returning();
    await decided('reject', note);
    await recordAudit(tx, {
      action: 'company.reject',
      entityType: 'company',
      entityId: company.id,
      companyId: company.id,
      before: { status: company.status, review_note: company.reviewNote },
      after: { status: updated.status, review_note: updated.reviewNote },
      reason: note,
      at: now,
    });
    await notify(
      tx,
      owner.id,
      'registration_rejected',
      { companyName: company.name, reasons },
      '/document-registration',
    );
    await enqueueMail(tx, registrationRejectedMail({ ...mailTo, reasons }));
    return toCompanyDto(updated);
  });
}

/**
 * POST admin/documents/verify-remaining.php (docs/business-rules.md#approval): every current registration
 * document of a company in review that is still `uploaded` becomes verified, in one transaction:
 * all of them or none. Rejected documents stay rejected (the company replaces them).
 */
export async function verifyRemainingDocuments(
  deps: Pick<Deps, 'db' | 'clock'>,
  admin: SessionUser,
  companyId: number,
): Promise<{ verified: number; documents: TAdminDocument[] }> {
  return deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    const now = deps.clock.now();
    const updated = await tx
      .update(documents)
      .set({ status: DOCUMENT_STATUS.VERIFIED, reviewNote: null, reviewedBy: admin.id, reviewedAt: now })
      .where(
        and(
          eq(documents.companyId, company.id),
          eq(documents.category, DOCUMENT_CATEGORY.INITIAL_REGISTRATION),
          eq(documents.isCurrent, 1),
          eq(documents.status, DOCUMENT_STATUS.UPLOADED),
        ),
      )
      .returning();
    // One audit row per document it verified, as if each had been verified on its own.
    for (const d of updated) {
      await recordAudit(tx, {
        action: 'document.verify',
        entityType: 'document',
        entityId: d.uuid,
        companyId: company.id,
        before: { status: DOCUMENT_STATUS.UPLOADED },
        after: { status: d.status },
        at: now,
      });
    }
    return {
      verified: updated.length,
      documents: updated.map((d) => ({ ...toAdminDocumentDto(d, company.name), reviewed_by_name: admin.name })),
    };
  });
}
