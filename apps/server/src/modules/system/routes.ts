import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { API, ZHealthResponse, ZPublicConfigResponse } from '@portal/contract';
import { defineRoute } from '../../lib/route';

export function registerSystemRoutes(app: FastifyInstance): void {
  /** Liveness + database reachability, for load balancers. */
  defineRoute(app, {
    method: 'GET',
    url: API.health,
    access: 'public',
    noStore: true,
    response: ZHealthResponse,
    handler: async ({ deps }) => {
      await deps.db.execute(sql`select 1`);
      return { data: { ok: true, database: 'up' } as const };
    },
  });

  /** What the web app needs to know at run time (the Turnstile site key when captcha is on). */
  defineRoute(app, {
    method: 'GET',
    url: API.publicConfig,
    access: 'public',
    response: ZPublicConfigResponse,
    handler: async ({ deps }) => ({
      data: { turnstile_site_key: deps.captcha.enabled ? (deps.config.turnstileSiteKey ?? null) : null },
    }),
  });
}
