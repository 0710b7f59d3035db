import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, USER_STATUS } from '@portal/contract';
import { createActor, type Actor } from '../../../test/actors';
import { setStatus, submitted } from '../../../test/application-kit';
import { SIGNATORY, setCertificateSettings } from '../../../test/certificate-kit';
import { adminWith, decide } from '../../../test/four-eyes-kit';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { auditLog } from '../../db/schema';

/**
 * Separation of duties (docs/business-rules.md#separation-of-duties; ISO/IEC 17065 §7.6): the
 * administrator who approved an application does not publish its certificate while the setting is
 * on (the default); turning it off waits for another super admin while one is active.
 */
let ctx: TestContext;
let owner: Actor;
let reviewer: Actor; // certification: approves the applications
let publisher: Actor; // certification
let superA: Actor;
let superB: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  superA = await adminWith(ctx, 'super_admin');
  superB = await adminWith(ctx, 'super_admin');
  reviewer = await adminWith(ctx, 'certification');
  publisher = await adminWith(ctx, 'certification');
  owner = await createActor(ctx, {
    status: USER_STATUS.VERIFIED,
    companyStatus: COMPANY_STATUS.VERIFIED,
    complete: true,
  });
  await setCertificateSettings(ctx);
});
afterAll(async () => ctx.close());

/** An application the reviewer approves through the review decision. */
async function approvedBy(admin: Actor): Promise<string> {
  const { codeReg } = await submitted(ctx, owner);
  await setStatus(ctx, codeReg, 'under_review', 'paid');
  const res = await admin.agent.post(apiPath('admin/applications/decide.php'), {
    code_reg: codeReg,
    decision: 'approve',
  });
  if (res.statusCode !== 200) throw new Error(`decide: ${res.statusCode} ${res.body}`);
  return codeReg;
}
const publish = (admin: Actor, codeReg: string) =>
  admin.agent.post(apiPath('admin/certificates/publish.php'), { code_reg: codeReg, ...SIGNATORY });
const blockersFor = async (admin: Actor, codeReg: string) =>
  (await admin.agent.get(`${apiPath('admin/certificates/draft.php')}?code_reg=${codeReg}`)).json().data
    .blockers as string[];
const setting = async () =>
  (await superA.agent.get(apiPath('admin/settings/get.php'))).json().data.settings.separation_of_duties as boolean;

describe('separation of duties', () => {
  it('on by default: the approver is refused (403 SEPARATION_OF_DUTIES) and warned in the draft; another publishes', async () => {
    expect(await setting()).toBe(true);
    const codeReg = await approvedBy(reviewer);
    expect(await blockersFor(reviewer, codeReg)).toContain('SEPARATION_OF_DUTIES');
    expect(await blockersFor(publisher, codeReg)).not.toContain('SEPARATION_OF_DUTIES');
    const refused = await publish(reviewer, codeReg);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'SEPARATION_OF_DUTIES']);
    expect((await publish(publisher, codeReg)).statusCode).toBe(200);
  });

  it('turning it off waits for another super admin; once approved, the approver may publish; turning it on is at once', async () => {
    const off = await superA.agent.post(apiPath('admin/settings/update.php'), {
      separation_of_duties: false,
      body_name: 'LSBU Kadin Pusat',
    });
    expect(off.statusCode, off.body).toBe(202);
    expect(off.json()).toMatchObject({
      message_key: 'settings.separation_of_duties_pending',
      data: { approval: { action: 'setting.separation_of_duties', status: 'pending' } },
    });
    // The other field is saved at once; the setting stays on until approved.
    const settings = (await superA.agent.get(apiPath('admin/settings/get.php'))).json().data.settings;
    expect([settings.body_name, settings.separation_of_duties]).toEqual(['LSBU Kadin Pusat', true]);
    // Only a super admin decides it.
    const uuid = off.json().data.approval.uuid as string;
    expect((await decide(publisher, uuid, 'approve')).json().code).toBe('ROLE_REQUIRED');
    expect((await decide(superB, uuid, 'approve', 'Satu petugas saja minggu ini')).statusCode).toBe(200);
    expect(await setting()).toBe(false);
    const [row] = await ctx.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'setting.separation_of_duties'));
    expect(row).toMatchObject({
      entityType: 'setting',
      entityId: 'separation_of_duties',
      actorUserId: superA.user.id,
      before: { separation_of_duties: true },
      after: { separation_of_duties: false },
    });

    const codeReg = await approvedBy(reviewer);
    expect(await blockersFor(reviewer, codeReg)).not.toContain('SEPARATION_OF_DUTIES');
    expect((await publish(reviewer, codeReg)).statusCode).toBe(200);

    const on = await superA.agent.post(apiPath('admin/settings/update.php'), { separation_of_duties: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.settings.separation_of_duties).toBe(true);
    const rows = await ctx.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'setting.separation_of_duties'), eq(auditLog.entityId, 'separation_of_duties')))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => r.after)).toEqual([{ separation_of_duties: false }, { separation_of_duties: true }]);
    const again = await approvedBy(reviewer);
    expect((await publish(reviewer, again)).json().code).toBe('SEPARATION_OF_DUTIES');
  });

  it('a lone super admin turns it off at once, and the trail says why no one else looked', async () => {
    const lone = await createTestContext();
    try {
      const only = await adminWith(lone, 'super_admin');
      await adminWith(lone, 'certification');
      const res = await only.agent.post(apiPath('admin/settings/update.php'), { separation_of_duties: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.settings.separation_of_duties).toBe(false);
      const [waived] = await lone.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'approval.waived'));
      expect(waived).toMatchObject({
        entityType: 'setting',
        after: { action: 'setting.separation_of_duties', waived: 'no_second_administrator' },
      });
    } finally {
      await lone.close();
    }
  });
});
