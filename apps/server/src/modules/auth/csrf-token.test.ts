import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { CSRF_COOKIE } from '../../plugins/csrf';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

describe('GET auth/csrf-token.php', () => {
  it('works before login: a token and its HttpOnly cookie, not cacheable', async () => {
    const agent = new Agent(ctx.app);
    const res = await agent.get(apiPath('auth/csrf-token.php'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { csrf_token: expect.any(String) } });
    expect(res.headers['cache-control']).toContain('no-store');
    const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('keeps the cookie on a second call, and both tokens are accepted', async () => {
    const agent = new Agent(ctx.app);
    const t1 = (await agent.get(apiPath('auth/csrf-token.php'))).json().data.csrf_token as string;
    const second = await agent.get(apiPath('auth/csrf-token.php'));
    expect(second.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
    const t2 = second.json().data.csrf_token as string;
    expect(t2).not.toBe(t1);
    for (const t of [t1, t2])
      expect((await agent.post(apiPath('auth/logout.php'), {}, { csrf: t })).statusCode).toBe(200);
  });
});
