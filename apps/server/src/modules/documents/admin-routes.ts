import type { FastifyInstance } from 'fastify';
import { API, ZAdminDocumentListQuery, ZAdminDocumentListResponse, ZAdminGetDocumentQuery } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { listAllDocuments } from './admin-service';
import { documentFile } from './document-file';
import { adminDownloadCompanyName, findReadableDocument } from './service';

/** Manajemen Dokumen: every uploaded document, for administrators. */
export function registerDocumentAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.adminDocumentsList,
    access: 'admin',
    query: ZAdminDocumentListQuery,
    noStore: true,
    response: ZAdminDocumentListResponse,
    handler: async ({ deps, query }) => ({ data: await listAllDocuments(deps, query) }),
  });

  /** The admin's preview in a new tab (docs/business-rules.md#file-access): always inline. */
  defineRoute(app, {
    method: 'GET',
    url: API.adminDocumentsGet,
    access: 'admin',
    query: ZAdminGetDocumentQuery,
    reply: 'file',
    handler: async ({ deps, user, query, req }) => {
      const doc = await findReadableDocument(deps, user, query.uuid);
      return documentFile(deps.storage, doc, 'inline', req.log, await adminDownloadCompanyName(deps, user, doc));
    },
  });
}
