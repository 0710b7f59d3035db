import { COMPANY_STATUS, DOCUMENT_STATUS } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { CompanyRow } from '../companies';
import type { DocumentRow } from './document-dto';

export const MSG = {
  inReview: 'Dokumen tidak dapat diubah selama registrasi sedang ditinjau admin, kecuali dokumen yang ditolak admin.',
  verifiedDocument: 'Dokumen yang sudah diverifikasi tidak dapat diganti atau dihapus.',
  registrationClosed: 'Registrasi perusahaan sudah disetujui; dokumen registrasi tidak dapat diubah.',
  emptyFile: 'Gagal mengunggah file: file kosong.',
  badType: 'Gagal mengunggah file: hanya PDF, JPG, atau PNG yang diterima.',
} as const;

/**
 * Nothing changes while an admin reviews the registration, except the replacement of a document the
 * admin rejected, which the upload checks itself (docs/business-rules.md#document-status).
 */
export function assertNotInReview(company: CompanyRow): void {
  if (company.status === COMPANY_STATUS.IN_REVIEW) throw new AppError('INVALID_TRANSITION', { message: MSG.inReview });
}

/** A verified document is final: replaced only before verification (docs/business-rules.md#document-status). */
export function assertReplaceable(doc: DocumentRow | undefined): void {
  if (doc && doc.status === DOCUMENT_STATUS.VERIFIED)
    throw new AppError('INVALID_TRANSITION', { message: MSG.verifiedDocument });
}
