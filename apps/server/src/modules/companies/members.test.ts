import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_MEMBER_STATUS,
  ENDPOINTS,
  INVITATION_TTL_MS,
  MAX_COMPANY_STAFF,
  USER_STATUS,
  type TEndpointPath,
} from '@portal/contract';
import { auditLog, companies, documents, notifications, users } from '../../db/schema';
import { runMaintenance } from '../system';
import {
  FIXTURE,
  cookieHeader,
  createActor,
  login,
  multipartBody,
  seedDocument,
  upload,
  type Actor,
} from '../../../test/actors';
import { completeDraft, submitted, verifiedCompany } from '../../../test/application-kit';
import { testClock } from '../../../test/auth-kit';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { STAFF_PASSWORD, invite, joinedStaff, linkTokenOf } from '../../../test/staff-kit';

/**
 * Company staff (docs/business-rules.md#company-staff, docs/decisions/104): the owner invites by
 * e-mail, the link sets a password, staff prepare, submit and pay applications but may not touch
 * the company's data, registration documents, members or the leader's profile; removal ends their
 * sessions; the timelines and the audit trail name who acted.
 */
const clock = testClock(Date.parse('2026-11-02T03:00:00Z'));
let ctx: TestContext;
let owner: Actor;
let n = 0;
const nextEmail = () => `staf${++n}@perusahaan.co.id`;

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  owner = await verifiedCompany(ctx);
});
afterAll(() => ctx.close());

const db = () => ctx.app.deps.db;
const userByEmail = async (email: string) => (await db().select().from(users).where(eq(users.email, email)))[0];
const membersOf = async (agent: Agent) => {
  const res = await agent.get(apiPath('company/members/list.php'));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { items: { email: string; role: string; status: string }[]; max_staff: number };
};

describe('inviting a staff member', () => {
  it('mails a link to set a password; redeeming it confirms the account, which then signs in as staff', async () => {
    const email = nextEmail();
    const res = await invite(owner, email, 'Rina Admin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message_key: 'members.invited',
      data: { member: { email, name: 'Rina Admin', role: 'staff', status: 'invited' }, mail_sent: true },
    });
    const mail = ctx.mailer.last(email)!;
    expect(mail.subject).toContain(owner.company!.name);
    expect(mail.text).toContain(`${ctx.config.publicUrl}/reset-password/`);
    expect(mail.html).toContain('Buat Password');
    // Pending: it cannot sign in, no sign-up code can confirm it, and the owner sees it invited.
    const pending = await userByEmail(email);
    expect(pending).toMatchObject({ status: USER_STATUS.PENDING_VERIFICATION, companyId: owner.company!.id });
    expect((await new Agent(ctx.app).post(apiPath('auth/login.php'), { email, password: '!invited' })).statusCode).toBe(
      401,
    );
    expect((await membersOf(owner.agent)).items.find((m) => m.email === email)?.status).toBe('invited');

    const agent = new Agent(ctx.app);
    const redeem = await agent.post(apiPath('auth/reset-password.php'), {
      token: linkTokenOf(ctx, email),
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
    });
    expect(redeem.statusCode, redeem.body).toBe(200);
    const login = await agent.post(apiPath('auth/login.php'), { email, password: STAFF_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    const profile = (await agent.get(apiPath('users/profile.php'))).json().data;
    expect(profile.user).toMatchObject({ email, status: 'verified', company_role: 'staff' });
    expect(profile.company).toMatchObject({ companyId: owner.company!.id, status: 'verified' });
    const list = await membersOf(owner.agent);
    expect(list.items[0]).toMatchObject({ email: owner.user.email, role: 'owner', status: 'active' });
    expect(list.items.find((m) => m.email === email)).toMatchObject({ role: 'staff', status: 'active' });
    // The owner is told, and the trail names the invitation and the joining.
    const [joined] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.kind, 'member_joined')));
    expect(joined.params).toMatchObject({ email, name: 'Rina Admin' });
    const uuid = (await userByEmail(email)).uuid;
    const trail = await db().select().from(auditLog).where(eq(auditLog.entityId, uuid)).orderBy(auditLog.id);
    expect(trail.map((r) => [r.action, r.actorEmail])).toEqual([
      ['member.invite', owner.user.email],
      // Before the password is set, signing in fails.
      ['auth.login_failed', email],
      ['member.join', email],
      ['auth.password_reset', email],
      ['auth.login', email],
    ]);
  });

  it('sends a fresh link to an address still waiting; the earlier one no longer works', async () => {
    const email = nextEmail();
    await invite(owner, email);
    const first = linkTokenOf(ctx, email);
    const again = await invite(owner, email, 'Nama Baru');
    expect(again.json()).toMatchObject({
      message_key: 'members.invite_renewed',
      data: { member: { name: 'Nama Baru' } },
    });
    const agent = new Agent(ctx.app);
    const old = await agent.post(apiPath('auth/reset-password.php'), {
      token: first,
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
    });
    expect(old.json().code).toBe('RESET_TOKEN_INVALID');
  });

  it('refuses an address that has an account, an unverified company, and an 11th staff member', async () => {
    expect((await invite(owner, owner.user.email)).json()).toMatchObject({ code: 'EMAIL_TAKEN' });
    const other = await verifiedCompany(ctx);
    expect((await invite(owner, other.user.email)).json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      message_key: 'members.email_taken',
    });
    const unverified = await createActor(ctx, { status: USER_STATUS.ACTIVE });
    expect((await invite(unverified, nextEmail())).json().code).toBe('DOCUMENTS_NOT_VERIFIED');

    const full = await verifiedCompany(ctx);
    for (let i = 0; i < MAX_COMPANY_STAFF; i++) expect((await invite(full, nextEmail())).statusCode).toBe(200);
    const over = await invite(full, nextEmail());
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'CONFLICT', message_key: 'members.limit_reached' });
    expect((await membersOf(full.agent)).items).toHaveLength(MAX_COMPANY_STAFF + 1);
  });

  it('answers 401 without a session, 403 without CSRF, 422 for a bad e-mail', async () => {
    expect(
      (await new Agent(ctx.app).post(apiPath('company/members/invite.php'), { email: nextEmail(), name: 'A' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await owner.agent.post(
          apiPath('company/members/invite.php'),
          { email: nextEmail(), name: 'A' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    const bad = await owner.agent.post(apiPath('company/members/invite.php'), { email: 'bukan', name: '' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'name']);
  });
});

describe('what staff may not do: 403 OWNER_ONLY', () => {
  let staff: { agent: Agent; user: typeof users.$inferSelect };
  let colleague: { agent: Agent; user: typeof users.$inferSelect };
  let ownerDocument: string;

  beforeAll(async () => {
    staff = await joinedStaff(ctx, owner, nextEmail(), 'Budi Staf');
    colleague = await joinedStaff(ctx, owner, nextEmail(), 'Citra Staf');
    ownerDocument = (await seedDocument(ctx, owner, 'nib')).uuid;
  });

  /** A valid call of each owner-only endpoint; the matrix fails for one the contract adds without a body here. */
  const CALLS: Record<string, () => Promise<{ statusCode: number; body: string }>> = {
    'companies/update.php': () => staff.agent.post(apiPath('companies/update.php'), { address: 'Jl. Staf 9' }),
    'documents/upload.php': async () => {
      await staff.agent.ensureCsrf();
      return upload(ctx, staff.agent, { type: 'nib' });
    },
    'documents/delete.php': () => staff.agent.post(apiPath('documents/delete.php'), { uuid: ownerDocument }),
    'registrations/submit.php': () => staff.agent.post(apiPath('registrations/submit.php'), {}),
    'users/update-profile.php': () =>
      staff.agent.post(apiPath('users/update-profile.php'), {
        name: 'Budi Staf',
        phone: '081299990001',
        leader_position: 'Direktur Utama',
      }),
    'company/members/invite.php': () =>
      staff.agent.post(apiPath('company/members/invite.php'), { email: nextEmail(), name: 'Teman' }),
    'company/members/remove.php': () =>
      staff.agent.post(apiPath('company/members/remove.php'), { uuid: colleague.user.uuid }),
  };

  it('covers every endpoint the contract marks OWNER_ONLY', () => {
    const marked = (Object.keys(ENDPOINTS) as TEndpointPath[]).filter((p) =>
      (ENDPOINTS[p] as { errors?: readonly string[] }).errors?.includes('OWNER_ONLY'),
    );
    expect(marked.sort()).toEqual(Object.keys(CALLS).sort());
  });

  it.each(Object.keys(CALLS))('%s refuses staff and changes nothing', async (path) => {
    const before = {
      company: (await db().select().from(companies).where(eq(companies.id, owner.company!.id)))[0],
      documents: await db().select().from(documents).where(eq(documents.companyId, owner.company!.id)),
      members: (await membersOf(owner.agent)).items.length,
    };
    const res = await CALLS[path]();
    expect(res.statusCode, res.body).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'error', code: 'OWNER_ONLY' });
    expect((await db().select().from(companies).where(eq(companies.id, owner.company!.id)))[0]).toEqual(before.company);
    expect(await db().select().from(documents).where(eq(documents.companyId, owner.company!.id))).toEqual(
      before.documents,
    );
    expect((await membersOf(owner.agent)).items).toHaveLength(before.members);
  });

  it('staff still change their own name and phone, and read the members list', async () => {
    const res = await staff.agent.post(apiPath('users/update-profile.php'), { name: 'Budi S.', phone: '081299990002' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({ name: 'Budi S.', phone: '+6281299990002' });
    // The leader's data on the company stays the owner's.
    const [company] = await db().select().from(companies).where(eq(companies.id, owner.company!.id));
    expect(company.leaderName).not.toBe('Budi S.');
    expect((await membersOf(staff.agent)).items.map((m) => m.role)[0]).toBe('owner');
  });
});

describe('what staff may do, named as who did it', () => {
  it('prepares, submits and pays an application; the timeline, the activity and the trail name the staffer', async () => {
    const staff = await joinedStaff(ctx, owner, nextEmail(), 'Dewi Keuangan');
    const actor = { agent: staff.agent } as Actor;
    const { codeReg, invoice } = await submitted(ctx, actor);
    const token = await staff.agent.ensureCsrf();
    const { body, contentType } = multipartBody(
      { uuid_invoice: invoice.uuid_invoice, csrf_token: token },
      { name: 'bukti.pdf', content: FIXTURE.pdf, field: 'proof' },
    );
    const proof = await ctx.app.inject({
      method: 'POST',
      url: apiPath('transactions/upload_proof.php'),
      payload: body,
      headers: { 'content-type': contentType, cookie: cookieHeader(staff.agent), 'x-csrf-token': token },
    });
    expect(proof.statusCode, proof.body).toBe(200);
    // The owner reads the same application, and its timeline says who submitted it.
    const detail = (await owner.agent.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`)).json().data
      .application;
    expect(detail.timeline.find((e: { name: string }) => e.name === 'submit').actor).toEqual({
      name: 'Dewi Keuangan',
      role: 'user',
    });
    expect(detail.documents).toHaveLength(2);
    // The owner can download the staffer's upload, and the staffer the owner's registration document.
    const supporting = detail.documents[0].uuid as string;
    expect((await owner.agent.get(`${apiPath('documents/download.php')}?uuid=${supporting}`)).statusCode).toBe(200);
    const stats = (await owner.agent.get(apiPath('dashboard/stats.php'))).json().data;
    const submit = stats.recent_activity.find((a: { kind: string }) => a.kind === 'application.submit');
    expect(submit).toMatchObject({ actor: 'company', actor_name: 'Dewi Keuangan' });
    const [row] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.upload_proof'), eq(auditLog.entityId, invoice.uuid_invoice)));
    expect([row.actorEmail, row.companyId]).toEqual([staff.user.email, owner.company!.id]);
    // Both members hear of the invoice.
    const issued = await db().select().from(notifications).where(eq(notifications.kind, 'application_submitted'));
    expect(issued.map((r) => r.userId)).toEqual(expect.arrayContaining([owner.user.id, staff.user.id]));
  });

  it('a draft the owner started, the staffer completes', async () => {
    const staff = await joinedStaff(ctx, owner, nextEmail());
    const codeReg = await completeDraft(ctx, owner);
    await staff.agent.ensureCsrf();
    const replaced = await upload(ctx, staff.agent, {
      type: 'neraca_tahun_terakhir',
      category: 'sbu_application',
      fields: { code_reg: codeReg },
    });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const submit = await staff.agent.post(apiPath('applications/submit.php'), { code_reg: codeReg });
    expect(submit.statusCode, submit.body).toBe(200);
  });
});

describe('removing a member', () => {
  it('ends their sessions at once and keeps them out; the owner cannot be removed', async () => {
    const staff = await joinedStaff(ctx, owner, nextEmail(), 'Eko Keluar');
    expect((await staff.agent.get(apiPath('users/profile.php'))).statusCode).toBe(200);
    const res = await owner.agent.post(apiPath('company/members/remove.php'), { uuid: staff.user.uuid });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message_key).toBe('members.removed');
    expect((await staff.agent.get(apiPath('users/profile.php'))).statusCode).toBe(401);
    const again = await new Agent(ctx.app).post(apiPath('auth/login.php'), {
      email: staff.user.email,
      password: STAFF_PASSWORD,
    });
    expect(again.json().code).toBe('ACCOUNT_SUSPENDED');
    expect((await membersOf(owner.agent)).items.some((m) => m.email === staff.user.email)).toBe(false);
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'member.remove'))).toHaveLength(1);
    // The owner, an unknown uuid and another company's staffer all answer 404.
    expect((await owner.agent.post(apiPath('company/members/remove.php'), { uuid: owner.user.uuid })).statusCode).toBe(
      404,
    );
    const other = await verifiedCompany(ctx);
    const theirs = await joinedStaff(ctx, other, nextEmail());
    expect((await owner.agent.post(apiPath('company/members/remove.php'), { uuid: theirs.user.uuid })).statusCode).toBe(
      404,
    );
    // A removed staffer may be invited again, by any company.
    expect((await invite(other, staff.user.email)).statusCode).toBe(200);
  });
});

// Last: it moves the clock.
describe('an invitation not used in time', () => {
  it('an unused invitation expires after 7 days and is not swept as a stale sign-up', async () => {
    // A company of its own: moving the clock ends every session opened before (the idle limit).
    const late = await verifiedCompany(ctx);
    const email = nextEmail();
    await invite(late, email);
    const token = linkTokenOf(ctx, email);
    clock.advance(2 * 86_400_000);
    await runMaintenance(ctx.app.deps);
    expect(await userByEmail(email)).toBeDefined();
    clock.advance(INVITATION_TTL_MS);
    expect((await membersOf((await login(ctx, late.user.id)).agent)).items.find((m) => m.email === email)?.status).toBe(
      COMPANY_MEMBER_STATUS.INVITATION_EXPIRED,
    );
    const redeem = await new Agent(ctx.app).post(apiPath('auth/reset-password.php'), {
      token,
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
    });
    expect(redeem.json().code).toBe('RESET_TOKEN_INVALID');
  });
});
