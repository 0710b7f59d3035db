import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_PREFIX, ERROR_MESSAGES_ID } from '@portal/contract';

/** Finds the built web app: WEB_DIST, else apps/web/dist next to this server. */
export function resolveWebDist(configured: string | null): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = configured
    ? [configured]
    : [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((p) => fs.existsSync(path.join(p, 'index.html'))) ?? null;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Caching (docs/decisions/019): the build's hashed files sit directly in assets/ and never change
 * under their name, so browsers keep them for a year. Everything else (index.html, the flags in
 * assets/flags/, the logo) keeps its name across releases and is revalidated on every use.
 */
function cachePolicy(webDist: string, filePath: string): string {
  const served = filePath.replace(/\.(br|gz)$/, '');
  return path.dirname(served) === path.join(webDist, 'assets') ? IMMUTABLE : REVALIDATE;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ status: 'error', code: 'NOT_FOUND', message: ERROR_MESSAGES_ID.NOT_FOUND });
}

/**
 * One origin serves the web app and the API. The build holds a brotli and a gzip copy of every text
 * file (apps/web/scripts/precompress.mjs); the one the browser accepts is sent, the plain file to a
 * client that accepts neither. Unknown API paths and missing build files answer 404 in the
 * envelope; any other unknown GET gets index.html so the web app shows its own page.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are found through preCompressed, not served under their own names.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        reply.header('Vary', 'Accept-Encoding');
        reply.header('Cache-Control', cachePolicy(webDist, filePath));
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isApi = url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX;
    // A hashed file of an older release is gone: index.html in its place would break the page.
    const isBuildFile = url.startsWith('/assets/');
    if (isApi || isBuildFile || req.method !== 'GET' || !webDist) return notFound(reply);
    return reply.code(200).sendFile('index.html');
  });
}
