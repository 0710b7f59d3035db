import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ZAdminDocumentRequestListResponse, ZCheckDocumentRequestResponse } from '@portal/contract';
import { auditLog, documentRequests } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import type { Actor } from '../../../test/actors';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { insertApplication, insertInvoice } from '../../../test/fixtures/workflow';
import { insertDocumentRequest } from '../../../test/fixtures/stats';

/** The answered-requests queue (docs/business-rules.md#queues). */
let ctx: TestContext;
let admin: Actor;
let company: Actor;
const db = () => ctx.app.deps.db;
const QUEUE = `${apiPath('admin/document-requests/list.php')}?status=fulfilled&checked=false&sort=answered`;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminActor(ctx);
  company = await verifiedCompany(ctx);
});
afterAll(async () => ctx.close());

const reviewing = () =>
  insertApplication(db(), { companyId: company.company!.id, userId: company.user.id, status: 'under_review' });
const queue = async () => ZAdminDocumentRequestListResponse.parse((await admin.agent.get(QUEUE)).json().data);
const check = (actor: Actor | Agent, uuid: string) =>
  (actor instanceof Agent ? actor : actor.agent).post(apiPath('admin/document-requests/check.php'), { uuid });
const menu = async () => (await admin.agent.get(apiPath('admin/menu-counts.php'))).json().data;

describe('answered document requests', () => {
  it('queue the answers nobody looked at, oldest answer first; check.php takes one out, once', async () => {
    const app = await reviewing();
    const late = await insertDocumentRequest(db(), app, {
      dueDate: '2026-11-30',
      status: 'fulfilled',
      fulfilledAt: new Date('2026-11-20T03:00:00Z'),
      title: 'Laporan pajak',
    });
    const early = await insertDocumentRequest(db(), app, {
      dueDate: '2026-11-30',
      status: 'fulfilled',
      fulfilledAt: new Date('2026-11-10T03:00:00Z'),
      title: 'Daftar peralatan',
    });
    const open = await insertDocumentRequest(db(), app, { dueDate: '2026-12-30' });
    const listed = await queue();
    expect(listed.items.map((r) => r.uuid)).toEqual([early.uuid, late.uuid]);
    expect(listed.total).toBe(2);
    expect(listed.items[0]).toMatchObject({ checked_at: null, checked_by_name: null, claimed_by: null });
    expect((await menu()).document_requests_answered).toBe(2);

    expect((await check(new Agent(ctx.app), early.uuid)).statusCode).toBe(401);
    expect((await check(company, early.uuid)).json().code).toBe('FORBIDDEN');
    expect((await check(admin, 'nope')).statusCode).toBe(422);
    expect((await check(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await check(admin, open.uuid)).json().code).toBe('INVALID_TRANSITION');

    const res = await check(admin, early.uuid);
    expect(res.statusCode).toBe(200);
    const { request } = ZCheckDocumentRequestResponse.parse(res.json().data);
    expect(request).toMatchObject({ uuid: early.uuid, checked_by_name: admin.user.name });
    expect(request.checked_at).not.toBeNull();
    expect((await queue()).items.map((r) => r.uuid)).toEqual([late.uuid]);
    expect((await menu()).document_requests_answered).toBe(1);
    // Once: a second look changes nothing and writes no second audit row.
    expect((await check(admin, early.uuid)).statusCode).toBe(200);
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document_request.check'), eq(auditLog.entityId, app.codeReg)));
    expect(rows).toHaveLength(1);
    // The checked ones are their own filter.
    const checked = await admin.agent.get(`${apiPath('admin/document-requests/list.php')}?checked=true`);
    expect(checked.json().data.items.map((r: { uuid: string }) => r.uuid)).toEqual([early.uuid]);
  });

  it('a decision on the application is a look at its answers', async () => {
    const app = await reviewing();
    await insertInvoice(db(), app, { status: 'paid' });
    const answered = await insertDocumentRequest(db(), app, { dueDate: '2026-11-30', status: 'fulfilled' });
    expect((await queue()).items.map((r) => r.uuid)).toContain(answered.uuid);
    const decided = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: app.codeReg,
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(200);
    expect((await queue()).items.map((r) => r.uuid)).not.toContain(answered.uuid);
    const [row] = await db().select().from(documentRequests).where(eq(documentRequests.id, answered.id));
    expect(row!.checkedBy).toBe(admin.user.id);
  });
});
