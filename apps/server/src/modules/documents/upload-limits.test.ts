import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPath, COMPANY_STATUS, DOCUMENT_CATEGORY, UPLOAD_QUOTA_BYTES } from '@portal/contract';
import { createTestContext, type TestContext } from '../../../test/helpers';
import { documents } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import {
  FIXTURE,
  cookieHeader,
  createActor,
  multipartBody,
  storedFiles,
  upload,
  type Actor,
} from '../../../test/actors';

/** Abuse limits of documents/upload.php (docs/decisions/015) and malformed multipart bodies. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { upload_user: { max: 5, windowS: 3600 } } });
});
afterAll(async () => ctx.close());

const rowsOf = async (userId: number) => ctx.app.deps.db.select().from(documents).where(eq(documents.userId, userId));

/** A stored-file row without a file, `bytes` large: history that counts against the quota. */
async function seedHistory(actor: Actor, bytes: number) {
  await ctx.app.deps.db.insert(documents).values({
    uuid: randomUUID(),
    userId: actor.user.id,
    companyId: actor.company!.id,
    documentType: 'nib',
    category: DOCUMENT_CATEGORY.INITIAL_REGISTRATION,
    isCurrent: 0,
    originalName: 'lama.pdf',
    storageKey: randomToken(24),
    fileSize: bytes,
    mimeType: 'application/pdf',
    sha256: 'x'.repeat(64),
  });
}

describe('upload rate limit per user', () => {
  it('answers 429 with Retry-After past the hourly limit, for that user only', async () => {
    const alice = await createActor(ctx);
    const bob = await createActor(ctx);
    for (const type of ['nib', 'ktp_pimpinan', 'npwp_pimpinan', 'npwp_perusahaan', 'akta_pendirian']) {
      expect((await upload(ctx, alice.agent, { type })).statusCode).toBe(201);
    }
    const filesBefore = storedFiles(ctx).length;
    const res = await upload(ctx, alice.agent, { type: 'pasfoto_pimpinan' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500);
    expect(storedFiles(ctx).length).toBe(filesBefore);
    expect(await rowsOf(alice.user.id)).toHaveLength(5);
    expect((await upload(ctx, bob.agent, { type: 'nib' })).statusCode).toBe(201);
  });
});

describe('storage quota per user, history included', () => {
  it('accepts a file that fills the quota exactly and refuses one byte more with 409 QUOTA_EXCEEDED', async () => {
    const carol = await createActor(ctx);
    await seedHistory(carol, UPLOAD_QUOTA_BYTES - FIXTURE.pdf.length + 1);
    const over = await upload(ctx, carol.agent, { type: 'nib' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      status: 'error',
      code: 'QUOTA_EXCEEDED',
      message: expect.stringMatching(/kuota/i),
    });
    expect(await rowsOf(carol.user.id)).toHaveLength(1);

    const dave = await createActor(ctx);
    await seedHistory(dave, UPLOAD_QUOTA_BYTES - FIXTURE.pdf.length);
    expect((await upload(ctx, dave.agent, { type: 'nib' })).statusCode).toBe(201);
  });

  it('refuses before reading the body once the quota is used up, and leaves no file behind', async () => {
    const erin = await createActor(ctx);
    await seedHistory(erin, UPLOAD_QUOTA_BYTES);
    const filesBefore = storedFiles(ctx);
    const res = await upload(ctx, erin.agent, { type: 'nib' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('QUOTA_EXCEEDED');
    expect(storedFiles(ctx)).toEqual(filesBefore);
  });
});

describe('document_type must belong to its category', () => {
  it.each([
    ['other', 'anything_goes'],
    ['other', 'nib'],
    ['payment_proof', 'lainnya'],
    ['sbu_application', 'bukti_transfer'],
    ['renewal', 'neraca_tahun_terakhir'],
  ])('%s/%s → 422 on document_type, nothing stored', async (category, type) => {
    const frank = await createActor(ctx);
    const res = await upload(ctx, frank.agent, { type, category });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.document_type).toBeDefined();
    expect(await rowsOf(frank.user.id)).toHaveLength(0);
  });

  it('a transfer proof is not a loose file: payment_proof → 422 on category (it goes through upload_proof.php), nothing stored', async () => {
    const hana = await createActor(ctx, { companyStatus: COMPANY_STATUS.VERIFIED });
    const res = await upload(ctx, hana.agent, { type: 'bukti_transfer', category: 'payment_proof' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.category).toBeDefined();
    expect(await rowsOf(hana.user.id)).toHaveLength(0);
  });

  it('a type of its own category is accepted (other/dokumen_tambahan) from a verified company; 403 before approval', async () => {
    const early = await createActor(ctx);
    const refused = await upload(ctx, early.agent, { type: 'dokumen_tambahan', category: 'other' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('DOCUMENTS_NOT_VERIFIED');
    const gina = await createActor(ctx, { companyStatus: COMPANY_STATUS.VERIFIED });
    const res = await upload(ctx, gina.agent, { type: 'dokumen_tambahan', category: 'other' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.document).toMatchObject({ document_type: 'dokumen_tambahan', category: 'other' });
  });
});

describe('malformed multipart bodies answer 4xx in the envelope', () => {
  let hank: Actor;
  // A fresh user per test: every upload attempt counts against the hourly limit.
  beforeEach(async () => {
    hank = await createActor(ctx);
  });
  const send = (contentType: string, payload: string | Buffer) =>
    ctx.app.inject({
      method: 'POST',
      url: apiPath('documents/upload.php'),
      payload,
      headers: { 'content-type': contentType, cookie: cookieHeader(hank.agent), 'x-csrf-token': hank.agent.csrf! },
    });

  it.each([
    ['multipart/form-data', 'no boundary'],
    ['multipart/form-data; boundary=', 'an empty boundary'],
    ['multipart/form-data; boundary="unterminated', 'an unterminated quoted boundary'],
    ['multipart/form-data; boundary=abc; boundary=def', 'two boundaries'],
    ['multipart/form-data; charset', 'a parameter without a value'],
    ['multipart/mixed; boundary=abc', 'another multipart type'],
  ])('%s (%s)', async (contentType) => {
    const res = await send(
      contentType,
      `--abc\r\nContent-Disposition: form-data; name="document_type"\r\n\r\nnib\r\n--abc--\r\n`,
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 'error', code: expect.any(String), message: expect.any(String) });
  });

  it('a body that does not match its boundary, or ends mid-part', async () => {
    const { body, contentType } = multipartBody(
      { document_type: 'nib', category: 'initial_registration' },
      { name: 'a.pdf', content: FIXTURE.pdf },
    );
    for (const [type, payload] of [
      ['multipart/form-data; boundary=other', body],
      [contentType, body.subarray(0, body.length - 40)],
      [contentType, Buffer.from('garbage')],
    ] as const) {
      const res = await send(type, payload);
      expect(res.statusCode, `${type}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().status).toBe('error');
    }
    expect(await rowsOf(hank.user.id)).toHaveLength(0);
  });

  it('form fields named after Object members are refused with a 4xx, storing nothing', async () => {
    for (const name of ['toString', 'constructor', 'hasOwnProperty', '__proto__']) {
      const { body, contentType } = multipartBody(
        { [name]: 'x', document_type: 'nib', category: 'initial_registration', csrf_token: hank.agent.csrf! },
        { name: 'a.pdf', content: FIXTURE.pdf },
      );
      const res = await send(contentType, body);
      expect([400, 422], name).toContain(res.statusCode);
      expect(res.json().status).toBe('error');
    }
    expect(await rowsOf(hank.user.id)).toHaveLength(0);
  });
});
