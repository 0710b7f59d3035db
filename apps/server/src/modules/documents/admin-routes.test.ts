import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, ROLE, ZAdminDocumentListResponse } from '@portal/contract';
import { createActor, seedDocument, type Actor } from '../../../test/actors';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { companies } from '../../db/schema';

let ctx: TestContext;
let admin: Actor;
let a: Actor;
let c: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  a = await createActor(ctx, { companyStatus: COMPANY_STATUS.IN_REVIEW });
  const b = await createActor(ctx, { companyStatus: COMPANY_STATUS.VERIFIED });
  c = await createActor(ctx, { entityType: 'Perorangan' });
  await ctx.app.deps.db.update(companies).set({ name: '@Sinar Formula' }).where(eq(companies.id, c.company!.id));
  await seedDocument(ctx, a, 'nib', {
    isCurrent: false,
    status: 'rejected',
    name: 'nib-lama.pdf',
    uploadedAt: new Date('2025-01-01T00:00:00Z'),
  });
  await seedDocument(ctx, a, 'nib', { name: 'nib-baru.pdf', uploadedAt: new Date('2025-01-02T00:00:00Z') });
  await seedDocument(ctx, b, 'nib', { name: 'milik-b.pdf' });
});
afterAll(async () => ctx.close());

describe('GET admin/documents/list.php', () => {
  const docs = async (qs: string) => {
    const res = await admin.agent.get(`${apiPath('admin/documents/list.php')}${qs}`);
    expect(res.statusCode).toBe(200);
    return ZAdminDocumentListResponse.parse(res.json().data);
  };

  it('lists every document incl. history, newest first, with filters and a total', async () => {
    await seedDocument(ctx, c, 'ktp_pimpinan', {
      status: 'verified',
      name: 'ktp-c.png',
      uploadedAt: new Date('2025-02-01T00:00:00Z'),
    });
    const all = await docs('?per_page=100');
    expect(all.total).toBe(4);
    expect(all.items.map((x) => x.uploaded_at)).toEqual([...all.items.map((x) => x.uploaded_at)].sort().reverse());
    expect((await docs('?document_type=nib')).total).toBe(3);
    expect((await docs('?status=verified')).items.map((x) => x.original_name)).toEqual(['ktp-c.png']);
    expect((await docs(`?company_id=${a.company!.id}`)).total).toBe(2);
    expect((await docs(`?company_id=${a.company!.id}&current=true`)).items.map((x) => x.original_name)).toEqual([
      'nib-baru.pdf',
    ]);
    expect((await docs('?q=sinar')).items.map((x) => x.company_name)).toEqual(['@Sinar Formula']);
    expect((await docs('?q=lama')).items.map((x) => x.original_name)).toEqual(['nib-lama.pdf']);
    const p2 = await docs('?per_page=3&page=2');
    expect(p2.items).toHaveLength(1);
    expect(p2.total).toBe(4);
  });

  it('answers 422 for bad filters and per_page over 100', async () => {
    for (const qs of ['?per_page=101', '?status=lost', '?company_id=x', '?current=maybe', '?document_type=../x']) {
      expect((await admin.agent.get(`${apiPath('admin/documents/list.php')}${qs}`)).statusCode, qs).toBe(422);
    }
  });
});
