import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../test/helpers';
import { rawPost } from '../../test/auth-kit';

const PROTO_NAMES = ['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__proto__', '__defineGetter__'];

describe('request keys named after Object members never give a 500', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  it.each(['toString', 'constructor', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'])(
    'body key %s → 422 naming it',
    async (key) => {
      const agent = new Agent(ctx.app);
      const res = await agent.post(apiPath('auth/login.php'), { email: 'a@b.co', password: 'x', [key]: 'boom' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[key]).toEqual(['validation.unknownField']);
    },
  );

  it('a __proto__ or constructor.prototype body is refused as a bad request', async () => {
    const agent = new Agent(ctx.app);
    for (const raw of [
      '{"__proto__":{"admin":true},"email":"a@b.co"}',
      '{"constructor":{"prototype":{"admin":true}}}',
    ]) {
      const res = await rawPost(agent, apiPath('auth/login.php'), raw);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    }
  });

  it('query keys named after Object members are ignored or refused, never a crash', async () => {
    const agent = new Agent(ctx.app);
    for (const key of [...PROTO_NAMES, 'constructor[prototype]']) {
      const res = await agent.get(`${apiPath('notifications/list.php')}?${encodeURIComponent(key)}=1&limit=5`);
      expect(res.statusCode, key).toBe(401);
      expect(res.json().status).toBe('error');
    }
  });
});
