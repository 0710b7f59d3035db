import { X509Certificate, createPublicKey, verify as verifySignature } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STATUS_LIST_MIN_ENTRIES,
  ZCertificateCredentialResponse,
  ZCertificateIssuerResponse,
  ZRegisterSearchResponse,
  ZVerifyBatchResponse,
  ZVerifyCredentialResponse,
  ZVerifyFileResponse,
  apiPath,
} from '@portal/contract';
import { certificateVerifications, certificates, companies } from '../../db/schema';
import { checkPdfSignature } from '../../infra/pdf/pdf-signature';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { cookieHeader, createActor, multipartBody, type Actor } from '../../../test/actors';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { SIGNATORY, approvedApplication, setCertificateSettings } from '../../../test/certificate-kit';
import { rotateCredentialKey } from '../signing';
import type { CompanyNotice } from './company-notice';
import { certificateApprovalActions } from './revision-service';

/** The revocation as an approval carries it out (docs/decisions/101), in the transaction given. */
const revokeIn = (tx: unknown, uuid: string, by: number, notice: CompanyNotice) =>
  certificateApprovalActions(notice)['certificate.revoke'].execute(
    tx as never,
    ctx.app.deps,
    { uuid, reason: 'Uji transaksi.' } as never,
    { requesterId: by, onRollback: () => {} },
  );

/**
 * Certificates anyone can verify without the portal (docs/decisions/102): the credential and its
 * keys checked with node's crypto alone (not the code that signed it), the status list, the
 * file, credential and batch checks, and the public register.
 */
let ctx: TestContext;
let admin: Actor;
let alice: Actor;
let bob: Actor;
let ip = 0;
/** A visitor from an address of its own, so the per-address limit of one test does not reach another. */
const visitor = () => new Agent(ctx.app, `10.9.${Math.floor(++ip / 250)}.${ip % 250}`);

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { certificate_lookup_ip: { max: 8, windowS: 600 } } });
  admin = await adminActor(ctx);
  alice = await verifiedCompany(ctx, { name: 'Alice' });
  bob = await verifiedCompany(ctx, { name: 'Bob' });
  await setCertificateSettings(ctx);
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
async function published(actor: Actor, over: Parameters<typeof approvedApplication>[2] = {}) {
  const codeReg = await approvedApplication(ctx, actor, over);
  const res = await admin.agent.post(apiPath('admin/certificates/publish.php'), { code_reg: codeReg, ...SIGNATORY });
  if (res.statusCode !== 200) throw new Error(`publish: ${res.statusCode} ${res.body}`);
  const { certificate_uuid: uuid, number, valid_until } = res.json().data.certificate;
  return { codeReg, uuid: uuid as string, number: number as string, validUntil: valid_until as string };
}
const row = async (uuid: string) => (await db().select().from(certificates).where(eq(certificates.uuid, uuid)))[0]!;
const credentialOf = (actor: Actor, uuid: string) =>
  actor.agent.get(`${apiPath('certificates/credential.php')}?uuid=${uuid}`);
const pdfOf = async (actor: Actor, uuid: string, revision?: number) => {
  const res = await actor.agent.get(
    `${apiPath('certificates/generate_pdf.php')}?uuid=${uuid}${revision ? `&revision=${revision}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
};
const revoke = (uuid: string) =>
  admin.agent.post(apiPath('admin/certificates/revoke.php'), { uuid, reason: 'Data perusahaan tidak benar.' });

/** The compact JWS checked with node's crypto against the JWK of its `kid`: nothing of jose. */
async function independentlyVerified(jwt: string): Promise<Record<string, unknown>> {
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg: string; kid: string; typ: string };
  const jwks = await new Agent(ctx.app).get('/.well-known/jwks.json');
  expect(jwks.statusCode).toBe(200);
  expect(jwks.headers['content-type']).toContain('application/jwk-set+json');
  const jwk = (jwks.json() as { keys: { kid: string; kty: string; crv: string; x: string }[] }).keys.find(
    (k) => k.kid === header.kid,
  );
  expect(jwk, `kid ${header.kid} in the JWKS`).toBeDefined();
  expect(header).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
  const key = createPublicKey({ key: { kty: jwk!.kty, crv: jwk!.crv, x: jwk!.x }, format: 'jwk' });
  expect(verifySignature(null, Buffer.from(`${h}.${p}`), key, Buffer.from(s, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
}

/** The status list's bit `index` (bit 0 the most significant bit of the first byte), read from the served VC-JWT. */
async function statusBit(index: number): Promise<{ bit: number; entries: number }> {
  const res = await new Agent(ctx.app).get(apiPath('certificates/status-list.php'));
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/vc+jwt');
  const payload = await independentlyVerified(res.body);
  expect(payload.type).toEqual(['VerifiableCredential', 'BitstringStatusListCredential']);
  const subject = payload.credentialSubject as { type: string; statusPurpose: string; encodedList: string };
  expect(subject).toMatchObject({ type: 'BitstringStatusList', statusPurpose: 'revocation' });
  expect(subject.encodedList.startsWith('u')).toBe(true);
  const bits = gunzipSync(Buffer.from(subject.encodedList.slice(1), 'base64url'));
  return { bit: (bits[index >> 3]! >> (7 - (index & 7))) & 1, entries: bits.length * 8 };
}

describe('GET certificates/issuer.php and /.well-known/jwks.json (public)', () => {
  it('names the body, the signing certificate (the one in the PDFs) and the JWKS URL', async () => {
    const cert = await published(alice);
    const res = await new Agent(ctx.app).get(apiPath('certificates/issuer.php'));
    expect(res.statusCode).toBe(200);
    const issuer = ZCertificateIssuerResponse.parse(res.json().data);
    expect(issuer.name).toBe('LSBU Kadin Indonesia');
    expect(issuer.jwks_url).toBe('http://localhost:8080/.well-known/jwks.json');
    const x509 = new X509Certificate(issuer.signing_certificate_pem);
    expect(x509.subject).toContain('CN=LSBU Kadin Indonesia');
    // The PDF is signed with that very certificate.
    expect(checkPdfSignature(await pdfOf(alice, cert.uuid)).signerCertificate?.equals(x509.raw)).toBe(true);
  });

  it('serves the JWKS outside the API, without a session, to any origin', async () => {
    // The credential key is made with the first credential.
    expect((await credentialOf(alice, (await published(alice)).uuid)).statusCode).toBe(200);
    const res = await new Agent(ctx.app).get('/.well-known/jwks.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const { keys } = res.json() as { keys: Record<string, string>[] };
    expect(keys.length).toBeGreaterThanOrEqual(1);
    for (const k of keys) {
      expect(Object.keys(k).sort()).toEqual(['alg', 'crv', 'kid', 'kty', 'use', 'x']);
      expect(k).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    }
  });
});

describe('GET certificates/credential.php (owner)', () => {
  it('401 anonymous, 403 unverified, 404 for another company or unknown, 422 bad uuid', async () => {
    const cert = await published(alice);
    const url = (uuid: string) => `${apiPath('certificates/credential.php')}?uuid=${uuid}`;
    expect((await new Agent(ctx.app).get(url(cert.uuid))).statusCode).toBe(401);
    const unverified = await createActor(ctx, { complete: true });
    const denied = await unverified.agent.get(url(cert.uuid));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('DOCUMENTS_NOT_VERIFIED');
    expect((await bob.agent.get(url(cert.uuid))).statusCode).toBe(404);
    expect((await alice.agent.get(url(crypto.randomUUID()))).statusCode).toBe(404);
    expect((await alice.agent.get(url('abc'))).statusCode).toBe(422);
  });

  it('answers an OpenBadgeCredential whose VC-JWT verifies against the JWKS with node crypto alone', async () => {
    const cert = await published(alice, { codes: ['PB001', 'PB002'], qualification: 'menengah' });
    const res = await credentialOf(alice, cert.uuid);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('no-store');
    const { jwt, credential } = ZCertificateCredentialResponse.parse(res.json().data);
    const payload = await independentlyVerified(jwt);
    // The JWT's claims are the credential itself (VC-JOSE-COSE), with the registered claims repeating it.
    const { iss, jti, iat, nbf, exp, ...claims } = payload;
    expect(claims).toEqual(credential);
    expect({ iss, jti }).toEqual({
      iss: 'http://localhost:8080',
      jti: `http://localhost:8080/sertifikat/${cert.uuid}`,
    });
    expect(typeof iat).toBe('number');
    expect(exp).toBe(Date.parse(`${cert.validUntil}T23:59:59+07:00`) / 1000);
    expect(nbf).toBeLessThanOrEqual(iat as number);
    expect(credential['@context'][0]).toBe('https://www.w3.org/ns/credentials/v2');
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.issuer).toMatchObject({ id: 'http://localhost:8080', name: 'LSBU Kadin Indonesia' });
    expect(credential.validUntil).toBe(`${cert.validUntil}T23:59:59+07:00`);
    const subject = credential.credentialSubject;
    expect(subject.licenseNumber).toBe(cert.number);
    expect(subject.identifier[0]).toMatchObject({ identityType: 'name', identityHash: alice.company!.name });
    expect(subject.achievement.alignment.map((a) => a.targetCode)).toEqual(['PB001', 'PB002']);
    expect(subject.achievement.alignment.every((a) => /KBLI \d{5}/.test(a.targetDescription))).toBe(true);
    expect(subject.achievement.tag).toContain('kualifikasi:menengah');
    expect(subject.achievement.name).toBe('Sertifikat Badan Usaha (SBU), kualifikasi Menengah');
    expect(subject.achievement.description).toContain(`${cert.number} kualifikasi Menengah untuk 2 sub-bidang: PB001 `);
    expect(JSON.stringify(credential)).not.toMatch(/\[object Object\]|\{\w+\}/);
    const r = await row(cert.uuid);
    expect(credential.credentialStatus).toEqual({
      id: `http://localhost:8080/backend/api/certificates/status-list.php#${r.statusListIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(r.statusListIndex),
      statusListCredential: 'http://localhost:8080/backend/api/certificates/status-list.php',
    });
  });

  it('keeps a rotated key in the JWKS: the old credential still verifies, the new one names the new kid', async () => {
    const cert = await published(alice);
    const before = ZCertificateCredentialResponse.parse((await credentialOf(alice, cert.uuid)).json().data).jwt;
    const kid = await rotateCredentialKey(ctx.app.deps);
    const after = ZCertificateCredentialResponse.parse((await credentialOf(alice, cert.uuid)).json().data).jwt;
    const kidOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()).kid as string;
    expect(kidOf(after)).toBe(kid);
    expect(kidOf(before)).not.toBe(kid);
    await independentlyVerified(before);
    await independentlyVerified(after);
    for (const jwt of [before, after]) {
      const check = await visitor().post(apiPath('certificates/verify-credential.php'), { credential: jwt });
      expect(ZVerifyCredentialResponse.parse(check.json().data)).toMatchObject({
        valid_signature: true,
        status: 'active',
      });
    }
  });
});

describe('the status list (GET certificates/status-list.php)', () => {
  it('is a signed BitstringStatusListCredential of at least 131,072 entries', async () => {
    const { entries } = await statusBit(0);
    expect(entries).toBeGreaterThanOrEqual(STATUS_LIST_MIN_ENTRIES);
    expect(entries % STATUS_LIST_MIN_ENTRIES).toBe(0);
  });

  it("flips a certificate's bit when it is revoked, and verify-credential then answers revoked", async () => {
    const cert = await published(alice);
    const { jwt } = ZCertificateCredentialResponse.parse((await credentialOf(alice, cert.uuid)).json().data);
    const index = (await row(cert.uuid)).statusListIndex;
    expect((await statusBit(index)).bit).toBe(0);
    expect((await revoke(cert.uuid)).statusCode).toBe(200);
    expect((await statusBit(index)).bit).toBe(1);
    const check = await visitor().post(apiPath('certificates/verify-credential.php'), { credential: jwt });
    expect(ZVerifyCredentialResponse.parse(check.json().data)).toMatchObject({
      valid_signature: true,
      status: 'revoked',
      certificate: { number: cert.number, status: 'revoked' },
    });
  });

  it('sets the bit in the revocation transaction: a revocation that fails later leaves it unset', async () => {
    const cert = await published(alice);
    const index = (await row(cert.uuid)).statusListIndex;
    const failingNotice = async () => {
      throw new Error('mail queue down');
    };
    await expect(db().transaction((tx) => revokeIn(tx, cert.uuid, admin.user.id, failingNotice))).rejects.toThrow(
      'mail queue down',
    );
    expect((await row(cert.uuid)).status).toBe('active');
    expect((await statusBit(index)).bit).toBe(0);
    // Inside a transaction that goes on, the bit is there before the commit, with the status.
    await db()
      .transaction(async (tx) => {
        await revokeIn(tx, cert.uuid, admin.user.id, async () => {});
        const [inside] = await tx.select().from(certificates).where(eq(certificates.uuid, cert.uuid));
        expect(inside).toMatchObject({ status: 'revoked' });
        expect(inside!.statusListSetAt).not.toBeNull();
        throw new Error('roll back');
      })
      .catch((e: Error) => expect(e.message).toBe('roll back'));
    expect((await row(cert.uuid)).statusListSetAt).toBeNull();
  });

  it('flips the bit when a renewal supersedes the certificate', async () => {
    const old = await published(alice);
    const oldRow = await row(old.uuid);
    expect((await statusBit(oldRow.statusListIndex)).bit).toBe(0);
    const renewal = await published(alice, { type: 'renewal', certificateId: oldRow.id });
    expect((await row(old.uuid)).status).toBe('superseded');
    expect((await statusBit(oldRow.statusListIndex)).bit).toBe(1);
    expect((await statusBit((await row(renewal.uuid)).statusListIndex)).bit).toBe(0);
  });
});

describe('POST certificates/verify-credential.php (public)', () => {
  it('refuses an altered, a foreign and a malformed credential', async () => {
    const cert = await published(alice);
    const { jwt } = ZCertificateCredentialResponse.parse((await credentialOf(alice, cert.uuid)).json().data);
    const [h, p, s] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    claims.credentialSubject.licenseNumber = 'SBU-2020-000001';
    const altered = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
    const agent = visitor();
    for (const credential of [altered, `${h}.${p}.${Buffer.alloc(64).toString('base64url')}`, 'not a jwt']) {
      const res = await agent.post(apiPath('certificates/verify-credential.php'), { credential });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ valid_signature: false, status: 'unknown' });
    }
    expect((await agent.post(apiPath('certificates/verify-credential.php'), {})).statusCode).toBe(422);
    expect(
      (await agent.post(apiPath('certificates/verify-credential.php'), { credential: jwt }, { csrf: false }))
        .statusCode,
    ).toBe(403);
  });
});

/** Uploads bytes to verify-file.php as the web app does (multipart `file` with the CSRF token). */
async function checkFile(agent: Agent, content: Buffer) {
  const token = await agent.ensureCsrf();
  const { body, contentType } = multipartBody(
    { csrf_token: token },
    { name: 'sertifikat.pdf', content, contentType: 'application/pdf', field: 'file' },
  );
  return ctx.app.inject({
    method: 'POST',
    url: apiPath('certificates/verify-file.php'),
    payload: body,
    remoteAddress: agent.ip,
    headers: { 'content-type': contentType, cookie: cookieHeader(agent), 'x-csrf-token': token },
  });
}

describe('POST certificates/verify-file.php (public)', () => {
  it('accepts the issued bytes, and an older revision as older; refuses an altered, an appended-to and an unknown file', async () => {
    const cert = await published(alice);
    const first = await pdfOf(alice, cert.uuid);
    const update = await admin.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.uuid,
      reason: 'Nama perusahaan salah ketik.',
      company_name: 'PT Alice Sejahtera',
    });
    expect(update.statusCode, update.body).toBe(200);
    const second = await pdfOf(alice, cert.uuid);
    const agent = visitor();

    const current = ZVerifyFileResponse.parse((await checkFile(agent, second)).json().data);
    expect(current).toEqual({
      genuine: true,
      certificate: {
        certificate_uuid: cert.uuid,
        number: cert.number,
        status: 'active',
        revision: 2,
        current_revision: 2,
      },
    });
    const older = ZVerifyFileResponse.parse((await checkFile(agent, first)).json().data);
    expect(older).toMatchObject({
      genuine: true,
      reason: 'older_revision',
      certificate: { revision: 1, current_revision: 2 },
    });

    const oneByte = Buffer.from(second);
    const at = oneByte.indexOf('/Type /Page');
    oneByte[at + 1] = 'X'.charCodeAt(0);
    expect(ZVerifyFileResponse.parse((await checkFile(agent, oneByte)).json().data)).toEqual({
      genuine: false,
      reason: 'altered',
    });
    // Saved again by a PDF editor: an incremental update appended after the signed bytes.
    const resaved = Buffer.concat([second, Buffer.from('\n1 0 obj\n<< /Producer (Editor) >>\nendobj\n%%EOF\n')]);
    expect(ZVerifyFileResponse.parse((await checkFile(agent, resaved)).json().data)).toEqual({
      genuine: false,
      reason: 'altered',
    });
    const foreign = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    expect(ZVerifyFileResponse.parse((await checkFile(agent, foreign)).json().data)).toEqual({
      genuine: false,
      reason: 'unknown',
    });
    const logged = await db()
      .select()
      .from(certificateVerifications)
      .where(eq(certificateVerifications.certificateId, (await row(cert.uuid)).id));
    expect(logged.map((v) => v.channel)).toEqual(['file', 'file']);
  });

  it('422 without a file, 403 without CSRF, and counts against the lookup limit', async () => {
    const agent = visitor();
    const token = await agent.ensureCsrf();
    const noFile = multipartBody({ csrf_token: token });
    const res = await ctx.app.inject({
      method: 'POST',
      url: apiPath('certificates/verify-file.php'),
      payload: noFile.body,
      remoteAddress: agent.ip,
      headers: { 'content-type': noFile.contentType, cookie: cookieHeader(agent), 'x-csrf-token': token },
    });
    expect(res.statusCode).toBe(422);
    const noCsrf = multipartBody({}, { name: 'a.pdf', content: Buffer.from('%PDF-1.4'), field: 'file' });
    const refused = await ctx.app.inject({
      method: 'POST',
      url: apiPath('certificates/verify-file.php'),
      payload: noCsrf.body,
      remoteAddress: agent.ip,
      headers: { 'content-type': noCsrf.contentType, cookie: cookieHeader(agent) },
    });
    expect(refused.statusCode).toBe(403);
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) codes.push((await checkFile(agent, Buffer.from('%PDF-1.4 nothing'))).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('POST certificates/verify-batch.php (public)', () => {
  it('answers each line in the order given, with sub-bidang and KBLI codes', async () => {
    const a = await published(alice, { codes: ['PB001', 'PB002'] });
    const b = await published(bob);
    const agent = visitor();
    const numbers = ['SBU-2020-999999', ` ${b.number.toLowerCase()} `, a.number.replace(/-/g, ''), a.uuid];
    const res = await agent.post(apiPath('certificates/verify-batch.php'), { numbers });
    expect(res.statusCode, res.body).toBe(200);
    const { results } = ZVerifyBatchResponse.parse(res.json().data);
    expect(results.map((r) => [r.query, r.found, r.number])).toEqual([
      [numbers[0], false, null],
      [numbers[1], true, b.number],
      [numbers[2], true, a.number],
      [numbers[3], true, a.number],
    ]);
    expect(results[2]).toMatchObject({
      company_name: alice.company!.name,
      status: 'active',
      valid_until: a.validUntil,
    });
    expect(results[2]!.sub_bidang.map((s) => s.code)).toEqual(['PB001', 'PB002']);
    expect(results[2]!.sub_bidang.every((s) => /^\d{5}$/.test(s.kbli))).toBe(true);
    expect(Object.keys(results[0]!).sort()).toEqual(
      ['company_name', 'found', 'number', 'qualification', 'query', 'status', 'sub_bidang', 'valid_until'].sort(),
    );
  });

  it('counts one lookup per 50 numbers started against the limit; 422 over 500; 403 without CSRF', async () => {
    const agent = visitor();
    const many = (n: number) => Array.from({ length: n }, (_, i) => `SBU-2020-${String(i).padStart(6, '0')}`);
    // 8 lookups in the window: 150 numbers are 3, twice is 6; 101 more are 3: over.
    expect((await agent.post(apiPath('certificates/verify-batch.php'), { numbers: many(150) })).statusCode).toBe(200);
    expect((await agent.post(apiPath('certificates/verify-batch.php'), { numbers: many(150) })).statusCode).toBe(200);
    const over = await agent.post(apiPath('certificates/verify-batch.php'), { numbers: many(101) });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('RATE_LIMITED');
    const fresh = visitor();
    expect((await fresh.post(apiPath('certificates/verify-batch.php'), { numbers: many(501) })).statusCode).toBe(422);
    expect((await fresh.post(apiPath('certificates/verify-batch.php'), { numbers: [] })).statusCode).toBe(422);
    expect(
      (await fresh.post(apiPath('certificates/verify-batch.php'), { numbers: many(1) }, { csrf: false })).statusCode,
    ).toBe(403);
  });
});

/** Every key an item of the register may carry: the public page's allow-list (public-routes.test.ts). */
const REGISTER_KEYS = [
  'certificate_uuid',
  'number',
  'status',
  'company_name',
  'qualification',
  'sub_bidang',
  'issued_on',
  'valid_until',
  'revision',
  'body_name',
  'superseded_by',
  'superseded_kind',
].sort();

describe('GET certificates/search.php (public register)', () => {
  it('finds current certificates by part of the company name, paged, and nothing private', async () => {
    const carol = await verifiedCompany(ctx, { name: 'Carol' });
    await db().update(companies).set({ name: 'PT Carol Konstruksi Abadi' }).where(eq(companies.id, carol.company!.id));
    const company = carol.company!;
    const one = await published(carol);
    const two = await published(carol);
    const gone = await published(carol);
    expect((await revoke(gone.uuid)).statusCode).toBe(200);
    const term = 'rOL konstruksi';
    const agent = visitor();
    const url = (q: string, extra = '') =>
      `${apiPath('certificates/search.php')}?company=${encodeURIComponent(q)}${extra}`;
    const res = await agent.get(url(term, '&per_page=1'));
    expect(res.statusCode, res.body).toBe(200);
    const page1 = ZRegisterSearchResponse.parse(res.json().data);
    expect(page1.total).toBe(2);
    expect(page1.items).toHaveLength(1);
    const page2 = ZRegisterSearchResponse.parse((await agent.get(url(term, '&per_page=1&page=2'))).json().data);
    expect([page1.items[0]!.number, page2.items[0]!.number].sort()).toEqual([one.number, two.number].sort());
    for (const item of [...page1.items, ...page2.items]) {
      expect(Object.keys(item).sort()).toEqual(REGISTER_KEYS);
      expect(Object.keys(item.sub_bidang[0]!).sort()).toEqual(['bidang_name', 'code', 'kbli_code', 'name']);
    }
    for (const value of [company.npwp, company.email, company.phone, company.address, carol.user.email])
      if (value) expect(res.body).not.toContain(value);
    expect((await agent.get(url('ab'))).statusCode).toBe(422);
    expect((await agent.get(apiPath('certificates/search.php'))).statusCode).toBe(422);
    const nothing = ZRegisterSearchResponse.parse((await agent.get(url('zzqqxx-none'))).json().data);
    expect(nothing).toMatchObject({ items: [], total: 0 });
  });

  it('is rate limited per address', async () => {
    const agent = visitor();
    const codes: number[] = [];
    for (let i = 0; i < 9; i++)
      codes.push((await agent.get(`${apiPath('certificates/search.php')}?company=Alice`)).statusCode);
    expect(codes.slice(0, 8).every((c) => c === 200)).toBe(true);
    expect(codes[8]).toBe(429);
  });
});

describe('follow to current (verify.php, public.php)', () => {
  it('answers the certificate in force now after the whole chain, with the kind of each step', async () => {
    const first = await published(alice);
    const renewal = await published(alice, { type: 'renewal', certificateId: (await row(first.uuid)).id });
    const upgrade = await published(alice, {
      type: 'upgrade',
      certificateId: (await row(renewal.uuid)).id,
      qualification: 'besar',
    });
    const agent = visitor();
    const byQr = (await agent.get(`${apiPath('certificates/public.php')}?uuid=${first.uuid}`)).json().data;
    expect(byQr.certificate).toMatchObject({
      status: 'superseded',
      superseded_by: { number: renewal.number },
      superseded_kind: 'renewal',
    });
    expect(byQr.current).toEqual({ uuid: upgrade.uuid, number: upgrade.number, status: 'active' });
    const middle = (await agent.get(`${apiPath('certificates/verify.php')}?q=${renewal.number}`)).json().data;
    expect(middle.certificate.superseded_kind).toBe('upgrade');
    expect(middle.current).toEqual({ uuid: upgrade.uuid, number: upgrade.number, status: 'active' });
    const last = (await agent.get(`${apiPath('certificates/verify.php')}?q=${upgrade.number}`)).json().data;
    expect(last.current).toBeNull();
    expect(last.certificate.superseded_kind).toBeNull();
  });
});
