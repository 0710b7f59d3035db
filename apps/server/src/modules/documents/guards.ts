import { eq } from 'drizzle-orm';
import { COMPANY_STATUS, DOCUMENT_STATUS } from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import { companies, type documents } from '../../db/schema';
import { AppError } from '../../lib/app-error';

export type CompanyRow = typeof companies.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

export const MSG = {
  noCompany: 'Akun ini tidak memiliki data perusahaan.',
  inReview: 'Dokumen tidak dapat diubah selama registrasi sedang ditinjau admin.',
  verifiedDocument: 'Dokumen yang sudah diverifikasi tidak dapat diganti atau dihapus.',
  registrationClosed: 'Registrasi perusahaan sudah disetujui; dokumen registrasi tidak dapat diubah.',
  emptyFile: 'Gagal mengunggah file: file kosong.',
  badType: 'Gagal mengunggah file: hanya PDF, JPG, atau PNG yang diterima.',
  tooLarge: 'Gagal mengunggah file: ukuran maksimal 5 MB.',
  truncated: 'Gagal mengunggah file: unggahan terputus sebelum selesai.',
  malformed: 'Gagal mengunggah file: format unggahan tidak valid.',
} as const;

/**
 * The caller's company, locked for the rest of the transaction so uploads, deletes, submission
 * and the admin's decision on one company run one after another.
 */
export async function lockOwnCompany(tx: DbOrTx, userId: number): Promise<CompanyRow> {
  const [company] = await tx.select().from(companies).where(eq(companies.userId, userId)).for('update').limit(1);
  // An administrator account has no company and no registration documents.
  if (!company) throw new AppError('FORBIDDEN', { message: MSG.noCompany });
  return company;
}

/** Nothing changes while an admin reviews the registration (DOMAIN.md "Company status"). */
export function assertNotInReview(company: CompanyRow): void {
  if (company.status === COMPANY_STATUS.IN_REVIEW) throw new AppError('INVALID_TRANSITION', { message: MSG.inReview });
}

export const isCompanyApproved = (company: CompanyRow) =>
  company.status === COMPANY_STATUS.VERIFIED || company.status === COMPANY_STATUS.ACTIVE;

/** A verified document is final (DOMAIN.md: replace only before verification). */
export function assertReplaceable(doc: DocumentRow | undefined): void {
  if (doc && doc.status === DOCUMENT_STATUS.VERIFIED) throw new AppError('INVALID_TRANSITION', { message: MSG.verifiedDocument });
}
