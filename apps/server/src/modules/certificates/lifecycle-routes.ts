import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API,
  ZCertificateVerificationsQuery,
  ZCertificateVerificationsResponse,
  ZPublicCertificateQuery,
  ZPublicCertificateResponse,
  ZVerifyCertificateQuery,
} from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { listVerifications, publicCertificate, verifyCertificate, type LookupOrigin } from './public-service';

const originOf = (req: FastifyRequest): LookupOrigin => ({ address: req.ip, userAgent: req.headers['user-agent'] });

/**
 * The public verification (docs/api.md#certificates, docs/business-rules.md#public-verification)
 * and the owner's verification log. Public answers are not cached: each lookup is logged and
 * rate limited, and a status can change (revocation) at any moment.
 */
export function registerCertificateLifecycleRoutes(app: FastifyInstance): void {
  defineRoute(app, {
    method: 'GET',
    url: API.certificatesVerify,
    access: 'public',
    noStore: true,
    query: ZVerifyCertificateQuery,
    response: ZPublicCertificateResponse,
    handler: async ({ deps, query, req }) => ({ data: { certificate: await verifyCertificate(deps, query.q, originOf(req)) } }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.certificatesPublic,
    access: 'public',
    noStore: true,
    query: ZPublicCertificateQuery,
    response: ZPublicCertificateResponse,
    handler: async ({ deps, query, req }) => ({ data: { certificate: await publicCertificate(deps, query.uuid, originOf(req)) } }),
  });

  defineRoute(app, {
    method: 'GET',
    url: API.certificatesVerifications,
    access: 'verified',
    noStore: true,
    query: ZCertificateVerificationsQuery,
    response: ZCertificateVerificationsResponse,
    handler: async ({ deps, query, user }) => ({ data: await listVerifications(deps, user, query) }),
  });
}
