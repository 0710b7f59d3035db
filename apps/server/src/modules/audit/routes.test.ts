import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type TAuditItem, ZAuditListResponse } from '@portal/contract';
import { recordAudit, type TAuditEntry } from '../../lib/audit';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import type { Actor } from '../../../test/actors';
import { adminActor, submitted, verifiedCompany } from '../../../test/application-kit';

/** Log Audit: admin/audit/list.php and export.php (docs/api.md#admin-dashboard-and-audit). */
let ctx: TestContext;
let admin: Actor;
let company: Actor;

const budi = { userId: 9001, email: 'budi.admin@bski.example', role: 'admin' as const, ip: '10.0.0.1' };
const siti = { userId: 9002, email: 'Siti.Rahma@bski.example', role: 'admin' as const, ip: '10.0.0.2' };
const system = { userId: null, email: null, role: 'system' as const, ip: null };

/** Rows of 2020 (the real actions of this file happen now): only they fall in `YEAR`. */
const SEEDED: TAuditEntry[] = [
  // 23:59:59 WIB on 31 January.
  {
    at: new Date('2020-01-31T16:59:59Z'),
    actor: budi,
    action: 'invoice.verify_payment',
    entityType: 'invoice',
    entityId: 'inv-uuid-1',
    before: { status: 'waiting_confirmation' },
    after: { status: 'paid' },
    reason: 'Bukti cocok, "lunas"',
  },
  // 00:00 WIB on 1 February.
  {
    at: new Date('2020-01-31T17:00:00Z'),
    actor: system,
    action: 'invoice.expire',
    entityType: 'invoice',
    entityId: 'inv-uuid-2',
    before: { status: 'pending' },
    after: { status: 'cancelled' },
  },
  {
    at: new Date('2020-02-10T03:00:00Z'),
    actor: siti,
    action: 'application.approve',
    entityType: 'application',
    entityId: 'SP-000000777',
    before: { status: 'under_review' },
    after: { status: 'approved' },
  },
  {
    at: new Date('2020-02-11T03:00:00Z'),
    actor: budi,
    action: 'company.verify',
    entityType: 'company',
    entityId: '42',
    before: { status: 'in_review' },
    after: { status: 'verified' },
    reason: 'NPWP valid',
  },
];
const YEAR = 'from=2020-01-01&to=2020-12-31';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminActor(ctx);
  company = await verifiedCompany(ctx);
  await ctx.app.deps.db.transaction(async (tx) => {
    for (const entry of SEEDED) await recordAudit(tx, entry);
  });
});
afterAll(async () => ctx.close());

async function list(query: string) {
  const res = await admin.agent.get(`${apiPath('admin/audit/list.php')}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZAuditListResponse.parse(res.json().data);
}
const ids = (items: TAuditItem[]) => items.map((i) => i.entity_id);

describe('access', () => {
  it('401 anonymous, 403 for a company user, 200 for an admin, on both endpoints', async () => {
    for (const url of [apiPath('admin/audit/list.php'), apiPath('admin/audit/export.php')]) {
      expect((await new Agent(ctx.app).get(url)).statusCode, url).toBe(401);
      const forbidden = await company.agent.get(url);
      expect(forbidden.statusCode, url).toBe(403);
      expect(forbidden.json().status).toBe('error');
      expect((await admin.agent.get(url)).statusCode, url).toBe(200);
    }
  });

  it('422 for an unknown entity type, from after to, and a date that is not one', async () => {
    const bad: [string, string][] = [
      ['entity_type=tagihan', 'entity_type'],
      ['from=2020-02-02&to=2020-02-01', 'to'],
      ['from=2020-13-01', 'from'],
      ['to=kemarin', 'to'],
      ['sort=random', 'sort'],
      ['per_page=0', 'per_page'],
    ];
    for (const [query, field] of bad) {
      for (const url of [apiPath('admin/audit/list.php'), apiPath('admin/audit/export.php')]) {
        const res = await admin.agent.get(`${url}?${query}`);
        expect(res.statusCode, `${url}?${query}`).toBe(422);
        expect(Object.keys(res.json().errors), query).toContain(field);
      }
    }
  });
});

describe('GET admin/audit/list.php', () => {
  it('answers the rows newest first by default, oldest first with sort=oldest, every field', async () => {
    const newest = await list(YEAR);
    expect(newest.total).toBe(4);
    expect(ids(newest.items)).toEqual(['42', 'SP-000000777', 'inv-uuid-2', 'inv-uuid-1']);
    expect(ids((await list(`${YEAR}&sort=oldest`)).items)).toEqual(['inv-uuid-1', 'inv-uuid-2', 'SP-000000777', '42']);
    expect(newest.items[3]).toEqual({
      id: expect.any(Number),
      at: '2020-01-31T16:59:59.000Z',
      actor_email: 'budi.admin@bski.example',
      actor_role: 'admin',
      ip: '10.0.0.1',
      action: 'invoice.verify_payment',
      entity_type: 'invoice',
      entity_id: 'inv-uuid-1',
      before: { status: 'waiting_confirmation' },
      after: { status: 'paid' },
      reason: 'Bukti cocok, "lunas"',
    });
    expect(newest.items[2]).toMatchObject({ actor_email: null, actor_role: 'system', ip: null, reason: null });
  });

  it('from and to are WIB days, both included', async () => {
    expect(ids((await list('from=2020-01-31&to=2020-01-31')).items)).toEqual(['inv-uuid-1']);
    expect(ids((await list('from=2020-02-01&to=2020-02-01')).items)).toEqual(['inv-uuid-2']);
    expect(ids((await list('from=2020-02-10&to=2020-02-11')).items)).toEqual(['42', 'SP-000000777']);
    expect(ids((await list('to=2020-02-10')).items)).toEqual(['SP-000000777', 'inv-uuid-2', 'inv-uuid-1']);
  });

  it('filters by entity type, and by entity type and id (one entity history)', async () => {
    expect(ids((await list(`${YEAR}&entity_type=invoice`)).items)).toEqual(['inv-uuid-2', 'inv-uuid-1']);
    expect(ids((await list(`${YEAR}&entity_type=invoice&entity_id=inv-uuid-1`)).items)).toEqual(['inv-uuid-1']);
    // Exact: a part of the id is not the entity.
    expect((await list(`${YEAR}&entity_type=invoice&entity_id=inv-uuid`)).total).toBe(0);
    expect((await list(`${YEAR}&entity_type=company&entity_id=inv-uuid-1`)).total).toBe(0);
  });

  it('filters by actor: part of the e-mail in any case, or `system`', async () => {
    expect(ids((await list(`${YEAR}&actor=BUDI.ADMIN`)).items)).toEqual(['42', 'inv-uuid-1']);
    expect(ids((await list(`${YEAR}&actor=siti.rahma@`)).items)).toEqual(['SP-000000777']);
    expect(ids((await list(`${YEAR}&actor=system`)).items)).toEqual(['inv-uuid-2']);
    expect(ids((await list(`${YEAR}&actor=System`)).items)).toEqual(['inv-uuid-2']);
    expect((await list(`${YEAR}&actor=nobody%25`)).total).toBe(0);
  });

  it('filters by action: exact, or every action of an entity with a trailing dot', async () => {
    expect(ids((await list(`${YEAR}&action=invoice.`)).items)).toEqual(['inv-uuid-2', 'inv-uuid-1']);
    expect(ids((await list(`${YEAR}&action=invoice.expire`)).items)).toEqual(['inv-uuid-2']);
    expect((await list(`${YEAR}&action=invoice`)).total).toBe(0);
    expect((await list(`${YEAR}&action=invoice.exp`)).total).toBe(0);
  });

  it('q searches part of the entity id or of the reason', async () => {
    expect(ids((await list(`${YEAR}&q=npwp`)).items)).toEqual(['42']);
    expect(ids((await list(`${YEAR}&q=000000777`)).items)).toEqual(['SP-000000777']);
    expect(ids((await list(`${YEAR}&q=uuid`)).items)).toEqual(['inv-uuid-2', 'inv-uuid-1']);
    expect((await list(`${YEAR}&q=100%25`)).total).toBe(0);
  });

  it('pages on the server with the total', async () => {
    const first = await list(`${YEAR}&per_page=3&page=1`);
    expect(first).toMatchObject({ page: 1, per_page: 3, total: 4 });
    expect(ids(first.items)).toEqual(['42', 'SP-000000777', 'inv-uuid-2']);
    const second = await list(`${YEAR}&per_page=3&page=2`);
    expect(second).toMatchObject({ page: 2, per_page: 3, total: 4 });
    expect(ids(second.items)).toEqual(['inv-uuid-1']);
    expect((await list(`${YEAR}&per_page=3&page=3`)).items).toEqual([]);
  });

  it('shows what real actions recorded: the company user creating and submitting, the admin rejecting, with address and reason', async () => {
    const { codeReg } = await submitted(ctx, company);
    admin.agent.ip = '10.20.30.40';
    const res = await admin.agent.post(apiPath('admin/applications/decide.php'), {
      code_reg: codeReg,
      decision: 'reject',
      note: 'Neraca tidak terbaca',
    });
    expect(res.statusCode, res.body).toBe(200);
    const history = await list(`entity_type=application&entity_id=${codeReg}&sort=oldest`);
    expect(history.items.map((i) => [i.action, i.actor_role, i.actor_email])).toEqual([
      ['application.create', 'user', company.user.email],
      ['application.submit', 'user', company.user.email],
      ['application.reject', 'admin', admin.user.email],
    ]);
    expect(history.items[2]).toMatchObject({
      ip: '10.20.30.40',
      before: { status: 'submitted' },
      after: { status: 'rejected' },
      reason: 'Neraca tidak terbaca',
    });
    const byAdmin = await list(`actor=${encodeURIComponent(admin.user.email)}&action=invoice.`);
    expect(byAdmin.items.map((i) => i.action)).toEqual(['invoice.cancel']);
  });
});

describe('GET admin/audit/export.php', () => {
  it('answers the filtered rows as CSV: BOM, header, WIB times, JSON before/after, quoted reason', async () => {
    const res = await admin.agent.get(`${apiPath('admin/audit/export.php')}?${YEAR}&entity_type=invoice`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="log-audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Waktu (WIB),Email Pelaku,Peran,Alamat IP,Aksi,Jenis Entitas,ID Entitas,Sebelum (JSON),Sesudah (JSON),Alasan',
      '2020-02-01T00:00:00+07:00,,system,,invoice.expire,invoice,inv-uuid-2,"{""status"":""pending""}","{""status"":""cancelled""}",',
      '2020-01-31T23:59:59+07:00,budi.admin@bski.example,admin,10.0.0.1,invoice.verify_payment,invoice,inv-uuid-1,"{""status"":""waiting_confirmation""}","{""status"":""paid""}","Bukti cocok, ""lunas"""',
    ]);
  });

  it('follows sort=oldest and answers just the header when nothing matches', async () => {
    const oldest = await admin.agent.get(`${apiPath('admin/audit/export.php')}?${YEAR}&actor=budi&sort=oldest`);
    const rows = oldest.body.trimEnd().split('\r\n').slice(1);
    expect(rows.map((r) => r.split(',')[6])).toEqual(['inv-uuid-1', '42']);
    const none = await admin.agent.get(`${apiPath('admin/audit/export.php')}?${YEAR}&actor=nobody`);
    expect(none.statusCode).toBe(200);
    expect(none.body.trimEnd().split('\r\n')).toHaveLength(1);
  });
});
