import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  COMPANY_STATUS,
  requiredRegistrationDocuments,
  ROLE,
  ZAdminCompanyDetailResponse,
  ZAdminCompanyListResponse,
} from '@portal/contract';
import { createTestContext, validNpwp, type TestContext } from '../../../test/helpers';
import { companies, users } from '../../db/schema';
import { createActor, seedDocument, type Actor } from '../../../test/actors';

let ctx: TestContext;
let admin: Actor;
let a: Actor;
let b: Actor;
let c: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  a = await createActor(ctx, { companyStatus: COMPANY_STATUS.IN_REVIEW });
  b = await createActor(ctx, { companyStatus: COMPANY_STATUS.VERIFIED });
  c = await createActor(ctx, { entityType: 'Perorangan' });
  await ctx.app.deps.db.update(companies).set({ name: '@Sinar Formula' }).where(eq(companies.id, c.company!.id));
});
afterAll(async () => ctx.close());

const list = async (qs: string) => {
  const res = await admin.agent.get(`${apiPath('admin/companies/list.php')}${qs}`);
  expect(res.statusCode).toBe(200);
  return ZAdminCompanyListResponse.parse(res.json().data);
};

describe('GET admin/companies/list.php', () => {
  it('paginates with a total and refuses per_page over 100', async () => {
    const p1 = await list('?per_page=2&page=1&sort=oldest');
    const p2 = await list('?per_page=2&page=2&sort=oldest');
    expect(p1.total).toBe(3);
    expect(p1.items.map((x) => x.companyId)).toEqual([a.company!.id, b.company!.id]);
    expect(p2.items.map((x) => x.companyId)).toEqual([c.company!.id]);
    expect(p1.items[0]).toMatchObject({ owner_email: a.user.email, owner_uuid: a.user.uuid, status: 'in_review' });
    expect((await admin.agent.get(`${apiPath('admin/companies/list.php')}?per_page=101`)).statusCode).toBe(422);
  });

  it('filters by status and searches name, NPWP (with punctuation) and NIB', async () => {
    expect((await list('?status=verified')).items.map((x) => x.companyId)).toEqual([b.company!.id]);
    expect((await admin.agent.get(`${apiPath('admin/companies/list.php')}?status=draft`)).statusCode).toBe(422);
    expect((await list('?q=sinar')).items.map((x) => x.companyId)).toEqual([c.company!.id]);
    const npwp = b.company!.npwp;
    const punctuated = `${npwp.slice(0, 2)}.${npwp.slice(2, 5)}.${npwp.slice(5, 8)}.${npwp.slice(8, 9)}-${npwp.slice(9, 12)}.${npwp.slice(12)}`;
    expect((await list(`?q=${encodeURIComponent(punctuated)}`)).items.map((x) => x.companyId)).toEqual([b.company!.id]);
    expect((await list(`?q=${a.company!.nib}`)).items.map((x) => x.companyId)).toEqual([a.company!.id]);
    expect((await list('?q=tidak-ada')).total).toBe(0);
  });
});

describe('GET admin/companies/detail.php', () => {
  it('answers 422 for a bad id and 404 for an unknown one', async () => {
    expect((await admin.agent.get(`${apiPath('admin/companies/detail.php')}?id=abc`)).statusCode).toBe(422);
    expect((await admin.agent.get(`${apiPath('admin/companies/detail.php')}?id=999999`)).statusCode).toBe(404);
  });

  it('returns the company, its user, every document with its history and the required types', async () => {
    await seedDocument(ctx, a, 'nib', {
      isCurrent: false,
      status: 'rejected',
      name: 'nib-lama.pdf',
      uploadedAt: new Date('2025-01-01T00:00:00Z'),
    });
    await seedDocument(ctx, a, 'nib', { name: 'nib-baru.pdf', uploadedAt: new Date('2025-01-02T00:00:00Z') });
    await seedDocument(ctx, b, 'nib', { name: 'milik-b.pdf' });
    const res = await admin.agent.get(`${apiPath('admin/companies/detail.php')}?id=${a.company!.id}`);
    expect(res.statusCode).toBe(200);
    const d = ZAdminCompanyDetailResponse.parse(res.json().data);
    expect(d.company.companyId).toBe(a.company!.id);
    expect(d.user.uuid).toBe(a.user.uuid);
    expect(d.documents.map((x) => [x.original_name, x.is_current])).toEqual([
      ['nib-baru.pdf', true],
      ['nib-lama.pdf', false],
    ]);
    expect(d.documents[0].admin_file_url).toBe(
      `${apiPath('admin/documents/get_document.php')}?uuid=${d.documents[0].uuid}`,
    );
    expect(d.required_documents).toEqual(requiredRegistrationDocuments('PT'));
    const perorangan = ZAdminCompanyDetailResponse.parse(
      (await admin.agent.get(`${apiPath('admin/companies/detail.php')}?id=${c.company!.id}`)).json().data,
    );
    expect(perorangan.required_documents).not.toContain('akta_pendirian');
  });
});

describe('POST admin/companies/update.php', () => {
  it('answers 403 without the CSRF token, 422 for invalid values, 404 for an unknown company', async () => {
    expect(
      (
        await admin.agent.post(
          apiPath('admin/companies/update.php'),
          { company_id: b.company!.id, name: 'X' },
          { csrf: false },
        )
      ).statusCode,
    ).toBe(403);
    const bad = await admin.agent.post(apiPath('admin/companies/update.php'), {
      company_id: b.company!.id,
      nib: '12',
      postal_code: 'abcde',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['nib', 'postal_code']);
    expect(
      (await admin.agent.post(apiPath('admin/companies/update.php'), { company_id: 999999, name: 'X' })).statusCode,
    ).toBe(404);
  });

  it('lets an admin correct identity fields of a verified company, with the uniqueness rules', async () => {
    const newNpwp = validNpwp(4242);
    const res = await admin.agent.post(apiPath('admin/companies/update.php'), {
      company_id: b.company!.id,
      name: 'PT Koreksi Admin',
      npwp: newNpwp,
      leader_name: 'Pimpinan Koreksi',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.company).toMatchObject({ name: 'PT Koreksi Admin', npwp: newNpwp, status: 'verified' });
    const [owner] = await ctx.app.deps.db.select().from(users).where(eq(users.id, b.user.id));
    expect(owner.name).toBe('Pimpinan Koreksi');
    const taken = await admin.agent.post(apiPath('admin/companies/update.php'), {
      company_id: b.company!.id,
      nib: a.company!.nib,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('NIB_TAKEN');
  });

  it('refuses an admin clearing a field submission needs (the e-mail) instead of keeping the old value', async () => {
    await admin.agent.post(apiPath('admin/companies/update.php'), {
      company_id: b.company!.id,
      email: 'lama@contoh.co.id',
    });
    const res = await admin.agent.post(apiPath('admin/companies/update.php'), { company_id: b.company!.id, email: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['validation.required']);
  });
});

describe('GET admin/companies/export.php', () => {
  it('exports the filter as CSV with formula cells escaped', async () => {
    const res = await admin.agent.get(`${apiPath('admin/companies/export.php')}?q=sinar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="perusahaan-/);
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Nama Perusahaan');
    expect(lines[1]).toContain(",'@Sinar Formula,");
    expect(lines[1]).not.toContain(',@Sinar');
    const all = (await admin.agent.get(`${apiPath('admin/companies/export.php')}?status=in_review`)).rawPayload
      .toString('utf8')
      .trimEnd()
      .split('\r\n');
    expect(all).toHaveLength(2);
    expect(all[1]).toContain('Sedang Ditinjau');
  });
});
