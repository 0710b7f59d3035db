import type { FastifyInstance } from 'fastify';
import { API, DOCUMENT_STATUS, ZReviewDocumentRequest, ZReviewDocumentResponse, ZVerifyCompanyRequest, ZVerifyCompanyResponse } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { reviewDocument, verifyCompany } from './review-service';

/**
 * The administrator's side of a registration in review: each registration document is verified
 * or rejected, then the company is approved or rejected (docs/business-rules.md#approval).
 */
export function registerRegistrationAdminRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'POST',
    url: API.adminDocumentsReview,
    access: 'admin',
    body: ZReviewDocumentRequest,
    response: ZReviewDocumentResponse,
    handler: async ({ deps, user, body }) => {
      const document = await reviewDocument(deps, user, body);
      // The rejection mail was queued with the review; it leaves after the commit (docs/decisions/028).
      deps.mailDispatcher.kick();
      return { message: body.status === DOCUMENT_STATUS.VERIFIED ? 'Dokumen diverifikasi.' : 'Dokumen ditolak.', data: { document } };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminCompaniesVerify,
    access: 'admin',
    body: ZVerifyCompanyRequest,
    response: ZVerifyCompanyResponse,
    handler: async ({ deps, body }) => {
      const company = await verifyCompany(deps, body);
      // The decision mail was queued in the decision's transaction: sent now, retried if it fails,
      // and a failure never undoes the decision (docs/decisions/028).
      deps.mailDispatcher.kick();
      return {
        message: body.decision === 'approve' ? 'Perusahaan berhasil diverifikasi.' : 'Registrasi perusahaan ditolak.',
        data: { company },
      };
    },
  });
}
