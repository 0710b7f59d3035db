import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  COMPANY_STATUS,
  DOCUMENT_CATEGORY,
  DOCUMENT_STATUS,
  UPLOAD_QUOTA_BYTES,
  type TUploadDocumentFields,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { documents } from '../../db/schema';
import type { DetectedFileType } from '../../infra/file-type';
import type { TempObject } from '../../infra/storage';
import { AppError } from '../../lib/app-error';
import type { Deps, SessionUser } from '../../types';
import { assertCompanyOwner, isCompanyApproved, lockOwnCompany } from '../companies';
import { notifyAdmins } from '../notifications';
import { registrationAppealOpen } from './appeal-upload';
import { lockDraftApplication } from './application-link';
import { auditDocumentUpload } from './document-audit';
import type { DocumentRow } from './document-dto';
import { assertNotInReview, assertReplaceable } from './guards';
import { msg } from '../../lib/server-message';

/** The type an appeal's supporting file is uploaded as (category `other`). */
const APPEAL_DOCUMENT_TYPE = 'dokumen_tambahan';

export interface UploadInput {
  fields: TUploadDocumentFields;
  temp: TempObject;
  type: DetectedFileType;
  originalName: string;
}

/**
 * Refuses with 409 QUOTA_EXCEEDED when the user's stored files (every row, replaced ones
 * included) plus `incomingBytes` would pass UPLOAD_QUOTA_BYTES (docs/decisions/015).
 */
export async function assertQuotaLeft(db: DbOrTx, userId: number, incomingBytes: number): Promise<void> {
  const [row] = await db
    .select({ used: sql<string | number>`coalesce(sum(${documents.fileSize}), 0)` })
    .from(documents)
    .where(eq(documents.userId, userId));
  const used = Number(row?.used ?? 0);
  if (used + incomingBytes > UPLOAD_QUOTA_BYTES) throw new AppError('QUOTA_EXCEEDED');
}

/**
 * Records a complete, sniffed upload (docs/business-rules.md#files): inside one
 * transaction with the company locked, checks the state rules, moves the earlier file of the same
 * type to the history (is_current 0), commits the temporary object under a random key and
 * inserts the row. If anything after the commit fails, the stored object is removed again, so a
 * failed upload leaves no row and no file.
 */
export async function saveUploadedDocument(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  user: SessionUser,
  input: UploadInput,
): Promise<DocumentRow> {
  let committedKey: string | null = null;
  const forAppeal =
    input.fields.category === DOCUMENT_CATEGORY.OTHER &&
    input.fields.document_type === APPEAL_DOCUMENT_TYPE &&
    (await registrationAppealOpen(deps.db, user.id, deps.clock.now()));
  try {
    return await deps.db.transaction(async (tx) => {
      const { document_type: documentType, category } = input.fields;
      const isRegistration = category === DOCUMENT_CATEGORY.INITIAL_REGISTRATION;
      // The registration documents are the owner's (docs/business-rules.md#company-staff).
      if (isRegistration) assertCompanyOwner(user);
      const company = await lockOwnCompany(tx, user.id);
      // Under the company lock, so two uploads of one user cannot both fit the last bytes.
      await assertQuotaLeft(tx, user.id, input.temp.size);
      if (isRegistration && isCompanyApproved(company))
        throw new AppError('INVALID_TRANSITION', { message: msg('documents.registration_closed') });
      // Files beyond the registration belong to the SBU workflow: a verified company only
      // (docs/business-rules.md#upload-categories).
      // The one exception: a supporting file for the appeal of the company's own rejected
      // registration, while that appeal may still be filed (docs/business-rules.md#complaints-and-appeals).
      if (!isRegistration && !isCompanyApproved(company) && !(forAppeal && company.status === COMPANY_STATUS.REJECTED))
        throw new AppError('DOCUMENTS_NOT_VERIFIED');
      // A supporting document belongs to its draft: one current file per (application, type).
      const applicationId =
        category === DOCUMENT_CATEGORY.SBU_APPLICATION
          ? await lockDraftApplication(tx, company.id, input.fields.code_reg ?? '')
          : null;

      // A file for a document request (`other`) never replaces another: each answers its own request.
      const sameType =
        category === DOCUMENT_CATEGORY.OTHER
          ? undefined
          : and(
              eq(documents.companyId, company.id),
              eq(documents.category, category),
              eq(documents.documentType, documentType),
              eq(documents.isCurrent, 1),
              applicationId === null ? undefined : eq(documents.applicationId, applicationId),
            );
      const [current] = sameType ? await tx.select().from(documents).where(sameType).limit(1) : [];
      // In review only a registration document the admin rejected may be replaced, at once
      // (docs/business-rules.md#document-status); the registration stays in review.
      const replacesRejected =
        isRegistration && company.status === COMPANY_STATUS.IN_REVIEW && current?.status === DOCUMENT_STATUS.REJECTED;
      if (!replacesRejected) assertNotInReview(company);
      assertReplaceable(current);
      if (current) await tx.update(documents).set({ isCurrent: 0 }).where(eq(documents.id, current.id));

      committedKey = await deps.storage.commit(input.temp);
      const [row] = await tx
        .insert(documents)
        .values({
          uuid: randomUUID(),
          userId: user.id,
          companyId: company.id,
          documentType,
          category,
          originalName: input.originalName,
          storageKey: committedKey,
          fileSize: input.temp.size,
          mimeType: input.type.mime,
          sha256: input.temp.sha256,
          uploadedAt: deps.clock.now(),
          applicationId,
        })
        .returning();
      await auditDocumentUpload(tx, row, current);
      if (replacesRejected) {
        await notifyAdmins(
          tx,
          'document_replaced',
          { companyId: company.id, companyName: company.name, documentType, documentUuid: row.uuid },
          `/admin/companies/${company.id}`,
        );
      }
      return row;
    });
  } catch (err) {
    if (committedKey) await deps.storage.remove(committedKey);
    throw err;
  }
}
