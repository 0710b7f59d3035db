import { apiPath, type TAdminDocument } from '@portal/contract';
import { toDocumentDto, type DocumentRow } from './document-dto';

/** The admin's preview URL, under a file prefix the web app opens (docs/business-rules.md#file-access). */
export const adminDocumentUrl = (uuid: string) =>
  `${apiPath('admin/documents/get_document.php')}?uuid=${encodeURIComponent(uuid)}`;

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
