import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineRoute } from '../../lib/route';
import { JWKS_PATH, pdfSigningCertificate } from '../signing';
import { readSettings } from '../settings';
import { verifyCredential } from './credential-service';
import { searchRegister, verifyBatch, verifyFile } from './public-checks';
import { listVerifications, publicCertificate, verifyCertificate, type LookupOrigin } from './public-service';
import { statusListCredentialJwt } from './status-list';

const originOf = (req: FastifyRequest): LookupOrigin => ({ address: req.ip, userAgent: req.headers['user-agent'] });

/**
 * The public verification (docs/api.md#certificates, docs/business-rules.md#public-verification,
 * #verifying-certificates) and the owner's verification log. Public answers are not cached: each
 * lookup is logged and rate limited, and a status can change (revocation) at any moment.
 */
export function registerCertificateLifecycleRoutes(app: FastifyInstance): void {
  defineRoute(app, 'certificates/verify.php', {
    noStore: true,
    handler: async ({ deps, query, req }) => ({
      data: await verifyCertificate(deps, query.q, originOf(req)),
    }),
  });

  defineRoute(app, 'certificates/public.php', {
    noStore: true,
    handler: async ({ deps, query, req }) => ({
      data: await publicCertificate(deps, query.uuid, originOf(req)),
    }),
  });

  defineRoute(app, 'certificates/verifications.php', {
    noStore: true,
    handler: async ({ deps, query, user }) => ({ data: await listVerifications(deps, user, query) }),
  });

  // Verifiable certificates (docs/decisions/102).
  defineRoute(app, 'certificates/issuer.php', {
    handler: async ({ deps }) => ({
      data: {
        name: (await readSettings(deps.db)).body_name,
        signing_certificate_pem: await pdfSigningCertificate(deps),
        jwks_url: `${deps.config.publicUrl}${JWKS_PATH}`,
      },
    }),
  });

  defineRoute(app, 'certificates/status-list.php', {
    handler: async ({ deps }) => {
      const jwt = await statusListCredentialJwt(deps);
      return {
        body: jwt,
        type: 'application/vc+jwt',
        disposition: 'inline; filename="status-list.jwt"',
        length: Buffer.byteLength(jwt),
        // Anyone's verifier reads it, from any origin; a minute of caching, as its `ttl` says.
        headers: { 'Cache-Control': 'public, max-age=60', 'Access-Control-Allow-Origin': '*' },
      };
    },
  });

  defineRoute(app, 'certificates/verify-file.php', {
    noStore: true,
    handler: async ({ deps, file, req }) => ({ data: await verifyFile(deps, file, originOf(req)) }),
  });

  defineRoute(app, 'certificates/verify-credential.php', {
    noStore: true,
    handler: async ({ deps, body, req }) => ({ data: await verifyCredential(deps, body.credential, originOf(req)) }),
  });

  defineRoute(app, 'certificates/verify-batch.php', {
    noStore: true,
    handler: async ({ deps, body, req }) => ({ data: await verifyBatch(deps, body.numbers, originOf(req)) }),
  });

  defineRoute(app, 'certificates/search.php', {
    noStore: true,
    handler: async ({ deps, query, req }) => ({ data: await searchRegister(deps, query, originOf(req)) }),
  });
}
