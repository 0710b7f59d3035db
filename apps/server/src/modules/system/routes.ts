import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { THealthDown } from '@portal/contract';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { defineRoute } from '../../lib/route';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../plugins/error-handler';
import { registerApiDocs } from './api-docs';

export function registerSystemRoutes(app: FastifyInstance): void {
  registerApiDocs(app);

  /**
   * Readiness for load balancers and monitors (GET, and HEAD through Fastify's HEAD twin of
   * every GET route): the database and the file store each answer within a few seconds, or the
   * 503 names which is down (docs/decisions/017, 100).
   */
  defineRoute(app, 'health.php', {
    noStore: true,
    handler: async ({ deps, req }) => {
      const [database, storage] = await Promise.all([
        probe(() => deps.db.execute(sql`select 1`), 'database', req.log),
        probe(() => deps.storage.check(), 'storage', req.log),
      ]);
      if (database === 'up' && storage === 'up') return { data: { ok: true, database, storage } as const };
      const data: THealthDown = { ok: false, database, storage };
      throw new AppError('SERVICE_UNAVAILABLE', { retryAfterS: UNAVAILABLE_RETRY_AFTER_S, data });
    },
  });

  /** What the web app needs to know at run time (the Turnstile site key when captcha is on). */
  defineRoute(app, 'system/public-config.php', {
    handler: async ({ deps }) => ({
      data: { turnstile_site_key: deps.captcha.enabled ? (deps.config.turnstileSiteKey ?? null) : null },
    }),
  });
}
/** A dependency slower than this counts as down: a load balancer must not wait on the check. */
const PROBE_TIMEOUT_MS = 3_000;

async function probe(check: () => Promise<unknown>, name: string, log: Logger): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${name} did not answer within ${PROBE_TIMEOUT_MS} ms`)),
          PROBE_TIMEOUT_MS,
        );
      }),
    ]);
    return 'up';
  } catch (err) {
    log.warn({ err, dependency: name }, 'health check: dependency down');
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
