import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type TAvailabilityField } from '@portal/contract';
import { Agent, createTestContext, registrationBody, type TestContext } from '../../../test/helpers';

/**
 * auth/check-availability.php (docs/business-rules.md#availability): the sign-up form's check while
 * typing. Its answer is exactly what a sign-up with that value would say (409 `<FIELD>_TAKEN` or
 * not), one field at a time, and it has its own limit per address.
 */
let ctx: TestContext;
const LIMIT = 6;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { availability_ip: { max: LIMIT, windowS: 3600 } } });
});
afterAll(() => ctx.close());

const check = (agent: Agent, field: TAvailabilityField, value: string) =>
  agent.post(apiPath('auth/check-availability.php'), { field, value });

const TAKEN_CODE: Record<TAvailabilityField, string> = {
  email: 'EMAIL_TAKEN',
  phone: 'PHONE_TAKEN',
  npwp: 'NPWP_TAKEN',
  nib: 'NIB_TAKEN',
};

describe('POST auth/check-availability.php', () => {
  it('tells no more than sign-up: for every field and spelling, "available" exactly when sign-up would not refuse it', async () => {
    const taken = registrationBody(1);
    const signUp = await new Agent(ctx.app, '10.0.0.1').post(apiPath('auth/register.php'), taken);
    expect(signUp.statusCode, signUp.body).toBe(201);
    const free = registrationBody(2);
    // Each value as a person might type it: the stored one, and another spelling of it.
    const spellings: [TAvailabilityField, string, string][] = [
      ['email', String(taken.email).toUpperCase(), String(free.email)],
      ['phone', String(taken.phone).replace('+62', '0'), String(free.phone)],
      ['npwp', String(taken.npwp), String(free.npwp)],
      ['nib', ` ${String(taken.nib)} `, String(free.nib)],
    ];
    let ip = 20;
    for (const [field, takenValue, freeValue] of spellings) {
      for (const [value, available] of [
        [takenValue, false],
        [freeValue, true],
      ] as const) {
        const agent = new Agent(ctx.app, `10.0.0.${ip++}`);
        const res = await check(agent, field, value);
        expect(res.statusCode, res.body).toBe(200);
        // Exactly the keys of the contract: nothing about whose it is.
        expect(res.json().data).toEqual({ field, available });
        // What sign-up says of the same value, from an address of its own (its limit is per address).
        const attempt = await new Agent(ctx.app, `10.0.1.${ip}`).post(
          apiPath('auth/register.php'),
          registrationBody(100 + ip, { [field]: value }),
        );
        const refusedForIt = attempt.statusCode === 409 && attempt.json().code === TAKEN_CODE[field];
        expect(refusedForIt, `${field} ${value}: ${attempt.body}`).toBe(!available);
      }
    }
  });

  it('checks the value as sign-up does (422 on `value`), and takes nothing but field and value', async () => {
    const agent = new Agent(ctx.app, '10.0.2.1');
    const badNpwp = await check(agent, 'npwp', '01.312.166.1-091.000');
    expect(badNpwp.statusCode).toBe(422);
    expect(badNpwp.json().errors).toEqual({ value: ['validation.npwpInvalid'] });
    expect((await check(agent, 'phone', '12345')).json().errors).toEqual({ value: ['validation.phone'] });
    const other = await agent.post(apiPath('auth/check-availability.php'), { field: 'name', value: 'Budi' });
    expect(other.statusCode).toBe(422);
    const extra = await agent.post(apiPath('auth/check-availability.php'), { field: 'nib', value: '1', uuid: 'x' });
    expect(extra.statusCode).toBe(422);
    expect(
      (
        await agent.post(
          apiPath('auth/check-availability.php'),
          { field: 'nib', value: '9120000000001' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
  });

  it(`has its own limit: ${LIMIT} an hour per address, then 429 with Retry-After; other addresses unaffected`, async () => {
    const agent = new Agent(ctx.app, '10.0.3.1');
    for (let i = 0; i < LIMIT; i++) expect((await check(agent, 'nib', `91200000000${10 + i}`)).statusCode).toBe(200);
    const over = await check(agent, 'nib', '9120000000099');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Sign-up's own limit is a separate counter: the address may still sign up.
    expect(
      (await new Agent(ctx.app, '10.0.3.1').post(apiPath('auth/register.php'), registrationBody(50))).statusCode,
    ).toBe(201);
    expect((await check(new Agent(ctx.app, '10.0.3.2'), 'nib', '9120000000099')).statusCode).toBe(200);
  });
});
