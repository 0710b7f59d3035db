import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { activeUser, login } from '../../../test/auth-kit';

/**
 * Login limits (docs/decisions/012): failures per account-and-address pair and per address. The
 * server sits behind a trusted proxy at 127.0.0.1, so each X-Forwarded-For value is a client.
 */
const PROXY = '127.0.0.1';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    config: { trustProxy: [PROXY] },
    rateLimits: { login_pair: { max: 3, windowS: 900 }, login_ip: { max: 6, windowS: 900 } },
  });
});
afterAll(async () => ctx.close());

const client = (address: string) => new Agent(ctx.app, PROXY, address);

describe('login lockout per account-and-address pair', () => {
  it("a stranger's failures lock only their own pair: the owner's right password from another address still works", async () => {
    const { email } = await activeUser(ctx, 1);
    const attacker = client('203.0.113.10');
    for (let i = 0; i < 3; i++)
      expect((await login(attacker, email, 'salah-password')).statusCode, `failure ${i + 1}`).toBe(401);
    const locked = await login(attacker, email, 'salah-password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password is refused from the locked pair, so guessing learns nothing there …
    expect((await login(attacker, email)).statusCode).toBe(429);
    // … while the owner, from an address with no failures of its own, signs in.
    expect((await login(client('198.51.100.20'), email)).statusCode).toBe(200);
  });

  it('a successful login clears the failures of that pair', async () => {
    const { email } = await activeUser(ctx, 2);
    const owner = client('198.51.100.30');
    for (let i = 0; i < 2; i++) expect((await login(owner, email, 'salah-password')).statusCode).toBe(401);
    expect((await login(owner, email)).statusCode).toBe(200);
    // Cleared: three more failures are allowed again before the pair locks.
    for (let i = 0; i < 3; i++)
      expect((await login(owner, email, 'salah-password')).statusCode, `failure ${i + 1}`).toBe(401);
    expect((await login(owner, email, 'salah-password')).statusCode).toBe(429);
  });
});

describe('login lockout per address', () => {
  it('failures on many accounts from one address lock that address only', async () => {
    const sprayer = client('203.0.113.40');
    for (let i = 0; i < 6; i++)
      expect((await login(sprayer, `korban${i}@example.co.id`, 'salah-password')).statusCode, `failure ${i + 1}`).toBe(
        401,
      );
    const { email } = await activeUser(ctx, 3);
    expect((await login(sprayer, email)).statusCode).toBe(429);
    expect((await login(client('203.0.113.41'), email)).statusCode).toBe(200);
  });

  it('successful logins do not count as failures of the address', async () => {
    const { email } = await activeUser(ctx, 4);
    const office = client('198.51.100.50');
    for (let i = 0; i < 8; i++) expect((await login(office, email)).statusCode, `login ${i + 1}`).toBe(200);
    // The address still has all its failures to give.
    for (let i = 0; i < 3; i++)
      expect((await login(office, `lain${i}@example.co.id`, 'salah-password')).statusCode).toBe(401);
  });
});
