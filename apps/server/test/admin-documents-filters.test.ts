import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ROLE, ZAdminDocumentListResponse } from '@portal/contract';
import { companies } from '../src/db/schema';
import { FIXTURE, createActor, seedDocument, upload, type Actor } from './actors';
import { Agent, createTestContext, type TestContext } from './helpers';

/** Manajemen Dokumen: the upload-date filter and the names of an administrator's downloads (docs/decisions/041). */
let ctx: TestContext;
let admin: Actor;
let owner: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createActor(ctx, { role: ROLE.ADMIN });
  owner = await createActor(ctx);
  await ctx.app.deps.db.update(companies).set({ name: 'PT. Maju Jaya / Ü' }).where(eq(companies.id, owner.company!.id));
  // 23:30 WIB on 1 March, and 00:30 WIB on 2 March (still 1 March in UTC).
  await seedDocument(ctx, owner, 'akta_pendirian', {
    name: 'akhir-maret-1.pdf',
    uploadedAt: new Date('2025-03-01T16:30:00Z'),
  });
  await seedDocument(ctx, owner, 'akta_perubahan', {
    name: 'awal-maret-2.pdf',
    uploadedAt: new Date('2025-03-01T17:30:00Z'),
  });
});
afterAll(async () => ctx.close());

const names = async (qs: string) => {
  const res = await admin.agent.get(`${apiPath('admin/documents/list.php')}${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZAdminDocumentListResponse.parse(res.json().data).items.map((d) => d.original_name);
};

describe('GET admin/documents/list.php: upload date (WIB days)', () => {
  it('from and to are WIB calendar days, both included', async () => {
    expect(await names('?from=2025-03-02')).toEqual(['awal-maret-2.pdf']);
    expect(await names('?to=2025-03-01')).toEqual(['akhir-maret-1.pdf']);
    expect(await names('?from=2025-03-01&to=2025-03-02')).toEqual(['awal-maret-2.pdf', 'akhir-maret-1.pdf']);
    expect(await names('?from=2025-03-01&to=2025-03-01')).toEqual(['akhir-maret-1.pdf']);
    expect(await names('?from=&to=')).toHaveLength(2);
  });

  it('refuses a malformed date and a from after to (422 on the field)', async () => {
    const bad = await admin.agent.get(`${apiPath('admin/documents/list.php')}?from=2025-02-30`);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['from']);
    const reversed = await admin.agent.get(`${apiPath('admin/documents/list.php')}?from=2025-03-05&to=2025-03-01`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['validation.invalid']);
  });

  it('still answers 401 and 403 to others', async () => {
    expect((await new Agent(ctx.app).get(`${apiPath('admin/documents/list.php')}?from=2025-03-01`)).statusCode).toBe(
      401,
    );
    expect((await owner.agent.get(`${apiPath('admin/documents/list.php')}?from=2025-03-01`)).statusCode).toBe(403);
  });
});

describe("an administrator's download is named <company>_<type>.<ext>", () => {
  it('in the preview and the download, with filename* in UTF-8; the owner keeps the name uploaded', async () => {
    const res = await upload(ctx, owner.agent, {
      type: 'ktp_pimpinan',
      file: { name: 'ktp_pimpinan.png', content: FIXTURE.png },
    });
    expect(res.statusCode).toBe(201);
    const doc = res.json().data.document as { uuid: string; file_url: string };
    const preview = await admin.agent.get(`${apiPath('admin/documents/get_document.php')}?uuid=${doc.uuid}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-disposition']).toBe(
      `inline; filename="PT._Maju_Jaya_U_ktp_pimpinan.png"; filename*=UTF-8''PT._Maju_Jaya_%C3%9C_ktp_pimpinan.png`,
    );
    const download = await admin.agent.get(`${doc.file_url}&mode=download`);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="PT\._Maju_Jaya_U_ktp_pimpinan\.png"/,
    );
    const own = await owner.agent.get(`${doc.file_url}&mode=download`);
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="ktp_pimpinan\.png"/);
  });
});
