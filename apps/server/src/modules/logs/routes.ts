import type { FastifyInstance } from 'fastify';
import { FRONTEND_ERROR_MAX_BYTES } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { storeFrontendError } from './service';
import { msg } from '../../lib/server-message';

export function registerLogRoutes(app: FastifyInstance): void {
  /**
   * The one call without CSRF (docs/business-rules.md#csrf): a crashed page may hold no token. It is
   * size-limited (larger bodies are a 413) and rate limited instead.
   */
  defineRoute(app, 'logs/frontend-error.php', {
    bodyLimit: FRONTEND_ERROR_MAX_BYTES,
    handler: async ({ req, deps, body, user }) => {
      await storeFrontendError(deps, body, { ip: req.ip, user });
      return { statusCode: 201, message: msg('logs.report_received') };
    },
  });
}
