import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route';
import { listVerifications, publicCertificate, verifyCertificate, type LookupOrigin } from './public-service';

const originOf = (req: FastifyRequest): LookupOrigin => ({ address: req.ip, userAgent: req.headers['user-agent'] });

/**
 * The public verification (docs/api.md#certificates, docs/business-rules.md#public-verification)
 * and the owner's verification log. Public answers are not cached: each lookup is logged and
 * rate limited, and a status can change (revocation) at any moment.
 */
export function registerCertificateLifecycleRoutes(app: FastifyInstance): void {
  defineRoute(app, 'certificates/verify.php', {
    noStore: true,
    handler: async ({ deps, query, req }) => ({
      data: { certificate: await verifyCertificate(deps, query.q, originOf(req)) },
    }),
  });

  defineRoute(app, 'certificates/public.php', {
    noStore: true,
    handler: async ({ deps, query, req }) => ({
      data: { certificate: await publicCertificate(deps, query.uuid, originOf(req)) },
    }),
  });

  defineRoute(app, 'certificates/verifications.php', {
    noStore: true,
    handler: async ({ deps, query, user }) => ({ data: await listVerifications(deps, user, query) }),
  });
}
