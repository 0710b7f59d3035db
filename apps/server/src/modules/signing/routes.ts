import type { FastifyInstance } from 'fastify';
import { credentialJwks } from './credential-key';

/** Where the public keys of the credentials are (absolute on PUBLIC_URL in what a verifier reads). */
export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * `GET /.well-known/jwks.json` (docs/decisions/102): the credential keys, current and retired, for
 * any verifier. Served by the server outside the web app's router (like /api-docs), so it is never
 * sent to the sign-in page; no session, no CSRF, cacheable for five minutes.
 */
export function registerSigningRoutes(app: FastifyInstance): void {
  app.get(JWKS_PATH, async (_req, reply) =>
    reply
      .type('application/jwk-set+json')
      .header('Cache-Control', 'public, max-age=300')
      .header('Access-Control-Allow-Origin', '*')
      .send(JSON.stringify(await credentialJwks(app.deps.db))),
  );
}
