import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  FRONTEND_ERROR_CAPS,
  FRONTEND_ERROR_MAX_BYTES,
  FRONTEND_ERROR_RETENTION_MS,
  RATE_LIMITS,
} from '@portal/contract';
import { frontendErrors } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { activeUser } from '../../../test/auth-kit';
import { runMaintenance } from '../system';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const report = (over: Record<string, unknown> = {}) => ({
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: x\n    at App (app.tsx:1:1)',
  componentStack: '\n    at App',
  timestamp: '2025-03-01T02:00:00.000Z',
  userAgent: 'Mozilla/5.0',
  url: 'http://localhost:8080/dashboard',
  ...over,
});
const rowsWith = (message: string) =>
  ctx.handle.db.select().from(frontendErrors).where(eq(frontendErrors.message, message));

describe('POST logs/frontend-error.php', () => {
  it('stores an anonymous report without a CSRF token (201)', async () => {
    const res = await new Agent(ctx.app, '10.5.0.1').post(
      apiPath('logs/frontend-error.php'),
      report({ message: 'anon crash' }),
      { csrf: false },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('success');
    const [row] = await rowsWith('anon crash');
    expect(row).toMatchObject({
      userId: null,
      ip: '10.5.0.1',
      stack: report().stack,
      componentStack: report().componentStack,
      clientTimestamp: report().timestamp,
      userAgent: 'Mozilla/5.0',
      url: 'http://localhost:8080/dashboard',
    });
  });

  it('records the user when the report comes with a session', async () => {
    const { agent, id } = await activeUser(ctx, 1);
    expect(
      (await agent.post(apiPath('logs/frontend-error.php'), report({ message: 'user crash' }), { csrf: false }))
        .statusCode,
    ).toBe(201);
    expect((await rowsWith('user crash'))[0].userId).toBe(id);
  });

  it('answers 413 in the envelope for a body over the size limit', async () => {
    const res = await new Agent(ctx.app).post(
      apiPath('logs/frontend-error.php'),
      report({ message: 'big', stack: 'x'.repeat(FRONTEND_ERROR_MAX_BYTES) }),
      { csrf: false },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowsWith('big')).toHaveLength(0);
  });

  it('answers 422 for missing fields, wrong types and unknown fields', async () => {
    const res = await new Agent(ctx.app).post(
      apiPath('logs/frontend-error.php'),
      { stack: 1, foo: 'bar' },
      { csrf: false },
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['message', 'timestamp', 'stack', 'foo']));
  });

  it('holds 30 reports a minute per address (the production limit), however the X-Forwarded-For is forged', async () => {
    expect(RATE_LIMITS.frontend_error).toEqual({ max: 30, windowS: 60 });
    const limited = await createTestContext({ rateLimits: { frontend_error: RATE_LIMITS.frontend_error } });
    try {
      const send = (i: number) =>
        new Agent(limited.app, '10.6.0.1', `203.0.113.${i}`).post(apiPath('logs/frontend-error.php'), report(), {
          csrf: false,
        });
      for (let i = 0; i < 30; i++) expect((await send(i)).statusCode, `report ${i + 1}`).toBe(201);
      const over = await send(99);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('RATE_LIMITED');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another address still reports.
      expect(
        (await new Agent(limited.app, '10.6.0.2').post(apiPath('logs/frontend-error.php'), report(), { csrf: false }))
          .statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('what is kept of a report', () => {
  it('cuts message, stack and component stack to their caps instead of refusing the report', async () => {
    const long = report({
      message: `capped ${'m'.repeat(5000)}`,
      stack: 's'.repeat(30_000),
      componentStack: 'c'.repeat(30_000),
      url: `http://localhost:8080/x?${'q'.repeat(5000)}`,
      userAgent: 'u'.repeat(2000),
    });
    const res = await new Agent(ctx.app).post(apiPath('logs/frontend-error.php'), long, { csrf: false });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.handle.db.select().from(frontendErrors).where(like(frontendErrors.message, 'capped %'));
    const bytes = (v: string | null) => Buffer.byteLength(v ?? '');
    expect(bytes(row.message)).toBeLessThanOrEqual(FRONTEND_ERROR_CAPS.message);
    expect(bytes(row.message)).toBeGreaterThan(FRONTEND_ERROR_CAPS.message - 50);
    expect(bytes(row.stack)).toBeLessThanOrEqual(FRONTEND_ERROR_CAPS.stack);
    expect(bytes(row.stack)).toBeGreaterThan(FRONTEND_ERROR_CAPS.stack - 50);
    expect(bytes(row.componentStack)).toBeLessThanOrEqual(FRONTEND_ERROR_CAPS.componentStack);
    expect(bytes(row.url)).toBeLessThanOrEqual(FRONTEND_ERROR_CAPS.url);
    expect(bytes(row.userAgent)).toBeLessThanOrEqual(FRONTEND_ERROR_CAPS.userAgent);
    expect(row.stack).toMatch(/\[truncated\]$/);
  });

  it('never cuts through a character', async () => {
    const res = await new Agent(ctx.app).post(
      apiPath('logs/frontend-error.php'),
      report({ message: `utf8 ${'é'.repeat(3000)}` }),
      { csrf: false },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.handle.db.select().from(frontendErrors).where(like(frontendErrors.message, 'utf8 %'));
    expect(row.message).not.toContain('\uFFFD');
    expect(row.message).toMatch(/^utf8 é+\n\[truncated\]$/);
  });

  it('redacts tokens in the URL, the message and the stack on the server', async () => {
    const token = 'Abc123_reset-token-value-XYZ';
    const res = await new Agent(ctx.app).post(
      apiPath('logs/frontend-error.php'),
      report({
        message: `redact: failed at http://localhost:8080/reset-password/${token}`,
        stack: `Error\n    at http://localhost:8080/reset-password/${token}:1:1\n    at load (/x?token=${token}&a=1)`,
        componentStack: `at ResetPage (/reset-password/${token})`,
        url: `http://localhost:8080/reset-password/${token}?csrf_token=${token}#top`,
      }),
      { csrf: false },
    );
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.handle.db.select().from(frontendErrors).where(like(frontendErrors.message, 'redact:%'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.url).toBe('http://localhost:8080/reset-password/[redacted]?csrf_token=[redacted]#top');
    expect(row.message).toContain('/reset-password/[redacted]');
    expect(row.stack).toContain('/reset-password/[redacted]:1:1');
    expect(row.stack).toContain('?token=[redacted]&a=1');
    expect(row.componentStack).toBe('at ResetPage (/reset-password/[redacted])');
  });

  it('keeps reports 30 days: the maintenance job deletes older ones', async () => {
    const now = new Date('2025-06-01T00:00:00Z');
    const at = (ms: number) => new Date(now.getTime() - ms);
    await ctx.handle.db.insert(frontendErrors).values([
      { message: 'retention old', clientTimestamp: 'x', createdAt: at(FRONTEND_ERROR_RETENTION_MS + 60_000) },
      { message: 'retention recent', clientTimestamp: 'x', createdAt: at(FRONTEND_ERROR_RETENTION_MS - 60_000) },
    ]);
    const r = await runMaintenance({ ...ctx.app.deps, clock: { now: () => now } });
    expect(r.removedErrorReports).toBeGreaterThanOrEqual(1);
    expect(await rowsWith('retention old')).toHaveLength(0);
    expect(await rowsWith('retention recent')).toHaveLength(1);
  });
});
