import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, ROLE, ZDocumentListResponse } from '@portal/contract';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { companies, documents } from '../../db/schema';
import { FIXTURE, createActor, seedDocument, storedFiles, upload, type Actor } from '../../../test/actors';

let ctx: TestContext;
let alice: Actor;
let bob: Actor;
let admin: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createActor(ctx);
  bob = await createActor(ctx);
  admin = await createActor(ctx, { role: ROLE.ADMIN });
});
afterAll(async () => ctx.close());

const uploadOk = async (actor: Actor, type: string, name: string, content = FIXTURE.pdf) => {
  const res = await upload(ctx, actor.agent, { type, file: { name, content } });
  expect(res.statusCode).toBe(201);
  return res.json().data.document as { uuid: string; file_url: string };
};
const rowOf = async (uuid: string) =>
  (await ctx.app.deps.db.select().from(documents).where(eq(documents.uuid, uuid)))[0];
const hasFile = (key: string) => storedFiles(ctx).some((f) => f.endsWith(key));

describe('GET documents/list.php', () => {
  it('answers 401 without a session', async () => {
    expect((await new Agent(ctx.app).get(apiPath('documents/list.php'))).statusCode).toBe(401);
  });

  it("lists only the caller's current documents", async () => {
    const user = await createActor(ctx);
    await seedDocument(ctx, user, 'nib', { isCurrent: false, name: 'lama.pdf' });
    await seedDocument(ctx, user, 'nib', { name: 'baru.pdf' });
    await seedDocument(ctx, user, 'ktp_pimpinan');
    await seedDocument(ctx, bob, 'nib', { name: 'milik-bob.pdf' });
    const res = await user.agent.get(apiPath('documents/list.php'));
    expect(res.statusCode).toBe(200);
    const { documents: docs } = ZDocumentListResponse.parse(res.json().data);
    expect(docs.map((d) => d.original_name).sort()).toEqual(['baru.pdf', 'ktp_pimpinan.pdf']);
  });
});

describe('GET documents/download.php', () => {
  it('answers 401 without a session and 422 for a malformed uuid', async () => {
    expect((await new Agent(ctx.app).get(`${apiPath('documents/download.php')}?uuid=${randomUUID()}`)).statusCode).toBe(
      401,
    );
    const bad = await alice.agent.get(`${apiPath('documents/download.php')}?uuid=../../etc/passwd`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.uuid).toBeDefined();
  });

  it('serves the owner the file with the recorded type, a safe name, nosniff, sandbox CSP and no caching', async () => {
    const doc = await uploadOk(alice, 'nib', "NIB Perusahaan; ü (1)'.pdf");
    const res = await alice.agent.get(doc.file_url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'self'");
    expect(res.headers['cache-control']).toBe('private, no-store');
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[A-Za-z0-9_.-]+"; filename\*=UTF-8''/);
    expect(disposition).toContain('filename="NIB_Perusahaan_u_1_.pdf"');
    expect(disposition).toContain("filename*=UTF-8''NIB%20Perusahaan%3B%20%C3%BC%20%281%29%27.pdf");
    expect(res.rawPayload.equals(FIXTURE.pdf)).toBe(true);

    const view = await alice.agent.get(`${doc.file_url}&mode=view`);
    expect(String(view.headers['content-disposition']).startsWith('inline; ')).toBe(true);
  });

  it('serves a PDF uploaded as .jpg as application/pdf under a .pdf name', async () => {
    const doc = await uploadOk(alice, 'akta_perubahan', 'scan.jpg');
    const res = await alice.agent.get(doc.file_url);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('filename="scan.pdf"');
  });

  it("answers 404 to a user reading another company's document, and serves it to an admin", async () => {
    const doc = await uploadOk(bob, 'ktp_pimpinan', 'ktp.png', FIXTURE.png);
    const res = await alice.agent.get(doc.file_url);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(res.headers['content-disposition']).toBeUndefined();
    const asAdmin = await admin.agent.get(doc.file_url);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/png');
  });

  it('answers 404 when the row exists but the stored file is gone', async () => {
    const row = await seedDocument(ctx, alice, 'akta_pendirian');
    const res = await alice.agent.get(`${apiPath('documents/download.php')}?uuid=${row.uuid}`);
    expect(res.statusCode).toBe(404);
  });
});

describe('GET admin/documents/get_document.php', () => {
  it('answers 401 without a session and 403 to a user, even the owner', async () => {
    const doc = await uploadOk(alice, 'npwp_perusahaan', 'npwp.pdf');
    expect(
      (await new Agent(ctx.app).get(`${apiPath('admin/documents/get_document.php')}?uuid=${doc.uuid}`)).statusCode,
    ).toBe(401);
    const res = await alice.agent.get(`${apiPath('admin/documents/get_document.php')}?uuid=${doc.uuid}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('serves the admin inline with the same headers; 422 for a bad uuid, 404 for an unknown one', async () => {
    const doc = await uploadOk(bob, 'npwp_perusahaan', 'npwp bob.pdf');
    const res = await admin.agent.get(`${apiPath('admin/documents/get_document.php')}?uuid=${doc.uuid}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // An administrator's copy is named after the company and type (docs/business-rules.md#files).
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="PT_Maju_Jaya_\d+_npwp_perusahaan\.pdf"/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("sandbox; frame-ancestors 'self'");
    expect((await admin.agent.get(`${apiPath('admin/documents/get_document.php')}?uuid=x`)).statusCode).toBe(422);
    expect(
      (await admin.agent.get(`${apiPath('admin/documents/get_document.php')}?uuid=${randomUUID()}`)).statusCode,
    ).toBe(404);
  });
});

describe('POST documents/delete.php', () => {
  it('answers 401 without a session, 403 without the CSRF token, 422 for a malformed uuid', async () => {
    const doc = await uploadOk(alice, 'pasfoto_pimpinan', 'foto.pdf');
    expect(
      (await new Agent(ctx.app).post(apiPath('documents/delete.php'), { uuid: doc.uuid }, { csrf: false })).statusCode,
    ).toBe(401);
    expect(
      (await alice.agent.post(apiPath('documents/delete.php'), { uuid: doc.uuid }, { csrf: false })).statusCode,
    ).toBe(403);
    expect((await alice.agent.post(apiPath('documents/delete.php'), { uuid: 'nope' })).statusCode).toBe(422);
    expect(await rowOf(doc.uuid)).toBeDefined();
  });

  it("answers 404 to a user deleting another company's document and keeps row and file", async () => {
    const doc = await uploadOk(bob, 'pasfoto_pimpinan', 'foto-bob.pdf');
    const res = await alice.agent.post(apiPath('documents/delete.php'), { uuid: doc.uuid });
    expect(res.statusCode).toBe(404);
    const row = await rowOf(doc.uuid);
    expect(row).toBeDefined();
    expect(hasFile(row.storageKey)).toBe(true);
  });

  it('deletes the owner’s unverified document: row and file', async () => {
    const doc = await uploadOk(alice, 'kta_kadin_terakhir', 'kta.pdf');
    const key = (await rowOf(doc.uuid)).storageKey;
    const res = await alice.agent.post(apiPath('documents/delete.php'), { uuid: doc.uuid });
    expect(res.statusCode).toBe(200);
    expect(await rowOf(doc.uuid)).toBeUndefined();
    expect(hasFile(key)).toBe(false);
  });

  it('refuses a verified document and anything while in review (409), keeping row and file', async () => {
    const user = await createActor(ctx);
    const verified = await seedDocument(ctx, user, 'nib', { status: 'verified' });
    const res = await user.agent.post(apiPath('documents/delete.php'), { uuid: verified.uuid });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVALID_TRANSITION');

    const doc = await uploadOk(user, 'ktp_pimpinan', 'ktp.pdf');
    await ctx.app.deps.db
      .update(companies)
      .set({ status: COMPANY_STATUS.IN_REVIEW })
      .where(eq(companies.id, user.company!.id));
    const inReview = await user.agent.post(apiPath('documents/delete.php'), { uuid: doc.uuid });
    expect(inReview.statusCode).toBe(409);
    const row = await rowOf(doc.uuid);
    expect(row).toBeDefined();
    expect(hasFile(row.storageKey)).toBe(true);
  });
});
