import { ZHealthResponse, ZPublicConfigResponse } from '../system/schemas';
import { endpoint } from './define';

/** The endpoints the server's `system` module answers (docs/api.md). */
export const SYSTEM_ENDPOINTS = {
  'health.php': endpoint({
    method: 'GET',
    access: 'public',
    section: 'system',
    summary: 'Readiness: the database and the file store are reachable (GET or HEAD)',
    answers:
      '`{ ok, database, storage }`, each `up`; 503 `SERVICE_UNAVAILABLE` with `data: { ok: false, database, storage }` naming what is `down`. `HEAD` answers the same status without a body, for load balancers',
    response: ZHealthResponse,
  }),
  'system/public-config.php': endpoint({
    method: 'GET',
    access: 'public',
    section: 'system',
    summary: 'Public configuration the web app needs before sign-in',
    answers: '`{ turnstile_site_key }` (null when captcha is off)',
    response: ZPublicConfigResponse,
  }),
  'openapi.json': endpoint({
    method: 'GET',
    access: 'public',
    section: 'system',
    summary: 'This API as an OpenAPI 3.1 document',
    answers:
      'the document itself (not in the envelope), generated from the endpoint objects; rendered for people at `/api-docs`',
    file: { types: ['application/json'] },
  }),
} as const;
