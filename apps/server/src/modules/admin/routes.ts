import type { FastifyInstance } from 'fastify';
import { API, DOCUMENT_STATUS, ZAdminDocumentListQuery, ZReviewDocumentRequest } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { registerAdminCompanyRoutes } from './companies-routes';
import { listAllDocuments } from './documents-service';
import { registerAdminUserRoutes } from './users-routes';
import { reviewDocument } from './verification-service';

/** The admin side of onboarding (issue 3). The admin file preview lives in modules/documents. */
export function registerAdminRoutes(app: FastifyInstance): void {
  registerAdminUserRoutes(app);
  registerAdminCompanyRoutes(app);

  defineRoute(app, {
    method: 'GET',
    url: API.adminDocumentsList,
    access: 'admin',
    query: ZAdminDocumentListQuery,
    noStore: true,
    handler: async ({ deps, query }) => ({ data: await listAllDocuments(deps, query) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminDocumentsReview,
    access: 'admin',
    body: ZReviewDocumentRequest,
    handler: async ({ deps, user, body }) => ({
      message: body.status === DOCUMENT_STATUS.VERIFIED ? 'Dokumen diverifikasi.' : 'Dokumen ditolak.',
      data: { document: await reviewDocument(deps, user, body) },
    }),
  });
}
