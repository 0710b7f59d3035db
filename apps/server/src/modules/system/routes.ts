import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { defineRoute } from '../../lib/route';
import { registerApiDocs } from './api-docs';

export function registerSystemRoutes(app: FastifyInstance): void {
  registerApiDocs(app);

  /** Liveness + database reachability, for load balancers. */
  defineRoute(app, 'health.php', {
    noStore: true,
    handler: async ({ deps }) => {
      await deps.db.execute(sql`select 1`);
      return { data: { ok: true, database: 'up' } as const };
    },
  });

  /** What the web app needs to know at run time (the Turnstile site key when captcha is on). */
  defineRoute(app, 'system/public-config.php', {
    handler: async ({ deps }) => ({
      data: { turnstile_site_key: deps.captcha.enabled ? (deps.config.turnstileSiteKey ?? null) : null },
    }),
  });
}
