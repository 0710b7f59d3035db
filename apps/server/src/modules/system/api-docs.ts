import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { API_VERSION, buildOpenApi } from '@portal/contract/openapi';
import { defineRoute } from '../../lib/route';

const require = createRequire(import.meta.url);
/** The kept viewer's files (swagger-ui-dist), served from the server, never from the web app's router. */
const VIEWER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const VIEWER_FILES: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};
/** Starts the viewer on the document; a file of its own, since the CSP allows no inline script. */
const INIT_JS = `window.onload = function () {
  window.ui = SwaggerUIBundle({ url: '/backend/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 });
};
`;
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PORTAL BSKI API</title>
<link rel="stylesheet" href="/api-docs/swagger-ui.css">
</head>
<body>
<main id="swagger-ui" aria-label="PORTAL BSKI API"></main>
<script src="/api-docs/swagger-ui-bundle.js"></script>
<script src="/api-docs/init.js"></script>
</body>
</html>
`;

/**
 * The API described for integrators (docs/decisions/093): `GET /backend/api/openapi.json`, the
 * OpenAPI 3.1 document made from the contract's endpoint objects (built once per process), and
 * `/api-docs`, which renders it with Swagger UI for anyone, signed in or not.
 */
export function registerApiDocs(app: FastifyInstance): void {
  let document: string | null = null;
  defineRoute(app, 'openapi.json', {
    handler: async () => {
      document ??= JSON.stringify(buildOpenApi({ version: API_VERSION }));
      return {
        body: document,
        type: 'application/json; charset=utf-8',
        disposition: 'inline; filename="openapi.json"',
        length: Buffer.byteLength(document),
      };
    },
  });

  app.get('/api-docs', async (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(PAGE),
  );
  app.get('/api-docs/init.js', async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(INIT_JS),
  );
  app.get<{ Params: { file: string } }>('/api-docs/:file', async (req, reply) => {
    const type = Object.hasOwn(VIEWER_FILES, req.params.file) ? VIEWER_FILES[req.params.file] : undefined;
    if (!type) return reply.callNotFound();
    return reply
      .type(type)
      .header('Cache-Control', 'public, max-age=86400')
      .send(fs.createReadStream(path.join(VIEWER_DIR, req.params.file)));
  });
}
