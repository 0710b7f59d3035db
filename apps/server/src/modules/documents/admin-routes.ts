import type { FastifyInstance } from 'fastify';
import { API, ZAdminDocumentListQuery, ZAdminGetDocumentQuery } from '@portal/contract';
import { assertAccess, defineRoute, parseOrThrow } from '../../lib/route';
import { listAllDocuments } from './admin-service';
import { sendDocumentFile } from './send-file';
import { findReadableDocument } from './service';

/** Manajemen Dokumen: every uploaded document, for administrators. */
export function registerDocumentAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.adminDocumentsList,
    access: 'admin',
    query: ZAdminDocumentListQuery,
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAllDocuments(deps, query) }),
  });

  /** The admin's preview in a new tab (SPEC §7 allowed prefix): always inline. */
  app.get(API.adminDocumentsGet, { config: { meta: { access: 'admin', csrf: false, query: ZAdminGetDocumentQuery, file: true } } }, async (req, reply) => {
    assertAccess('admin', req.user);
    const query = parseOrThrow(ZAdminGetDocumentQuery, req.query);
    const doc = await findReadableDocument(app.deps, req.user!, query.uuid);
    return sendDocumentFile(reply, app.deps.storage, doc, 'inline');
  });
}
