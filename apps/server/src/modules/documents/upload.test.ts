import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, ROLE, UPLOAD_MAX_BYTES, ZUploadDocumentResponse } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { companies, documents } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import {
  FIXTURE,
  cookieHeader,
  createActor,
  multipartBody,
  seedDocument,
  storedFiles,
  upload,
  type Actor,
} from '../../../test/actors';

let ctx: TestContext;
let alice: Actor;
let root: string;

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createActor(ctx);
  root = path.join(ctx.dataDir, 'files');
});
afterAll(async () => ctx.close());

const docRows = async (userId: number) => ctx.app.deps.db.select().from(documents).where(eq(documents.userId, userId));

/** Runs `fn` and asserts it added no document row and no file (a failed upload stores nothing). */
async function expectNothingStored(fn: () => Promise<void>) {
  const rowsBefore = (await ctx.app.deps.db.select().from(documents)).length;
  const filesBefore = storedFiles(ctx).length;
  await fn();
  expect((await ctx.app.deps.db.select().from(documents)).length).toBe(rowsBefore);
  expect(storedFiles(ctx).length).toBe(filesBefore);
}

describe('POST documents/upload.php: access and CSRF', () => {
  it('answers 401 without a session', async () => {
    const { body, contentType } = multipartBody(
      { document_type: 'nib', category: 'initial_registration' },
      { name: 'a.pdf', content: FIXTURE.pdf },
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPath('documents/upload.php'),
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 when both the header token and the form field are missing, or they differ', async () => {
    await expectNothingStored(async () => {
      for (const opts of [
        { headerCsrf: false as const, fieldCsrf: false as const },
        { fieldCsrf: `${alice.agent.csrf}x` },
        { headerCsrf: `${alice.agent.csrf}x` },
      ]) {
        const res = await upload(ctx, alice.agent, { type: 'nib', ...opts });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('CSRF_INVALID');
      }
    });
  });

  it('takes one valid copy of the token: the header alone, or the form field alone', async () => {
    for (const opts of [{ fieldCsrf: false as const }, { headerCsrf: false as const }]) {
      const res = await upload(ctx, alice.agent, { type: 'nib', ...opts });
      expect(res.statusCode).toBe(201);
    }
  });

  it('refuses an administrator account, which has no company (403)', async () => {
    const admin = await createActor(ctx, { role: ROLE.ADMIN });
    await expectNothingStored(async () => {
      const res = await upload(ctx, admin.agent, { type: 'nib' });
      expect(res.statusCode).toBe(403);
    });
  });
});

describe('POST documents/upload.php: validation', () => {
  it('answers 422 for a missing file, an unknown type or a registration type in another category', async () => {
    await expectNothingStored(async () => {
      const noFile = await upload(ctx, alice.agent, { type: 'nib', file: null });
      expect(noFile.statusCode).toBe(422);
      expect(noFile.json().errors.document).toBeDefined();
      const badType = await upload(ctx, alice.agent, { type: 'surat_cinta' });
      expect(badType.statusCode).toBe(422);
      expect(badType.json().errors.document_type).toBeDefined();
      const wrongCategory = await upload(ctx, alice.agent, { type: 'nib', category: 'payment_proof' });
      expect(wrongCategory.statusCode).toBe(422);
      const badCategory = await upload(ctx, alice.agent, { type: 'nib', category: 'lainnya' });
      expect(badCategory.statusCode).toBe(422);
      expect(badCategory.json().errors.category).toBeDefined();
    });
  });

  it('answers 422 for a file under another field name and 413 for a second file, storing nothing', async () => {
    const send = (file: Parameters<typeof multipartBody>[1]) => {
      const { body, contentType } = multipartBody(
        { document_type: 'nib', category: 'initial_registration', csrf_token: alice.agent.csrf! },
        file,
      );
      return ctx.app.inject({
        method: 'POST',
        url: apiPath('documents/upload.php'),
        payload: body,
        headers: { 'content-type': contentType, cookie: cookieHeader(alice.agent), 'x-csrf-token': alice.agent.csrf! },
      });
    };
    await expectNothingStored(async () => {
      const wrongField = await send({ name: 'a.pdf', content: FIXTURE.pdf, field: 'berkas' });
      expect(wrongField.statusCode).toBe(422);
      expect(wrongField.json().errors.berkas).toBeDefined();
      const two = await send([
        { name: 'a.pdf', content: FIXTURE.pdf },
        { name: 'b.pdf', content: FIXTURE.pdf },
      ]);
      expect(two.statusCode).toBe(413);
      expect(two.json().status).toBe('error');
    });
  });

  it('answers 422 to a JSON body (multipart is required)', async () => {
    const res = await alice.agent.post(apiPath('documents/upload.php'), {
      document_type: 'nib',
      category: 'initial_registration',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.document).toBeDefined();
  });
});

describe('POST documents/upload.php: content checks', () => {
  it('stores a PDF under a random key with its SHA-256, size and sniffed type (201)', async () => {
    const res = await upload(ctx, alice.agent, {
      type: 'nib',
      file: { name: 'NIB Perusahaan.pdf', content: FIXTURE.pdf },
    });
    expect(res.statusCode).toBe(201);
    const { document } = ZUploadDocumentResponse.parse(res.json().data);
    expect(document).toMatchObject({
      document_type: 'nib',
      category: 'initial_registration',
      status: 'uploaded',
      original_name: 'NIB Perusahaan.pdf',
      file_size: FIXTURE.pdf.length,
      mime_type: 'application/pdf',
      sha256: sha256(FIXTURE.pdf),
      file_url: `${apiPath('documents/download.php')}?uuid=${document.uuid}`,
    });
    const [row] = await ctx.app.deps.db.select().from(documents).where(eq(documents.uuid, document.uuid));
    expect(row.storageKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(row.companyId).toBe(alice.company!.id);
    const stored = storedFiles(ctx).find((f) => f.endsWith(row.storageKey));
    expect(stored).toBeDefined();
    expect(path.resolve(stored!).startsWith(`${root}${path.sep}`)).toBe(true);
    expect(fs.readFileSync(stored!).equals(FIXTURE.pdf)).toBe(true);
    // Nothing is left in the temporary folder.
    expect(storedFiles(ctx).some((f) => f.includes(`${path.sep}.tmp${path.sep}`))).toBe(false);
  });

  it('accepts JPG and PNG by their magic bytes', async () => {
    const jpg = await upload(ctx, alice.agent, {
      type: 'pasfoto_pimpinan',
      file: { name: 'foto.jpeg', content: FIXTURE.jpg },
    });
    expect(jpg.statusCode).toBe(201);
    expect(jpg.json().data.document.mime_type).toBe('image/jpeg');
    const png = await upload(ctx, alice.agent, {
      type: 'ktp_pimpinan',
      file: { name: 'ktp.png', content: FIXTURE.png },
    });
    expect(png.statusCode).toBe(201);
    expect(png.json().data.document.mime_type).toBe('image/png');
  });

  it('rejects a renamed executable (MZ, ELF) whatever its name and declared type (422 FILE_REJECTED)', async () => {
    await expectNothingStored(async () => {
      for (const content of [FIXTURE.exe, FIXTURE.elf, Buffer.from('<html><script>alert(1)</script></html>')]) {
        const res = await upload(ctx, alice.agent, {
          type: 'npwp_perusahaan',
          file: { name: 'npwp.pdf', content, contentType: 'application/pdf' },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ status: 'error', code: 'FILE_REJECTED' });
      }
    });
  });

  it('rejects an empty file (422 FILE_REJECTED)', async () => {
    await expectNothingStored(async () => {
      const res = await upload(ctx, alice.agent, {
        type: 'npwp_perusahaan',
        file: { name: 'kosong.pdf', content: Buffer.alloc(0) },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('FILE_REJECTED');
    });
  });

  it('rejects a file over 5 MiB with 413 FILE_TOO_LARGE and stores nothing; exactly 5 MiB passes', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20);
    FIXTURE.pdf.copy(big);
    await expectNothingStored(async () => {
      const res = await upload(ctx, alice.agent, { type: 'akta_pendirian', file: { name: 'besar.pdf', content: big } });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: 'error', code: 'FILE_TOO_LARGE' });
    });
    const exact = await upload(ctx, alice.agent, {
      type: 'akta_pendirian',
      file: { name: 'pas.pdf', content: big.subarray(0, UPLOAD_MAX_BYTES) },
    });
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.document.file_size).toBe(UPLOAD_MAX_BYTES);
  });

  it('keeps a PDF named .jpg and records it as a PDF', async () => {
    const res = await upload(ctx, alice.agent, {
      type: 'akta_perubahan',
      file: { name: 'scan.jpg', content: FIXTURE.pdf, contentType: 'image/jpeg' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.document).toMatchObject({ original_name: 'scan.jpg', mime_type: 'application/pdf' });
  });

  it('never lets a file name reach the file system: path parts and control characters are dropped', async () => {
    const nasty = '../../../etc/pa\u0001ss\u0007wd\u202e.pdf';
    const res = await upload(ctx, alice.agent, { type: 'sk_kemenkumham', file: { name: nasty, content: FIXTURE.pdf } });
    expect(res.statusCode).toBe(201);
    const name = res.json().data.document.original_name as string;
    expect(name).toBe('passwd.pdf');
    const [row] = await ctx.app.deps.db
      .select()
      .from(documents)
      .where(eq(documents.uuid, res.json().data.document.uuid));
    expect(row.storageKey).not.toContain('passwd');
    for (const f of storedFiles(ctx)) expect(path.resolve(f).startsWith(`${root}${path.sep}`)).toBe(true);
    expect(fs.existsSync(path.join(ctx.dataDir, '..', 'etc'))).toBe(false);

    const windows = await upload(ctx, alice.agent, {
      type: 'sk_kemenkumham',
      file: { name: '..\\..\\C:\\x\\surat.pdf', content: FIXTURE.pdf },
    });
    expect(windows.statusCode).toBe(201);
    expect(windows.json().data.document.original_name).toBe('surat.pdf');
  });

  it('cuts a very long original name to 200 characters, keeping the extension', async () => {
    const res = await upload(ctx, alice.agent, {
      type: 'sk_kemenkumham',
      file: { name: `${'a'.repeat(300)}.pdf`, content: FIXTURE.pdf },
    });
    expect(res.statusCode).toBe(201);
    const name = res.json().data.document.original_name as string;
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('leaves no row and no file when the upload is cut off mid-file', async () => {
    const { body, contentType } = multipartBody(
      { document_type: 'kta_kadin_terakhir', category: 'initial_registration', csrf_token: alice.agent.csrf! },
      { name: 'kta.pdf', content: Buffer.concat([FIXTURE.pdf, Buffer.alloc(64 * 1024, 0x41)]) },
    );
    await expectNothingStored(async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: apiPath('documents/upload.php'),
        payload: body.subarray(0, body.length - 30 * 1024),
        headers: { 'content-type': contentType, cookie: cookieHeader(alice.agent), 'x-csrf-token': alice.agent.csrf! },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
    });
  });
});

describe('POST documents/upload.php: replacement and state rules', () => {
  it('makes a re-upload current and keeps the earlier file as history', async () => {
    const bob = await createActor(ctx);
    const first = await upload(ctx, bob.agent, { type: 'nib', file: { name: 'nib-lama.pdf', content: FIXTURE.pdf } });
    const second = await upload(ctx, bob.agent, { type: 'nib', file: { name: 'nib-baru.png', content: FIXTURE.png } });
    expect(second.statusCode).toBe(201);
    const rows = await docRows(bob.user.id);
    const byUuid = new Map(rows.map((r) => [r.uuid, r]));
    expect(byUuid.get(first.json().data.document.uuid)!.isCurrent).toBe(0);
    expect(byUuid.get(second.json().data.document.uuid)!.isCurrent).toBe(1);
    // Both files are still stored (history that admins see).
    for (const r of rows) expect(storedFiles(ctx).some((f) => f.endsWith(r.storageKey))).toBe(true);
    const list = await bob.agent.get(apiPath('documents/list.php'));
    expect(list.json().data.documents.map((d: { original_name: string }) => d.original_name)).toEqual(['nib-baru.png']);
  });

  it("cannot replace another company's document: an upload of the same type only touches the caller's", async () => {
    const carol = await createActor(ctx);
    const dave = await createActor(ctx);
    const carolDoc = (await upload(ctx, carol.agent, { type: 'npwp_pimpinan' })).json().data.document;
    const daveRes = await upload(ctx, dave.agent, { type: 'npwp_pimpinan' });
    expect(daveRes.statusCode).toBe(201);
    const [carolRow] = await ctx.app.deps.db.select().from(documents).where(eq(documents.uuid, carolDoc.uuid));
    expect(carolRow.isCurrent).toBe(1);
    expect(carolRow.userId).toBe(carol.user.id);
    const [daveRow] = await ctx.app.deps.db
      .select()
      .from(documents)
      .where(eq(documents.uuid, daveRes.json().data.document.uuid));
    expect(daveRow.userId).toBe(dave.user.id);
    expect(daveRow.companyId).toBe(dave.company!.id);
  });

  it('refuses to replace a verified document (409 INVALID_TRANSITION)', async () => {
    const erin = await createActor(ctx);
    const verified = await seedDocument(ctx, erin, 'nib', { status: 'verified' });
    await expectNothingStored(async () => {
      const res = await upload(ctx, erin.agent, { type: 'nib' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
    });
    const [row] = await ctx.app.deps.db.select().from(documents).where(eq(documents.id, verified.id));
    expect(row.isCurrent).toBe(1);
  });

  it('refuses any upload while the registration is in review, and registration uploads once approved (409)', async () => {
    const frank = await createActor(ctx, { companyStatus: COMPANY_STATUS.IN_REVIEW });
    await expectNothingStored(async () => {
      const res = await upload(ctx, frank.agent, { type: 'nib' });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('INVALID_TRANSITION');
      // Files beyond the registration need an approved company (docs/business-rules.md#upload-categories).
      const other = await upload(ctx, frank.agent, { type: 'dokumen_tambahan', category: 'other' });
      expect(other.statusCode).toBe(403);
      expect(other.json().code).toBe('DOCUMENTS_NOT_VERIFIED');
    });
    await ctx.app.deps.db
      .update(companies)
      .set({ status: COMPANY_STATUS.VERIFIED })
      .where(eq(companies.id, frank.company!.id));
    await expectNothingStored(async () => {
      const res = await upload(ctx, frank.agent, { type: 'akta_perubahan' });
      expect(res.statusCode).toBe(409);
    });
    // Other categories stay open to a verified company (files for document requests).
    const extra = await upload(ctx, frank.agent, { type: 'dokumen_tambahan', category: 'other' });
    expect(extra.statusCode).toBe(201);
  });

  it('accepts the rejected state: a rejected document can be replaced', async () => {
    const gina = await createActor(ctx, { companyStatus: COMPANY_STATUS.REJECTED });
    const rejected = await seedDocument(ctx, gina, 'ktp_pimpinan', { status: 'rejected' });
    const res = await upload(ctx, gina.agent, { type: 'ktp_pimpinan' });
    expect(res.statusCode).toBe(201);
    const [old] = await ctx.app.deps.db.select().from(documents).where(eq(documents.id, rejected.id));
    expect(old.isCurrent).toBe(0);
  });
});
