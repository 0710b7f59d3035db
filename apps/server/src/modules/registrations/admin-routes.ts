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
    handler: async ({ deps, user, body }) => ({
      message: body.status === DOCUMENT_STATUS.VERIFIED ? 'Dokumen diverifikasi.' : 'Dokumen ditolak.',
      data: { document: await reviewDocument(deps, user, body) },
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: API.adminCompaniesVerify,
    access: 'admin',
    body: ZVerifyCompanyRequest,
    response: ZVerifyCompanyResponse,
    handler: async ({ deps, body, req }) => {
      const result = await verifyCompany(deps, body);
      // After the commit: a mail failure must not undo the decision (the notification is in).
      try {
        await deps.mailer.send(result.mail);
      } catch (err) {
        req.log.warn({ err }, 'registration decision mail failed');
      }
      return {
        message: body.decision === 'approve' ? 'Perusahaan berhasil diverifikasi.' : 'Registrasi perusahaan ditolak.',
        data: { company: result.company },
      };
    },
  });
}
