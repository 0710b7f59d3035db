import { apiPath, type TDocument } from '@portal/contract';
import type { documents } from '../../db/schema';

export type DocumentRow = typeof documents.$inferSelect;

/** A relative URL (docs/business-rules.md#relative-urls) under the file prefix (#file-access). */
export const documentFileUrl = (uuid: string) =>
  `${apiPath('documents/download.php')}?uuid=${encodeURIComponent(uuid)}`;

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
