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
export function toAdminDocumentDto(d: DocumentRow, companyName: string | null): TAdminDocument {
  return {
    ...toDocumentDto(d),
    is_current: d.isCurrent === 1,
    reviewed_at: d.reviewedAt ? d.reviewedAt.toISOString() : null,
    company_id: d.companyId,
    company_name: companyName,
    admin_file_url: adminDocumentUrl(d.uuid),
  };
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
