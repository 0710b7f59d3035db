import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  EXPORT_BACKGROUND_THRESHOLD,
  ROLE,
  ZExportListResponse,
  ZExportStartedResponse,
  ZExportStatusResponse,
  type TExportJob,
} from '@portal/contract';
import { auditLog, exportJobs, notifications } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, type Actor } from '../../../test/actors';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { insertApplication } from '../../../test/fixtures/workflow';

/** Exports that never cut: every row, large ones in the background (docs/business-rules.md#exports). */
let ctx: TestContext;
let admin: Actor;
let other: Actor;
let company: Actor;
const db = () => ctx.app.deps.db;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminActor(ctx);
  other = await createActor(ctx, { role: ROLE.ADMIN });
  company = await verifiedCompany(ctx);
  for (let i = 0; i < 3; i++)
    await insertApplication(db(), {
      companyId: company.company!.id,
      userId: company.user.id,
      status: 'approved',
      createdAt: new Date(`2026-11-2${i}T20:30:00Z`),
    });
});
afterAll(async () => ctx.close());

const start = (actor: Actor | Agent, body: Record<string, unknown>) =>
  (actor instanceof Agent ? actor : actor.agent).post(apiPath('admin/exports/start.php'), body);
const statusOf = async (actor: Actor, id: string) => actor.agent.get(`${apiPath('admin/exports/status.php')}?id=${id}`);

/** Polls the status until the run is over (it runs in this process, after the answer). */
async function finished(id: string): Promise<TExportJob> {
  for (let i = 0; i < 600; i++) {
    const job = ZExportStatusResponse.parse((await statusOf(admin, id)).json().data).export;
    if (job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the export did not finish');
}

async function download(actor: Actor, id: string) {
  return ctx.app.inject({
    method: 'GET',
    url: `${apiPath('admin/exports/download.php')}?id=${id}`,
    headers: { cookie: [...actor.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
}

describe('POST admin/exports/start.php', () => {
  it('401, 403 a company, 403 without CSRF, 422 an unknown list, a filter its list refuses, a workbook of the audit trail', async () => {
    expect((await start(new Agent(ctx.app), { list: 'applications' })).statusCode).toBe(401);
    expect((await start(company, { list: 'applications' })).json().code).toBe('FORBIDDEN');
    const noCsrf = await admin.agent.post(
      apiPath('admin/exports/start.php'),
      { list: 'applications' },
      { csrf: false },
    );
    expect(noCsrf.json().code).toBe('CSRF_INVALID');
    expect((await start(admin, { list: 'passwords' })).json().errors.list).toBeDefined();
    expect((await start(admin, { list: 'applications', status: 'nope' })).json().errors.status).toBeDefined();
    expect((await start(admin, { list: 'audit', format: 'xlsx' })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message_key: 'exports.csv_only',
    });
  });

  it('makes the file in the background: progress, every row, the row count in its name, WIB times, a notification, an audit row', async () => {
    const res = await start(admin, { list: 'applications', format: 'csv', status: 'approved', sort: 'oldest' });
    expect(res.statusCode).toBe(202);
    expect(res.json().message_key).toBe('exports.started');
    const started = ZExportStartedResponse.parse(res.json().data);
    expect(started).toMatchObject({ row_count: 3 });
    expect(started.status_url).toBe(`${apiPath('admin/exports/status.php')}?id=${started.export_id}`);

    const job = await finished(started.export_id);
    expect(job).toMatchObject({ status: 'done', row_count: 3, rows_written: 3, progress: 100, list: 'applications' });
    expect(job.file_name).toMatch(/^permohonan-\d{4}-\d{2}-\d{2}-3-baris\.csv$/);
    expect(job.download_url).toBe(`${apiPath('admin/exports/download.php')}?id=${started.export_id}`);

    const file = await download(admin, started.export_id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${job.file_name}"`);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toContain('Dibuat (WIB)');
    // Created 20 November 20:30 UTC = 21 November 03:30 WIB, oldest first.
    expect(lines[1]).toContain('2026-11-21T03:30:00+07:00');

    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.kind, 'export_ready')));
    expect(note).toMatchObject({
      params: { exportId: started.export_id, fileName: job.file_name, rows: 3 },
      actionUrl: `/admin/exports?id=${started.export_id}`,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.applications'), eq(auditLog.entityId, started.export_id)));
    expect(audit).toMatchObject({ actorEmail: admin.user.email, entityType: 'export' });
    expect(audit!.after).toMatchObject({ format: 'csv', rows: 3, filter: { status: 'approved', sort: 'oldest' } });

    const mine = ZExportListResponse.parse((await admin.agent.get(apiPath('admin/exports/list.php'))).json().data);
    expect(mine.items.map((e) => e.export_id)).toContain(started.export_id);
    // Another administrator's export is as unknown as a missing one.
    expect((await statusOf(other, started.export_id)).statusCode).toBe(404);
    expect((await download(other, started.export_id)).statusCode).toBe(404);
    expect((await other.agent.get(apiPath('admin/exports/list.php'))).json().data.total).toBe(0);
  });

  it('a workbook: the company list with the leader NIK as text and phones without an apostrophe', async () => {
    const started = ZExportStartedResponse.parse(
      (await start(admin, { list: 'companies', format: 'xlsx' })).json().data,
    );
    const job = await finished(started.export_id);
    expect(job.file_name).toMatch(/-baris\.xlsx$/);
    const file = await download(admin, started.export_id);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const nik = header.indexOf('NIK Pimpinan');
    const phone = header.indexOf('Telepon Pemilik');
    expect(nik).toBeGreaterThan(0);
    const values = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    expect(values.length).toBe(job.rows_written);
    for (const row of values) {
      const p = row.getCell(phone).value;
      if (p) expect(String(p)).toMatch(/^\+62\d+$/);
    }
  });

  it('a download while it runs is a 409; a run whose instance went away reads as failed', async () => {
    const now = new Date();
    const [job] = await db()
      .insert(exportJobs)
      .values({
        adminId: admin.user.id,
        list: 'users',
        format: 'csv',
        filter: {},
        lang: 'id',
        rowCount: 20_000,
        rowsWritten: 5_000,
        createdAt: now,
        heartbeatAt: now,
      })
      .returning();
    const running = ZExportStatusResponse.parse((await statusOf(admin, job!.uuid)).json().data).export;
    expect(running).toMatchObject({ status: 'running', progress: 25, file_name: null, download_url: null });
    expect((await download(admin, job!.uuid)).json()).toMatchObject({
      code: 'CONFLICT',
      message_key: 'exports.not_ready',
    });
    await db()
      .update(exportJobs)
      .set({ heartbeatAt: new Date(now.getTime() - 3 * 60_000) })
      .where(eq(exportJobs.id, job!.id));
    expect(ZExportStatusResponse.parse((await statusOf(admin, job!.uuid)).json().data).export.status).toBe('failed');
    expect((await download(admin, job!.uuid)).json().message_key).toBe('exports.failed');
  });
});

describe("a list's export.php", () => {
  it(`answers the file at once up to ${EXPORT_BACKGROUND_THRESHOLD} rows, and 202 with a background export above`, async () => {
    const small = await admin.agent.get(`${apiPath('admin/audit/export.php')}?action=export.`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toMatch(/^text\/csv/);

    // More audit rows than the threshold, in one statement.
    await db().execute(sql`insert into audit_log (at, actor_role, action, entity_type, entity_id, reason)
      select now() - (g || ' seconds')::interval, 'system', 'test.bulk', 'settings', 'bulk-' || g, null
      from generate_series(1, ${EXPORT_BACKGROUND_THRESHOLD + 1}) as g`);
    const res = await admin.agent.get(`${apiPath('admin/audit/export.php')}?action=test.bulk`);
    expect(res.statusCode).toBe(202);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const started = ZExportStartedResponse.parse(res.json().data);
    expect(started.row_count).toBe(EXPORT_BACKGROUND_THRESHOLD + 1);
    const job = await finished(started.export_id);
    expect(job).toMatchObject({ status: 'done', rows_written: EXPORT_BACKGROUND_THRESHOLD + 1 });
    expect(job.file_name).toMatch(
      new RegExp(`^log-audit-\\d{4}-\\d{2}-\\d{2}-${EXPORT_BACKGROUND_THRESHOLD + 1}-baris\\.csv$`),
    );
    const file = await download(admin, started.export_id);
    expect(file.body.trim().split('\r\n')).toHaveLength(EXPORT_BACKGROUND_THRESHOLD + 2);
  }, 120_000);
});
