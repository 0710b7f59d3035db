import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, OTP_LENGTH, UNCONFIRMED_SIGNUP_TTL_MS } from '@portal/contract';
import { companies, otpCodes, users } from '../../db/schema';
import { Agent, createTestContext, registrationBody, type TestContext } from '../../../test/helpers';
import { runMaintenance } from '../system';
import { PASSWORD, activeUser, emailOf, rawPost, register, testClock } from '../../../test/auth-kit';
import { duplicateCodeOf } from '../../lib/unique-violation';

const clock = testClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(async () => ctx.close());

const userByEmail = async (email: string) =>
  (await ctx.handle.db.select().from(users).where(eq(users.email, email)))[0];

describe('POST auth/register.php', () => {
  it('creates a pending user and an unverified company, and mails a hashed 6-digit OTP', async () => {
    const agent = new Agent(ctx.app);
    const body = registrationBody(1, {
      email: 'Budi1@Example.co.id',
      phone: '+62 812-0000-0001',
      npwp: '01.312.166.0-091.000',
      address: 'Jl. Merdeka 1',
      province: 'DKI Jakarta',
      regencyCity: 'Jakarta Pusat',
      district: 'Gambir',
      village: 'Gambir',
      postalCode: '10110',
      companyPhone: '08125550001',
      companyEmail: 'info@majujaya.co.id',
      businessType: 'Konstruksi',
      investmentValue: '1500000000',
      employeeCount: 25,
      leaderName: 'Budi Santoso',
      leaderPosition: 'Direktur Utama',
      leaderNik: '3171010101010001',
      leaderNpwp: '01.312.166.0-091.000',
      ktaKadinNumber: 'KTA-123',
      ktaDate: '2024-05-17',
    });
    const res = await agent.post(apiPath('auth/register.php'), body);
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ status: 'success', data: { email: 'budi1@example.co.id', otp_sent: true } });
    expect(json.data.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const user = await userByEmail('budi1@example.co.id');
    expect(user).toMatchObject({
      status: 'pending_verification',
      role: 'user',
      phone: '+6281200000001',
      isSuspended: false,
    });
    expect(user.uuid).toBe(json.data.uuid);
    expect(user.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(user.emailVerifiedAt).toBeNull();

    const [company] = await ctx.handle.db.select().from(companies).where(eq(companies.userId, user.id));
    expect(company).toMatchObject({
      status: 'unverified',
      name: 'PT Maju Jaya 1',
      businessEntityType: 'PT',
      npwp: '013121660091000',
      address: 'Jl. Merdeka 1',
      regencyCity: 'Jakarta Pusat',
      postalCode: '10110',
      phone: '+628125550001',
      email: 'info@majujaya.co.id',
      investmentValue: 1_500_000_000,
      employeeCount: 25,
      leaderPosition: 'Direktur Utama',
      leaderNik: '3171010101010001',
      leaderNpwp: '013121660091000',
      ktaKadinNumber: 'KTA-123',
      ktaDate: '2024-05-17',
    });

    const mail = ctx.mailer.last('budi1@example.co.id');
    expect(mail?.otp).toMatch(new RegExp(`^\\d{${OTP_LENGTH}}$`));
    expect(mail?.text).toContain(mail?.otp);
    expect(mail?.text).toContain(`http://localhost:8080/verify-otp/${user.uuid}`);
    expect(mail?.html).toContain(mail?.otp);
    const otps = await ctx.handle.db.select().from(otpCodes).where(eq(otpCodes.userId, user.id));
    expect(otps).toHaveLength(1);
    expect(otps[0].codeHash).not.toContain(mail?.otp);
    expect(otps[0].codeHash).toMatch(/^[\w-]{43}$/); // an HMAC-SHA256, base64url (otp.test.ts checks the key)
  });

  it("prefills the leader's name from the person who registers when the form leaves it empty", async () => {
    const res = await new Agent(ctx.app).post(
      apiPath('auth/register.php'),
      registrationBody(41, { name: 'Rina Wijaya' }),
    );
    expect(res.statusCode).toBe(201);
    const user = await userByEmail(res.json().data.email);
    const [company] = await ctx.handle.db.select().from(companies).where(eq(companies.userId, user.id));
    expect(company.leaderName).toBe('Rina Wijaya');
  });

  it('answers 422 with a field error for each missing required field', async () => {
    const res = await new Agent(ctx.app).post(apiPath('auth/register.php'), {});
    expect(res.statusCode).toBe(422);
    const json = res.json();
    expect(json).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    for (const f of [
      'name',
      'email',
      'phone',
      'password',
      'confirmPassword',
      'companyName',
      'businessEntityType',
      'npwp',
      'nib',
      'termsAccepted',
    ])
      expect(json.errors[f], f).toBeDefined();
    expect(json.errors.email).toContain('validation.required');
  });

  it('answers 422 for wrong formats, with the field and its message key', async () => {
    const res = await new Agent(ctx.app).post(
      apiPath('auth/register.php'),
      registrationBody(2, {
        email: 'not-an-email',
        phone: '12345',
        password: 'short',
        confirmPassword: 'different',
        npwp: '01.312.166.1-091.000', // wrong Luhn digit
        nib: '123',
        termsAccepted: false,
        businessEntityType: 'Yayasan',
        postalCode: '12',
        ktaDate: '2024-02-30',
        investmentValue: 'banyak',
      }),
    );
    expect(res.statusCode).toBe(422);
    const e = res.json().errors;
    expect(e.email).toContain('validation.email');
    expect(e.phone).toContain('validation.phone');
    expect(e.password).toContain('validation.passwordMin');
    expect(e.npwp).toContain('validation.npwpInvalid');
    expect(e.nib).toContain('validation.nib');
    expect(e.termsAccepted).toBeDefined();
    expect(e.businessEntityType).toBeDefined();
    expect(e.postalCode).toContain('validation.postalCode');
    expect(e.ktaDate).toContain('validation.date');
    expect(e.investmentValue).toContain('validation.integer');
  });

  it('answers 422 when the passwords differ', async () => {
    const res = await new Agent(ctx.app).post(
      apiPath('auth/register.php'),
      registrationBody(3, { confirmPassword: 'lain-sekali-99' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.confirmPassword).toContain('validation.passwordMismatch');
  });

  it('answers 422 for an unknown field and for an oversized field', async () => {
    const unknown = await new Agent(ctx.app).post(apiPath('auth/register.php'), registrationBody(4, { isAdmin: true }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.isAdmin).toEqual(['validation.unknownField']);
    const long = await new Agent(ctx.app).post(
      apiPath('auth/register.php'),
      registrationBody(4, { name: 'x'.repeat(5000) }),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.name).toContain('validation.tooLong');
  });

  it('answers 422 (not 500) for wrongly typed values', async () => {
    const res = await new Agent(ctx.app).post(
      apiPath('auth/register.php'),
      registrationBody(5, { email: 123, termsAccepted: 'yes', employeeCount: { n: 1 }, name: ['a'], phone: null }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['email', 'termsAccepted', 'employeeCount', 'name', 'phone']),
    );
  });

  it('answers 400 for malformed JSON, 415 for another content type, 413 for an oversized body, all in the envelope', async () => {
    const agent = new Agent(ctx.app);
    const bad = await rawPost(agent, apiPath('auth/register.php'), '{"name": "Budi",');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    const xml = await rawPost(agent, apiPath('auth/register.php'), '<name>Budi</name>', 'application/xml');
    expect(xml.statusCode).toBe(415);
    expect(xml.json().status).toBe('error');
    // text/plain is parsed as a string: no body fields. The header's token is one valid copy, so
    // the body is refused for its missing fields.
    const text = await rawPost(agent, apiPath('auth/register.php'), 'name=Budi', 'text/plain');
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED' });
    const big = await rawPost(agent, apiPath('auth/register.php'), JSON.stringify({ name: 'x'.repeat(300 * 1024) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
    const arr = await rawPost(agent, apiPath('auth/register.php'), '[1,2,3]');
    expect(arr.statusCode).toBeGreaterThanOrEqual(400);
    expect(arr.statusCode).toBeLessThan(500);
    expect(arr.json().status).toBe('error');
  });

  it('rejects a missing, wrong, foreign or differing CSRF token with 403 CSRF_INVALID; takes the header alone', async () => {
    const agent = new Agent(ctx.app);
    const none = await agent.post(apiPath('auth/register.php'), registrationBody(6), { csrf: false });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ code: 'CSRF_INVALID' });
    expect(none.json().message).toMatch(/CSRF|token keamanan/i);
    await agent.ensureCsrf();
    const wrong = await agent.post(apiPath('auth/register.php'), registrationBody(6), { csrf: 'abc.def' });
    expect(wrong.json()).toMatchObject({ code: 'CSRF_INVALID' });
    // A valid token of another browser does not fit this browser's CSRF cookie.
    const other = new Agent(ctx.app);
    const foreign = await agent.post(apiPath('auth/register.php'), registrationBody(6), {
      csrf: await other.ensureCsrf(),
    });
    expect(foreign.statusCode).toBe(403);
    // A valid header with a different body token: two copies must be equal.
    const differing = await ctx.app.inject({
      method: 'POST',
      url: apiPath('auth/register.php'),
      headers: {
        cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': agent.csrf as string,
      },
      payload: { ...registrationBody(6), csrf_token: 'abc.def' },
    });
    expect(differing.statusCode).toBe(403);
    expect(await userByEmail(emailOf(6))).toBeUndefined();
    // One valid copy suffices (docs/business-rules.md#csrf): the header alone.
    const headerAlone = await ctx.app.inject({
      method: 'POST',
      url: apiPath('auth/register.php'),
      headers: {
        cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': agent.csrf as string,
      },
      payload: registrationBody(6),
    });
    expect(headerAlone.statusCode).toBe(201);
    expect(await userByEmail(emailOf(6))).toBeDefined();
  });
});

describe('duplicates (409, docs/business-rules.md#duplicates)', () => {
  beforeAll(async () => {
    await register(ctx, 10);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['e-mail (any capitalisation)', { email: 'BUDI10@example.co.id' }, 'EMAIL_TAKEN'],
    ['phone (another notation)', { phone: '+62 812 0000 0010' }, 'PHONE_TAKEN'],
    ['NPWP (punctuated)', { npwp: registrationBody(10).npwp as string }, 'NPWP_TAKEN'],
    ['NIB', { nib: registrationBody(10).nib as string }, 'NIB_TAKEN'],
  ];
  for (const [what, over, code] of cases) {
    it(`a taken ${what} answers 409 ${code}`, async () => {
      const res = await new Agent(ctx.app).post(apiPath('auth/register.php'), registrationBody(11, over));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ status: 'error', code });
    });
  }

  it('checks in the order e-mail, phone, NPWP, NIB', async () => {
    const all = registrationBody(10);
    const agent = new Agent(ctx.app);
    expect((await agent.post(apiPath('auth/register.php'), all)).json().code).toBe('EMAIL_TAKEN');
    expect((await agent.post(apiPath('auth/register.php'), { ...all, email: 'x1@example.co.id' })).json().code).toBe(
      'PHONE_TAKEN',
    );
    expect(
      (
        await agent.post(apiPath('auth/register.php'), { ...all, email: 'x1@example.co.id', phone: '081299999999' })
      ).json().code,
    ).toBe('NPWP_TAKEN');
  });

  it('maps a unique violation of the database to the same codes (a sign-up race)', async () => {
    const existing = await userByEmail(emailOf(10));
    const [company] = await ctx.handle.db.select().from(companies).where(eq(companies.userId, existing.id));
    const tryInsert = async (fn: () => Promise<unknown>) => {
      try {
        await fn();
        return 'no error';
      } catch (err) {
        return duplicateCodeOf(err);
      }
    };
    const db = ctx.handle.db;
    expect(
      await tryInsert(() => db.insert(users).values({ email: existing.email, name: 'a', passwordHash: 'x' })),
    ).toBe('EMAIL_TAKEN');
    expect(
      await tryInsert(() =>
        db.insert(users).values({ email: 'race@x.id', phone: existing.phone, name: 'a', passwordHash: 'x' }),
      ),
    ).toBe('PHONE_TAKEN');
    const [u] = await db.insert(users).values({ email: 'race2@x.id', name: 'a', passwordHash: 'x' }).returning();
    const base = { userId: u.id, name: 'PT', businessEntityType: 'PT' };
    expect(
      await tryInsert(() => db.insert(companies).values({ ...base, npwp: company.npwp, nib: '0000000000000' })),
    ).toBe('NPWP_TAKEN');
    expect(await tryInsert(() => db.insert(companies).values({ ...base, npwp: '999', nib: company.nib }))).toBe(
      'NIB_TAKEN',
    );
    expect(duplicateCodeOf(new Error('boom'))).toBeNull();
  });

  it('two simultaneous sign-ups with the same data: one 201, one 409', async () => {
    const body = registrationBody(12);
    const [a, b] = await Promise.all([
      new Agent(ctx.app).post(apiPath('auth/register.php'), body),
      new Agent(ctx.app).post(apiPath('auth/register.php'), body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r.statusCode === 409)?.json().code).toBe('EMAIL_TAKEN');
  });
});

describe('registration side paths', () => {
  it('still answers 201 (otp_sent: false) when the mail server fails, and the code can be resent at once', async () => {
    const send = ctx.mailer.send;
    ctx.mailer.send = async () => {
      throw new Error('smtp down');
    };
    try {
      const res = await new Agent(ctx.app).post(apiPath('auth/register.php'), registrationBody(20));
      expect(res.statusCode).toBe(201);
      expect(res.json().data.otp_sent).toBe(false);
    } finally {
      ctx.mailer.send = send;
    }
    const resend = await new Agent(ctx.app).post(apiPath('auth/resend-otp.php'), { email: emailOf(20) });
    expect(resend.statusCode).toBe(200);
    expect(ctx.mailer.last(emailOf(20))?.otp).toMatch(/^\d{6}$/);
  });

  it('removes a sign-up unconfirmed after 24 h, which frees its e-mail, phone, NPWP and NIB', async () => {
    await register(ctx, 30);
    const confirmed = await activeUser(ctx, 31);
    clock.advance(UNCONFIRMED_SIGNUP_TTL_MS - 60_000);
    await register(ctx, 32); // young: must survive
    expect((await runMaintenance(ctx.app.deps)).removedSignups).toBe(0);
    clock.advance(2 * 60_000);
    const { removedSignups } = await runMaintenance(ctx.app.deps);
    expect(removedSignups).toBeGreaterThanOrEqual(1);
    expect(await userByEmail(emailOf(30))).toBeUndefined();
    expect(await userByEmail(emailOf(31))).toMatchObject({ id: confirmed.id, status: 'active' });
    expect(await userByEmail(emailOf(32))).toBeDefined();
    const again = await new Agent(ctx.app).post(apiPath('auth/register.php'), registrationBody(30));
    expect(again.statusCode).toBe(201);
    expect(
      (await new Agent(ctx.app).post(apiPath('auth/login.php'), { email: emailOf(31), password: PASSWORD })).statusCode,
    ).toBe(200);
  });
});

describe('register rate limit', () => {
  it('answers 429 with Retry-After once the per-IP limit is used up', async () => {
    const limited = await createTestContext({ rateLimits: { register_ip: { max: 2, windowS: 60 } } });
    try {
      const agent = new Agent(limited.app, '10.0.0.9');
      expect((await agent.post(apiPath('auth/register.php'), registrationBody(40))).statusCode).toBe(201);
      expect((await agent.post(apiPath('auth/register.php'), registrationBody(41))).statusCode).toBe(201);
      const third = await agent.post(apiPath('auth/register.php'), registrationBody(42));
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another client is not affected.
      expect(
        (await new Agent(limited.app, '10.0.0.10').post(apiPath('auth/register.php'), registrationBody(42))).statusCode,
      ).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
