import { timingSafeEqual } from 'node:crypto';
import { and, gte, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { MAIL_QUEUE_MAX_ATTEMPTS } from '@portal/contract';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import { StorageLimitError, type FileStorage } from '../infra/storage';
import { AppError } from '../lib/app-error';
import type { Clock } from '../lib/time';

/**
 * What an operator watches (docs/running-in-production.md, docs/decisions/100): `GET /metrics` in
 * the Prometheus text format, through prom-client, only when METRICS_TOKEN is set and only with
 * `Authorization: Bearer <token>`; anything else is the 404 of an unknown path. Each instance
 * answers for itself: Prometheus scrapes every instance's own port, not the balancer.
 *
 * Without a token nothing is measured at all (no hooks on the hot path, no registry).
 */
export interface Metrics {
  /** A scheduled job's outcome and how long it took (infra/scheduler.ts). */
  jobFinished(job: string, outcome: 'ran' | 'failed' | 'skipped', durationMs: number): void;
  /** The file store, counting the errors of each operation. */
  instrumentStorage(storage: FileStorage): FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export const noMetrics: Metrics = {
  jobFinished: () => {},
  instrumentStorage: (s) => s,
};

/** Seconds; from a cached answer to a slow export. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
/** node-postgres's pool behind drizzle (`$client`), or null on PGlite (one in-process connection). */
const poolOf = (db: Db): PoolLike | null => {
  const client = (db as unknown as { $client?: Partial<PoolLike> }).$client;
  return client && typeof client.totalCount === 'number' ? (client as PoolLike) : null;
};

export function registerMetrics(app: FastifyInstance, opts: { token?: string; db: Db; clock: Clock }): Metrics {
  const { token, db, clock } = opts;
  // The route exists either way, so an unknown token or none is the same 404 as a wrong path.
  const notFound = () => new AppError('NOT_FOUND');
  if (!token) {
    app.get('/metrics', async () => {
      throw notFound();
    });
    return noMetrics;
  }

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request to the last byte of the answer, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const pool = poolOf(db);
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only): total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  // The polled calls' per-instance cache (docs/decisions/105); nothing when POLL_CACHE=off.
  new Gauge({
    name: 'portal_poll_cache',
    help: 'The polled calls cache on this instance: listening (1 while its LISTEN connection is up), entries, and hits, misses and notices since start',
    labelNames: ['figure'] as const,
    registers: [registry],
    collect() {
      const cache = app.sessionCache;
      if (!cache) return;
      this.set({ figure: 'listening' }, cache.listening ? 1 : 0);
      this.set({ figure: 'entries' }, cache.size);
      this.set({ figure: 'hits' }, cache.stats.hits);
      this.set({ figure: 'misses' }, cache.stats.misses);
      this.set({ figure: 'notices' }, cache.stats.notices);
    },
  });
  const jobRuns = new Counter({
    name: 'portal_scheduler_runs_total',
    help: 'Scheduled job runs on this instance by outcome: ran, failed, skipped (not due, or held by another instance)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'portal_scheduler_run_duration_seconds',
    help: 'Duration of the scheduled job runs this instance made',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 30, 120, 600],
    registers: [registry],
  });
  const storageErrors = new Counter({
    name: 'portal_storage_errors_total',
    help: 'File store operations that failed (a size-cap refusal is not an error), by operation',
    labelNames: ['operation'] as const,
    registers: [registry],
  });
  // The mail queue is shared by every instance: each reports the same figures (use max() across them).
  const queueDepth = new Gauge({
    name: 'portal_mail_queue_depth',
    help: 'Queued mails not yet sent and still being tried',
    registers: [registry],
  });
  const queueAge = new Gauge({
    name: 'portal_mail_queue_oldest_age_seconds',
    help: 'Age of the oldest queued mail not yet sent and still being tried (0 when none)',
    registers: [registry],
  });
  const queueGivenUp = new Gauge({
    name: 'portal_mail_queue_given_up',
    help: `Unsent mails given up on after ${MAIL_QUEUE_MAX_ATTEMPTS} attempts (purged after 30 days)`,
    registers: [registry],
  });
  const scrapeErrors = new Counter({
    name: 'portal_metrics_collect_errors_total',
    help: 'Scrapes whose database figures (mail queue) could not be read',
    registers: [registry],
  });

  async function readMailQueue(): Promise<void> {
    try {
      const [row] = await db
        .select({
          depth: sql<number>`count(*) filter (where ${lt(mailQueue.attempts, MAIL_QUEUE_MAX_ATTEMPTS)})`.mapWith(
            Number,
          ),
          givenUp: sql<number>`count(*) filter (where ${gte(mailQueue.attempts, MAIL_QUEUE_MAX_ATTEMPTS)})`.mapWith(
            Number,
          ),
          oldest: sql<
            string | null
          >`min(${mailQueue.createdAt}) filter (where ${lt(mailQueue.attempts, MAIL_QUEUE_MAX_ATTEMPTS)})`,
        })
        .from(mailQueue)
        .where(and(isNull(mailQueue.sentAt)));
      queueDepth.set(row.depth);
      queueGivenUp.set(row.givenUp);
      queueAge.set(row.oldest ? Math.max(0, (clock.now().getTime() - new Date(row.oldest).getTime()) / 1000) : 0);
    } catch {
      // The database away: the request figures still answer; the queue's stay as last read.
      scrapeErrors.inc();
    }
  }

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const labels = { method: req.method, route };
    requests.inc({ ...labels, status: String(reply.statusCode) });
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', async (req, reply) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
    await readMailQueue();
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });

  return {
    jobFinished(job, outcome, durationMs) {
      jobRuns.inc({ job, outcome });
      if (outcome !== 'skipped') jobDuration.observe({ job }, durationMs / 1000);
    },
    instrumentStorage(storage) {
      const count = (operation: string) => (err: unknown) => {
        if (!(err instanceof StorageLimitError)) storageErrors.inc({ operation });
        throw err;
      };
      const wrapList = <T>(operation: string, list: () => AsyncIterable<T>): AsyncIterable<T> => ({
        async *[Symbol.asyncIterator]() {
          try {
            yield* list();
          } catch (err) {
            count(operation)(err);
          }
        },
      });
      return {
        describe: storage.describe,
        writeTemp: (source, o) => storage.writeTemp(source, o).catch(count('writeTemp')),
        commit: (temp) => storage.commit(temp).catch(count('commit')),
        discard: (temp) => storage.discard(temp).catch(count('discard')),
        openRead: (key) => storage.openRead(key).catch(count('openRead')),
        openTemp: (temp) => storage.openTemp(temp).catch(count('openTemp')),
        remove: (key) => storage.remove(key).catch(count('remove')),
        sweepTemp: (before) => storage.sweepTemp(before).catch(count('sweepTemp')),
        listStoredBefore: (before, size) => wrapList('listStoredBefore', () => storage.listStoredBefore(before, size)),
        listAll: (size) => wrapList('listAll', () => storage.listAll(size)),
        putAt: (key, source, o) => storage.putAt(key, source, o).catch(count('putAt')),
        check: () => storage.check().catch(count('check')),
      };
    },
  };
}
