import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX, ERROR_MESSAGES_ID } from '@portal/contract';

/** Finds the built web app: WEB_DIST, else apps/web/dist next to this server. */
export function resolveWebDist(configured: string | null): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = configured ? [configured] : [path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((p) => fs.existsSync(path.join(p, 'index.html'))) ?? null;
}

/**
 * One origin serves the web app and the API. Unknown API paths answer 404 in the envelope; any
 * other unknown GET gets index.html so the web app shows its own not-found page.
 */
export async function registerStaticWeb(app: FastifyInstance, webDist: string | null): Promise<void> {
  let indexHtml: string | null = null;
  if (webDist) {
    indexHtml = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html is always revalidated.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (url.startsWith(`${API_PREFIX}/`) || url === API_PREFIX || req.method !== 'GET' || !indexHtml) {
      return reply.code(404).send({ status: 'error', code: 'NOT_FOUND', message: ERROR_MESSAGES_ID.NOT_FOUND });
    }
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
