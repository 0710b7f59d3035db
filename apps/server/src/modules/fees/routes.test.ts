import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, DEFAULT_FEE_SCHEDULE, ROLE, ZFeeQuote, ZFeeScheduleResponse } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { feeSchedules, subBidang } from '../../db/schema';

/** The fee schedule, the quote and the admin's new versions (docs/business-rules.md#fees, #tax). */
let ctx: TestContext;
let admin: Actor;
let company: Actor;
let codes: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  company = await createActor(ctx);
  codes = (await ctx.app.deps.db.select({ code: subBidang.code }).from(subBidang).orderBy(subBidang.code).limit(4)).map(
    (r) => r.code,
  );
});
afterAll(async () => ctx.close());

const quote = async (body: Record<string, unknown>, agent = company.agent) => {
  const res = await agent.post(apiPath('fees/quote.php'), body);
  expect(res.statusCode, res.body).toBe(200);
  return ZFeeQuote.parse(res.json().data);
};

const NEW_SCHEDULE = {
  fees: {
    kecil: { base_fee: 3_000_000, extra_sub_bidang_fee: 600_000 },
    menengah: { base_fee: '6000000', extra_sub_bidang_fee: 1_200_000 },
    besar: { base_fee: 12_000_000, extra_sub_bidang_fee: 2_400_000 },
  },
  renewal_percent: 75,
  bank_accounts: [{ bank_name: 'Bank Mandiri', account_number: '123-000-456 7890', account_holder: 'BSKI' }],
};

describe('GET fees/schedule.php', () => {
  it('401 anonymous; any logged-in user gets the current (seeded) version with the tax constants', async () => {
    expect((await new Agent(ctx.app).get(apiPath('fees/schedule.php'))).statusCode).toBe(401);
    const res = await company.agent.get(apiPath('fees/schedule.php'));
    expect(res.statusCode).toBe(200);
    const schedule = ZFeeScheduleResponse.parse(res.json().data);
    expect(schedule).toMatchObject({
      fees: DEFAULT_FEE_SCHEDULE.fees,
      renewal_percent: 80,
      ppn_rate_percent: 12,
      ppn_base_ratio: '11/12',
    });
    expect(schedule.bank_accounts).toHaveLength(1);
  });
});

describe('POST fees/quote.php', () => {
  it('pins the worked examples through the endpoint: 3,885,000 and 5,328,000', async () => {
    const q1 = await quote({
      applicationType: 'new',
      companyQualification: 'kecil',
      subBidangCodes: codes.slice(0, 3),
    });
    expect(q1).toMatchObject({ subtotal: 3_500_000, dpp: 3_208_333, ppn: 385_000, total: 3_885_000 });
    expect(q1.lines).toEqual([
      expect.objectContaining({
        code: 'base',
        description: 'Biaya SBU kualifikasi Kecil (sub-bidang pertama)',
        quantity: 1,
        unit_price: 2_500_000,
        amount: 2_500_000,
      }),
      expect.objectContaining({
        code: 'extra',
        description: 'Sub-bidang tambahan',
        quantity: 2,
        unit_price: 500_000,
        amount: 1_000_000,
      }),
    ]);
    const q2 = await quote({ applicationType: 'renewal', companyQualification: 'menengah', subBidangCount: 2 });
    expect(q2).toMatchObject({ subtotal: 4_800_000, dpp: 4_400_000, ppn: 528_000, total: 5_328_000 });
    expect(q2.lines[0].description).toContain('(perpanjangan 80%)');
  });

  it('401 anonymous, 403 without CSRF', async () => {
    const body = { applicationType: 'new', companyQualification: 'kecil', subBidangCount: 1 };
    expect((await new Agent(ctx.app).post(apiPath('fees/quote.php'), body)).statusCode).toBe(401);
    expect((await company.agent.post(apiPath('fees/quote.php'), body, { csrf: false })).statusCode).toBe(403);
  });

  it.each([
    ['neither codes nor count', { applicationType: 'new', companyQualification: 'kecil' }, 'subBidangCodes'],
    [
      'both codes and count',
      { applicationType: 'new', companyQualification: 'kecil', subBidangCount: 1, subBidangCodes: ['PB001'] },
      'subBidangCodes',
    ],
    [
      'a repeated code',
      { applicationType: 'new', companyQualification: 'kecil', subBidangCodes: ['PB001', 'pb001'] },
      'subBidangCodes',
    ],
    [
      'an unknown qualification',
      { applicationType: 'new', companyQualification: 'raksasa', subBidangCount: 1 },
      'companyQualification',
    ],
    ['a count of 0', { applicationType: 'new', companyQualification: 'kecil', subBidangCount: 0 }, 'subBidangCount'],
    [
      'a count over 100',
      { applicationType: 'new', companyQualification: 'kecil', subBidangCount: 101 },
      'subBidangCount',
    ],
  ])('422 for %s', async (_n, body, field) => {
    const res = await company.agent.post(apiPath('fees/quote.php'), body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toBeDefined();
  });

  it('422 naming codes that are unknown or deactivated', async () => {
    await ctx.app.deps.db.update(subBidang).set({ isActive: false }).where(eq(subBidang.code, codes[3]));
    const res = await company.agent.post(apiPath('fees/quote.php'), {
      applicationType: 'new',
      companyQualification: 'kecil',
      subBidangCodes: [codes[0], codes[3], 'NOPE01'],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.unavailable_codes).toEqual([codes[3], 'NOPE01']);
    await ctx.app.deps.db.update(subBidang).set({ isActive: true }).where(eq(subBidang.code, codes[3]));
  });
});

describe('POST admin/fees/update.php', () => {
  it('401 anonymous, 403 a company, 403 without CSRF, 422 on a bad schedule', async () => {
    expect((await new Agent(ctx.app).post(apiPath('admin/fees/update.php'), NEW_SCHEDULE)).statusCode).toBe(401);
    const asCompany = await company.agent.post(apiPath('admin/fees/update.php'), NEW_SCHEDULE);
    expect(asCompany.statusCode).toBe(403);
    expect((await admin.agent.post(apiPath('admin/fees/update.php'), NEW_SCHEDULE, { csrf: false })).statusCode).toBe(
      403,
    );
    const noBank = await admin.agent.post(apiPath('admin/fees/update.php'), { ...NEW_SCHEDULE, bank_accounts: [] });
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().errors.bank_accounts).toBeDefined();
    const badPercent = await admin.agent.post(apiPath('admin/fees/update.php'), {
      ...NEW_SCHEDULE,
      renewal_percent: 101,
    });
    expect(badPercent.statusCode).toBe(422);
    const badAccount = await admin.agent.post(apiPath('admin/fees/update.php'), {
      ...NEW_SCHEDULE,
      bank_accounts: [{ ...NEW_SCHEDULE.bank_accounts[0], account_number: '12ab' }],
    });
    expect(Object.keys(badAccount.json().errors)).toEqual(['bank_accounts.0.account_number']);
  });

  it('adds a version that becomes current at once; earlier versions stay unchanged', async () => {
    const before = await ctx.app.deps.db.select().from(feeSchedules);
    const res = await admin.agent.post(apiPath('admin/fees/update.php'), NEW_SCHEDULE);
    expect(res.statusCode, res.body).toBe(200);
    const saved = ZFeeScheduleResponse.parse(res.json().data);
    expect(saved.id).toBeGreaterThan(Math.max(...before.map((b) => b.id)));
    expect(saved.fees.menengah.base_fee).toBe(6_000_000);
    expect(saved.bank_accounts[0].account_number).toBe('12300045678 90'.replace(' ', ''));

    const current = ZFeeScheduleResponse.parse((await company.agent.get(apiPath('fees/schedule.php'))).json().data);
    expect(current).toEqual(saved);
    const after = await ctx.app.deps.db.select().from(feeSchedules);
    expect(after).toHaveLength(before.length + 1);
    for (const old of before) expect(after.find((a) => a.id === old.id)).toEqual(old);
    expect(after.find((a) => a.id === saved.id)?.createdBy).toBe(admin.user.id);

    // The quote follows the new version: 3,000,000 + 2 × 600,000 = 4,200,000 → DPP 3,850,000, PPN 462,000.
    expect(await quote({ applicationType: 'new', companyQualification: 'kecil', subBidangCount: 3 })).toMatchObject({
      subtotal: 4_200_000,
      ppn: 462_000,
      total: 4_662_000,
    });
  });
});
