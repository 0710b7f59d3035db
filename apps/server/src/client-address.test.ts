import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { frontendErrors } from './db/schema';
import type { TTrustProxy } from './config';
import { Agent, createTestContext, type TestContext } from '../test/helpers';
import { login } from '../test/auth-kit';

/**
 * The address the per-address limits count (docs/decisions/012). The error-report endpoint
 * records it, so the tests read it back from there.
 */
const contexts: TestContext[] = [];
async function server(trustProxy: TTrustProxy, rateLimits = {}) {
  const ctx = await createTestContext({ config: { trustProxy }, rateLimits });
  contexts.push(ctx);
  return ctx;
}
afterAll(async () => {
  for (const c of contexts) await c.close();
});

let n = 0;
/** Sends a report from `socket` with the given X-Forwarded-For and answers the address recorded. */
async function recordedAddress(ctx: TestContext, socket: string, forwardedFor?: string): Promise<string | null> {
  const message = `address probe ${++n}`;
  const res = await new Agent(ctx.app, socket, forwardedFor).post(
    apiPath('logs/frontend-error.php'),
    { message, timestamp: new Date().toISOString() },
    { csrf: false },
  );
  expect(res.statusCode).toBe(201);
  const [row] = await ctx.handle.db
    .select({ ip: frontendErrors.ip })
    .from(frontendErrors)
    .where(eq(frontendErrors.message, message));
  return row.ip;
}

describe('without a trusted proxy (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await server(false, { login_ip: { max: 2, windowS: 900 } });
  });

  it('a forged X-Forwarded-For does not change the address', async () => {
    expect(await recordedAddress(ctx, '10.40.0.1', '203.0.113.99')).toBe('10.40.0.1');
    expect(await recordedAddress(ctx, '10.40.0.1', '198.51.100.1, 203.0.113.99')).toBe('10.40.0.1');
  });

  it('a new forged X-Forwarded-For on every attempt does not reset the per-address limit', async () => {
    for (let i = 0; i < 2; i++) {
      expect(
        (await login(new Agent(ctx.app, '10.40.0.2', `203.0.113.${i}`), `a${i}@example.co.id`, 'x')).statusCode,
      ).toBe(401);
    }
    const third = await login(new Agent(ctx.app, '10.40.0.2', '203.0.113.77'), 'a9@example.co.id', 'x');
    expect(third.statusCode).toBe(429);
  });
});

describe('behind trusted proxy addresses', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await server(['10.0.0.0/8'], { login_ip: { max: 2, windowS: 900 } });
  });

  it('a request through a listed proxy counts the forwarded client address', async () => {
    expect(await recordedAddress(ctx, '10.1.2.3', '203.0.113.5')).toBe('203.0.113.5');
  });

  it('a client cannot prepend its own entries: only the address the proxy appended counts', async () => {
    expect(await recordedAddress(ctx, '10.1.2.3', '198.51.100.66, 203.0.113.5')).toBe('203.0.113.5');
  });

  it('a request that did not come from a listed proxy keeps its socket address, whatever it forwards', async () => {
    expect(await recordedAddress(ctx, '192.0.2.50', '203.0.113.5')).toBe('192.0.2.50');
  });

  it('clients behind the proxy are limited one by one', async () => {
    const from = (client: string) => new Agent(ctx.app, '10.9.9.9', client);
    for (let i = 0; i < 2; i++)
      expect((await login(from('203.0.113.20'), `b${i}@example.co.id`, 'x')).statusCode).toBe(401);
    expect((await login(from('203.0.113.20'), 'b9@example.co.id', 'x')).statusCode).toBe(429);
    expect((await login(from('203.0.113.21'), 'b9@example.co.id', 'x')).statusCode).toBe(401);
  });
});

describe('a hop count', () => {
  it('trusts exactly that many hops from the server outwards', async () => {
    const one = await server(1);
    expect(await recordedAddress(one, '10.2.0.1', '198.51.100.66, 203.0.113.5')).toBe('203.0.113.5');
    const two = await server(2);
    expect(await recordedAddress(two, '10.2.0.1', '198.51.100.66, 203.0.113.5')).toBe('198.51.100.66');
  });
});
