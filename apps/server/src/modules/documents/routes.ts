import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { registerDocumentAdminRoutes } from './admin-routes';
import { auditDocumentView } from './document-audit';
import { documentFile } from './document-file';
import { adminDownloadCompanyName, deleteOwnDocument, findReadableDocument, listOwnDocuments } from './service';
import { registerUploadRoute } from './upload-route';
import { msg } from '../../lib/server-message';

export function registerDocumentRoutes(app: FastifyInstance): void {
  registerUploadRoute(app);

  defineRoute(app, 'documents/list.php', {
    noStore: true,
    handler: async ({ deps, user }) => ({ data: { documents: await listOwnDocuments(deps, user) } }),
  });

  defineRoute(app, 'documents/delete.php', {
    handler: async ({ deps, user, body }) => {
      await deleteOwnDocument(deps, user, body.uuid);
      return { message: msg('documents.deleted'), data: { uuid: body.uuid } };
    },
  });

  /** The owner or an admin (docs/business-rules.md#files); the file on success, errors in the envelope. */
  defineRoute(app, 'documents/download.php', {
    handler: async ({ deps, user, query, req }) => {
      const doc = await findReadableDocument(deps, user, query.uuid);
      await auditDocumentView(deps, user, doc, query.mode === 'view' ? 'view' : 'download');
      return documentFile(
        deps.storage,
        doc,
        query.mode === 'view' ? 'inline' : 'attachment',
        req.log,
        await adminDownloadCompanyName(deps, user, doc),
      );
    },
  });

  registerDocumentAdminRoutes(app);
}
