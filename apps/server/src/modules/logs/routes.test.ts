import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, FRONTEND_ERROR_MAX_BYTES } from '@portal/contract';
import { frontendErrors } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { activeUser } from '../auth/test-kit';

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
const rowsWith = (message: string) => ctx.handle.db.select().from(frontendErrors).where(eq(frontendErrors.message, message));

describe('POST logs/frontend-error.php', () => {
  it('stores an anonymous report without a CSRF token (201)', async () => {
    const res = await new Agent(ctx.app, '10.5.0.1').post(API.frontendError, report({ message: 'anon crash' }), { csrf: false });
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
    expect((await agent.post(API.frontendError, report({ message: 'user crash' }), { csrf: false })).statusCode).toBe(201);
    expect((await rowsWith('user crash'))[0].userId).toBe(id);
  });

  it('answers 413 in the envelope for a body over the size limit', async () => {
    const res = await new Agent(ctx.app).post(API.frontendError, report({ message: 'big', stack: 'x'.repeat(FRONTEND_ERROR_MAX_BYTES) }), { csrf: false });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
    expect(await rowsWith('big')).toHaveLength(0);
  });

  it('answers 422 for missing fields, wrong types and unknown fields', async () => {
    const res = await new Agent(ctx.app).post(API.frontendError, { stack: 1, foo: 'bar' }, { csrf: false });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['message', 'timestamp', 'stack', 'foo']));
  });

  it('is rate limited per client (429 + Retry-After)', async () => {
    const limited = await createTestContext({ rateLimits: { frontend_error: { max: 2, windowS: 60 } } });
    try {
      const agent = new Agent(limited.app, '10.6.0.1');
      for (let i = 0; i < 2; i++) expect((await agent.post(API.frontendError, report(), { csrf: false })).statusCode).toBe(201);
      const third = await agent.post(API.frontendError, report(), { csrf: false });
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('RATE_LIMITED');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});
