import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPath } from '@portal/contract';
import type { FileStorage } from '../../infra/storage';
import { registerErrorHandler } from '../../plugins/error-handler';
import { noMetrics, registerMetrics } from '../../plugins/metrics';
import { createTestContext, type TestContext } from '../../../test/helpers';

/**
 * What an operator relies on (docs/decisions/100): health.php answers HEAD too and names the
 * dependency that is down; /metrics exists only with METRICS_TOKEN and its bearer token; every
 * answer and every log line of a request carries its request id, a proxy's only when trusted.
 */
const TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;
const logLines: Record<string, unknown>[] = [];
let storageDown = false;

beforeAll(async () => {
  ctx = await createTestContext({
    config: { metricsToken: TOKEN, trustProxy: ['10.0.0.0/8'] },
    logStream: new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line));
        cb();
      },
    }),
  });
  // The store's readiness, switchable: a store that stops answering.
  const storage = ctx.app.deps.storage;
  const check = storage.check.bind(storage);
  (storage as { check: FileStorage['check'] }).check = async () => {
    if (storageDown) throw new Error('bucket unreachable');
    return check();
  };
});
afterAll(async () => ctx.close());

describe('health.php', () => {
  it('answers GET and HEAD while the database and the store are up', async () => {
    const get = await ctx.app.inject({ url: apiPath('health.php') });
    expect(get.statusCode).toBe(200);
    expect(get.json().data).toEqual({ ok: true, database: 'up', storage: 'up' });
    const head = await ctx.app.inject({ method: 'HEAD', url: apiPath('health.php') });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers 503 naming the dependency that is down', async () => {
    storageDown = true;
    try {
      const res = await ctx.app.inject({ url: apiPath('health.php') });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        data: { ok: false, database: 'up', storage: 'down' },
      });
      expect((await ctx.app.inject({ method: 'HEAD', url: apiPath('health.php') })).statusCode).toBe(503);
    } finally {
      storageDown = false;
    }
  });
});

describe('GET /metrics', () => {
  it('is a 404 without the bearer token, and Prometheus text with it', async () => {
    await ctx.app.inject({ url: apiPath('health.php') });
    // On PostgreSQL the cache's LISTEN connection opens in the background after start.
    await vi.waitFor(() => expect(ctx.app.sessionCache?.listening).toBe(true), { timeout: 10_000 });
    for (const headers of [{}, { authorization: 'Bearer wrong' }, { authorization: TOKEN }]) {
      const res = await ctx.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    const res = await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const text = res.body;
    expect(text).toMatch(
      /portal_http_requests_total\{method="GET",route="\/backend\/api\/health.php",status="200"\} \d+/,
    );
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="0.005",method="GET",route=/);
    expect(text).toContain('portal_mail_queue_depth 0');
    expect(text).toContain('portal_mail_queue_oldest_age_seconds 0');
    expect(text).toContain('# TYPE portal_scheduler_runs_total counter');
    expect(text).toContain('# TYPE portal_storage_errors_total counter');
    expect(text).toContain('# TYPE portal_db_pool_connections gauge');
    // The polled calls' cache listens (docs/decisions/105).
    expect(text).toContain('portal_poll_cache{figure="listening"} 1');
  });

  it('counts scheduled runs and store errors', async () => {
    ctx.app.metrics.jobFinished('maintenance', 'ran', 120);
    ctx.app.metrics.jobFinished('maintenance', 'failed', 5);
    await expect(ctx.app.deps.storage.openRead('not-a-key')).rejects.toThrow();
    const text = (await ctx.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(text).toContain('portal_scheduler_runs_total{job="maintenance",outcome="ran"} 1');
    expect(text).toContain('portal_scheduler_runs_total{job="maintenance",outcome="failed"} 1');
    expect(text).toContain('portal_storage_errors_total{operation="openRead"} 1');
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = Fastify();
    registerErrorHandler(plain);
    expect(registerMetrics(plain, { db: ctx.app.deps.db, clock: ctx.app.deps.clock })).toBe(noMetrics);
    const res = await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    await plain.close();
  });
});

describe('request ids', () => {
  it('names each request in its answer and on every log line of it', async () => {
    logLines.length = 0;
    const res = await ctx.app.inject({ url: apiPath('health.php') });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const ofRequest = logLines.filter((l) => l.reqId === id);
    expect(ofRequest.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    const other = await ctx.app.inject({ url: apiPath('health.php') });
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('keeps a trusted proxy’s X-Request-Id and ignores anyone else’s', async () => {
    const fromProxy = await ctx.app.inject({
      url: apiPath('health.php'),
      remoteAddress: '10.1.2.3',
      headers: { 'x-request-id': 'nginx-abc123' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('nginx-abc123');
    const fromClient = await ctx.app.inject({
      url: apiPath('health.php'),
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'forged-id' },
    });
    expect(fromClient.headers['x-request-id']).not.toBe('forged-id');
    const malformed = await ctx.app.inject({
      url: apiPath('health.php'),
      remoteAddress: '10.1.2.3',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is on error answers too', async () => {
    const res = await ctx.app.inject({ url: '/backend/api/nope/missing.php' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
