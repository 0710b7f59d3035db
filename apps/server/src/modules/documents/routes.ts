import type { FastifyInstance } from 'fastify';
import { API, ZDeleteDocumentRequest, ZDownloadDocumentQuery } from '@portal/contract';
import { assertAccess, defineRoute, parseOrThrow } from '../../lib/route';
import { registerDocumentAdminRoutes } from './admin-routes';
import { sendDocumentFile } from './send-file';
import { deleteOwnDocument, findReadableDocument, listOwnDocuments } from './service';
import { registerUploadRoute } from './upload-route';

export function registerDocumentRoutes(app: FastifyInstance): void {
  registerUploadRoute(app);

  defineRoute(app, {
    method: 'GET',
    url: API.documentsList,
    access: 'user',
    noStore: true,
    handler: async ({ deps, user }) => ({ data: { documents: await listOwnDocuments(deps, user) } }),
  });

  defineRoute(app, {
    method: 'POST',
    url: API.documentsDelete,
    access: 'user',
    body: ZDeleteDocumentRequest,
    handler: async ({ deps, user, body }) => {
      await deleteOwnDocument(deps, user, body.uuid);
      return { message: 'Dokumen berhasil dihapus.', data: { uuid: body.uuid } };
    },
  });

  /** Owner or admin (DOMAIN.md); files are answered raw, errors in the envelope. */
  app.get(API.documentsDownload, { config: { meta: { access: 'user', csrf: false, query: ZDownloadDocumentQuery, file: true } } }, async (req, reply) => {
    assertAccess('user', req.user);
    const query = parseOrThrow(ZDownloadDocumentQuery, req.query);
    const doc = await findReadableDocument(app.deps, req.user!, query.uuid);
    return sendDocumentFile(reply, app.deps.storage, doc, query.mode === 'view' ? 'inline' : 'attachment');
  });

  registerDocumentAdminRoutes(app);
}
