import { COMPANY_STATUS, DOCUMENT_STATUS } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CompanyRow } from '../companies';
import type { DocumentRow } from './document-dto';
import { msg } from '../../lib/server-message';

/**
 * Nothing changes while an admin reviews the registration, except the replacement of a document the
 * admin rejected, which the upload checks itself (docs/business-rules.md#document-status).
 */
export function assertNotInReview(company: CompanyRow): void {
  if (company.status === COMPANY_STATUS.IN_REVIEW)
    throw new AppError('INVALID_TRANSITION', { message: msg('documents.in_review') });
}

/** A verified document is final: replaced only before verification (docs/business-rules.md#document-status). */
export function assertReplaceable(doc: DocumentRow | undefined): void {
  if (doc && doc.status === DOCUMENT_STATUS.VERIFIED)
    throw new AppError('INVALID_TRANSITION', { message: msg('documents.verified_document') });
}
