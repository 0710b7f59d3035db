import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { defineExportRoute } from '../exports';
import { exportDocumentsPage, listAllDocuments } from './admin-service';
import { DOCUMENT_CSV, DOCUMENT_XLSX } from './document-export';
import { auditDocumentView } from './document-audit';
import { documentFile } from './document-file';
import { adminDownloadCompanyName, findReadableDocument } from './service';

/** Manajemen Dokumen: every uploaded document, for administrators. */
export function registerDocumentAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/documents/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAllDocuments(deps, query) }),
  });

  defineExportRoute(app, 'admin/documents/export.php', {
    list: 'documents',
    baseName: () => 'dokumen',
    sheetName: { id: 'Dokumen', en: 'Documents' },
    total: async (deps, filter) => (await listAllDocuments(deps, { ...filter, page: 1, per_page: 1 })).total,
    page: (deps, filter) => exportDocumentsPage(deps, filter),
    csv: DOCUMENT_CSV,
    xlsx: DOCUMENT_XLSX,
  });

  /** The admin's preview in a new tab (docs/business-rules.md#file-access): always inline. */
  defineRoute(app, 'admin/documents/get_document.php', {
    handler: async ({ deps, user, query, req }) => {
      const doc = await findReadableDocument(deps, user, query.uuid);
      await auditDocumentView(deps, user, doc, 'view');
      return documentFile(deps.storage, doc, 'inline', req.log, await adminDownloadCompanyName(deps, user, doc));
    },
  });
}
