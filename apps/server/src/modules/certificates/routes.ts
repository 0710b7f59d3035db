import type { FastifyInstance } from 'fastify';
import { API, ZCertificateListResponse, ZCertificatePdfQuery, ZCertificateResponse, ZCertificateUuidQuery } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { registerCertificateAdminRoutes } from './admin-routes';
import { certificateDetail, listCertificates, ownerView, storedCertificatePdf } from './service';

/** The company's certificate routes (docs/api.md#certificates); the admins' are in admin-routes.ts. */
export function registerCertificateRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.certificatesList,
    // The menus ask it for every signed-in user (`hasActiveCertificate`); a user without a company gets an empty list.
    access: 'user',
    noStore: true,
    response: ZCertificateListResponse,
    handler: async ({ deps, user }) => ({ data: await listCertificates(deps, user) }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.certificatesDetail,
    access: 'verified',
    noStore: true,
    query: ZCertificateUuidQuery,
    response: ZCertificateResponse,
    handler: async ({ deps, user, query }) => ({ data: { certificate: ownerView(await certificateDetail(deps, user, query.uuid)) } }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.certificatesPdf,
    access: 'verified',
    query: ZCertificatePdfQuery,
    reply: 'file',
    handler: async ({ deps, user, query, req }) => storedCertificatePdf(deps, user, query, req.log),
  });

  registerCertificateAdminRoutes(app);
}
