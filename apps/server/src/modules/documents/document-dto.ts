import { apiPath, type TAdminDocument, type TApplication, type TDocument } from '@portal/contract';
import type { documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;

/** The document's answers, one mapper each (docs/decisions/095). */

/** A relative URL (docs/business-rules.md#relative-urls) under the file prefix (#file-access). */
export const documentFileUrl = (uuid: string) =>
  `${apiPath('documents/download.php')}?uuid=${encodeURIComponent(uuid)}`;

/** The admin's preview URL, under a file prefix the web app opens (docs/business-rules.md#file-access). */
export const adminDocumentUrl = (uuid: string) =>
  `${apiPath('admin/documents/get_document.php')}?uuid=${encodeURIComponent(uuid)}`;

export function toDocumentDto(d: DocumentRow): TDocument {
  return {
    uuid: d.uuid,
    document_type: d.documentType,
    category: d.category,
    status: d.status,
    original_name: d.originalName,
    file_size: d.fileSize,
    mime_type: d.mimeType,
    sha256: d.sha256,
    uploaded_at: d.uploadedAt.toISOString(),
    review_note: d.reviewNote,
    file_url: documentFileUrl(d.uuid),
  };
}

/** The administrator's view: history flag, review time, the company (its name as the query joined it), the preview URL. */
export function toAdminDocumentDto(
  d: DocumentRow,
  companyName: string | null,
  /** Manajemen Dokumen: where the file is reviewed (reviewUrl). */
  reviewUrl?: string | null,
): TAdminDocument {
  return {
    ...toDocumentDto(d),
    is_current: d.isCurrent === 1,
    reviewed_at: d.reviewedAt ? d.reviewedAt.toISOString() : null,
    company_id: d.companyId,
    company_name: companyName,
    admin_file_url: adminDocumentUrl(d.uuid),
    ...(reviewUrl !== undefined && { review_url: reviewUrl }),
  };
}

/**
 * The admin screen where a file is reviewed (docs/decisions/041, 103): a registration document in
 * its company's review, opened on it; a transfer proof waiting for confirmation in the payment
 * queue, opened on its invoice, otherwise on its application; an application's file, or a file
 * answering a document request, on its application. Null for a file not yet attached to anything.
 */
export function reviewUrl(
  d: Pick<DocumentRow, 'uuid' | 'category' | 'companyId'>,
  links: { codeReg: string | null; invoiceUuid: string | null; invoiceStatus: string | null },
): string | null {
  switch (d.category) {
    case 'initial_registration':
    case 'renewal':
      return d.companyId ? `/admin/companies/${d.companyId}?doc=${encodeURIComponent(d.uuid)}` : null;
    case 'payment_proof':
      if (links.invoiceUuid && links.invoiceStatus === 'waiting_confirmation')
        return `/admin/payment-verification?invoice=${encodeURIComponent(links.invoiceUuid)}`;
      return links.codeReg ? `/admin/applications/${encodeURIComponent(links.codeReg)}` : null;
    default:
      return links.codeReg ? `/admin/applications/${encodeURIComponent(links.codeReg)}` : null;
  }
}

/** The administrator's view with its reviewer (docs/business-rules.md#reviewer-history), where the screen shows it. */
export const toReviewedAdminDocumentDto = (
  d: DocumentRow,
  companyName: string | null,
  reviewerName: string | null,
): TAdminDocument => ({
  ...toAdminDocumentDto(d, companyName),
  reviewed_by_name: d.reviewedBy ? reviewerName : null,
});

/** A supporting document in an application's detail: the preview URL for an administrator only. */
export const toApplicationDocumentDto = (d: DocumentRow, forAdmin: boolean): TApplication['documents'][number] => ({
  ...toDocumentDto(d),
  admin_file_url: forAdmin ? adminDocumentUrl(d.uuid) : null,
});
