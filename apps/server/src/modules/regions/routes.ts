import type { FastifyInstance } from 'fastify';
import { apiPath } from '@portal/contract';
import { defineRoute } from '../../lib/route';
import { listRegions } from './region-data';

/** A day fresh, then a week of serving the stale copy while revalidating: the lists change by regulation, rarely. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export function registerRegionRoutes(app: FastifyInstance): void {
  /**
   * Public and identical for everyone: cached by browsers and proxies, with an ETag so a
   * revalidation costs a 304 (docs/business-rules.md#regions). The web app asks without cookies,
   * so the answer is not marked as one user's data (docs/decisions/031).
   */
  defineRoute(app, 'regions/list.php', {
    handler: async ({ deps, req, reply, query }) => {
      await deps.rateLimiter.consume('regions_ip', req.ip);
      const list = await listRegions(query.level, query.parent || undefined);
      reply.header('Cache-Control', CACHE_CONTROL).header('ETag', list.etag).header('Vary', 'Accept-Encoding');
      return { data: { level: query.level, parent: query.parent || null, regions: [...list.regions] } };
    },
  });

  // A revalidation with the current ETag: 304 and no body (the list is the same one).
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.routeOptions.url !== apiPath('regions/list.php') || reply.statusCode !== 200) return payload;
    const etag = reply.getHeader('ETag');
    const match = req.headers['if-none-match'];
    if (
      typeof etag === 'string' &&
      typeof match === 'string' &&
      match.split(',').some((m) => m.trim().replace(/^W\//, '') === etag)
    ) {
      reply.code(304);
      return '';
    }
    return payload;
  });
}
