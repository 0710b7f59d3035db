import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { listAllDocuments } from './admin-service';
import { auditDocumentView } from './document-audit';
import { documentFile } from './document-file';
import { adminDownloadCompanyName, findReadableDocument } from './service';

/** Manajemen Dokumen: every uploaded document, for administrators. */
export function registerDocumentAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, 'admin/documents/list.php', {
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAllDocuments(deps, query) }),
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
