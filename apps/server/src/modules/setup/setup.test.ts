import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, DEFAULT_FEE_SCHEDULE, SETUP_ITEMS, ZSetupStatusResponse, type TSetupStatus } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { adminActor, completeDraft, verifiedCompany } from '../../../test/application-kit';
import type { Actor } from '../../../test/actors';
import { applications, invoices } from '../../db/schema';
import { isRealBankAccount } from './service';

/** The first-run setup (docs/business-rules.md#first-run-setup): no invoice with a placeholder. */
let ctx: TestContext;
let admin: Actor;
let company: Actor;

beforeAll(async () => {
  ctx = await createTestContext({ setup: 'incomplete' });
  admin = await adminActor(ctx);
  company = await verifiedCompany(ctx);
});
afterAll(async () => ctx.close());

const status = async (): Promise<TSetupStatus> =>
  ZSetupStatusResponse.parse((await admin.agent.get(apiPath('admin/setup/status.php'))).json().data).setup;
const done = (s: TSetupStatus) => Object.fromEntries(s.items.map((i) => [i.item, i.done]));

describe('GET admin/setup/status.php and the submissions it holds back', () => {
  it('401 anonymous, 403 a company', async () => {
    expect((await new Agent(ctx.app).get(apiPath('admin/setup/status.php'))).statusCode).toBe(401);
    expect((await company.agent.get(apiPath('admin/setup/status.php'))).json().code).toBe('FORBIDDEN');
  });

  it('a fresh install is not set up, and a submission answers 409 SETUP_INCOMPLETE and stays a draft', async () => {
    const s = await status();
    expect(s.complete).toBe(false);
    expect(s.items.map((i) => i.item)).toEqual([...SETUP_ITEMS]);
    expect(done(s)).toEqual({ issuer: false, bank_account: false, body: false, signatory: false });
    expect(s.items.every((i) => i.link.startsWith('/admin/'))).toBe(true);

    const codeReg = await completeDraft(ctx, company);
    const res = await company.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'error', code: 'SETUP_INCOMPLETE' });
    expect(res.json().message).toMatch(/^Portal belum siap menerbitkan tagihan/);
    const [row] = await ctx.app.deps.db.select().from(applications).where(eq(applications.codeReg, codeReg));
    expect(row!.status).toBe('draft');
    expect(await ctx.app.deps.db.select().from(invoices)).toHaveLength(0);
  });

  it('the shipped example account never counts; each item is done by what an administrator saves', async () => {
    const fees = { fees: DEFAULT_FEE_SCHEDULE.fees, renewal_percent: DEFAULT_FEE_SCHEDULE.renewal_percent };
    // Saving the schedule with the example account unchanged does not complete it.
    expect(
      (
        await admin.agent.post(apiPath('admin/fees/update.php'), {
          ...fees,
          bank_accounts: DEFAULT_FEE_SCHEDULE.bank_accounts,
        })
      ).statusCode,
    ).toBe(200);
    expect(done(await status()).bank_account).toBe(false);
    await admin.agent.post(apiPath('admin/settings/update.php'), {
      issuer_name: 'Badan Sertifikasi BSKI',
      issuer_address: 'Jl. Gatot Subroto Kav. 3, Jakarta',
    });
    expect(done(await status()).issuer).toBe(false); // the NPWP is missing
    await admin.agent.post(apiPath('admin/settings/update.php'), { issuer_npwp: '01.312.166.0-091.000' });
    await admin.agent.post(apiPath('admin/settings/update.php'), { body_name: 'LSBU Kadin Indonesia' });
    await admin.agent.post(apiPath('admin/settings/update.php'), { signatory_name: 'Dr. Ir. Siti Rahma' });
    expect(done(await status())).toEqual({ issuer: true, bank_account: false, body: true, signatory: false });
    await admin.agent.post(apiPath('admin/settings/update.php'), { signatory_position: 'Ketua LSBU' });
    await admin.agent.post(apiPath('admin/fees/update.php'), {
      ...fees,
      bank_accounts: [{ bank_name: 'Bank Mandiri', account_number: '123-000-456 7890', account_holder: 'BSKI' }],
    });
    const s = await status();
    expect(s.complete).toBe(true);

    const codeReg = await completeDraft(ctx, company);
    const res = await company.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(res.statusCode).toBe(200);
    const [invoice] = await ctx.app.deps.db.select().from(invoices);
    expect(invoice).toMatchObject({ issuerName: 'Badan Sertifikasi BSKI', issuerNpwp: '013121660091000' });
    expect(invoice!.bankAccounts.map((a) => a.bank_name)).toEqual(['Bank Mandiri']);
  });

  it('an account of zeros is no account', () => {
    expect(isRealBankAccount({ bank_name: 'BCA', account_number: '000-000', account_holder: 'X' })).toBe(false);
    expect(isRealBankAccount(DEFAULT_FEE_SCHEDULE.bank_accounts[0]!)).toBe(false);
    expect(isRealBankAccount({ bank_name: 'BCA', account_number: '0123456789', account_holder: 'BSKI' })).toBe(true);
  });
});
