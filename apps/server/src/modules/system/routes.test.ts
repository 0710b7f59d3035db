import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('system routes', () => {
  it('health answers in the envelope after a database round trip', async () => {
    const res = await ctx.app.inject({ url: apiPath('health.php') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { ok: true, database: 'up' } });
  });

  it('unknown API paths answer 404 in the envelope', async () => {
    const res = await ctx.app.inject({ url: '/backend/api/nope/missing.php' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('sets security headers', async () => {
    const res = await ctx.app.inject({ url: apiPath('health.php') });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('public config has no site key while captcha is off', async () => {
    const res = await new Agent(ctx.app).get(apiPath('system/public-config.php'));
    expect(res.json().data).toEqual({ turnstile_site_key: null });
  });
});
