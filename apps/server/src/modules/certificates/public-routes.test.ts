import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, ZCertificateVerificationsResponse, ZPublicCertificateResponse } from '@portal/contract';
import { certificateVerifications } from '../../db/schema';
import { createActor, type Actor } from '../../../test/actors';
import { verifiedCompany } from '../../../test/application-kit';
import {
  insertApplication,
  insertCertificate,
  insertCertified,
  type CertificateRow,
} from '../../../test/fixtures/workflow';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** Every key the public answer may carry, nested ones as `parent.child` (arrays as `parent[]`). */
const ALLOWED_KEYS = [
  'certificate',
  'certificate.certificate_uuid',
  'certificate.number',
  'certificate.status',
  'certificate.company_name',
  'certificate.qualification',
  'certificate.sub_bidang',
  'certificate.sub_bidang[].code',
  'certificate.sub_bidang[].name',
  'certificate.sub_bidang[].bidang_name',
  'certificate.sub_bidang[].kbli_code',
  'certificate.issued_on',
  'certificate.valid_until',
  'certificate.revision',
  'certificate.body_name',
  'certificate.superseded_by',
  'certificate.superseded_by.certificate_uuid',
  'certificate.superseded_by.number',
  'certificate.superseded_kind',
  'current',
  'current.uuid',
  'current.number',
  'current.status',
].sort();

function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => keyPaths(v, `${prefix}[]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const p = prefix ? `${prefix}.${k}` : k;
    return [p, ...keyPaths(v, p)];
  });
}

let ctx: TestContext;
let owner: Actor;
let other: Actor;
let active: CertificateRow;
let expired: CertificateRow;
let revoked: CertificateRow;
let superseded: CertificateRow;
let successor: CertificateRow;

const ownerOf = (a: Actor) => ({ companyId: a.company!.id, userId: a.user.id });
const lookup = (url: string, ua = CHROME, ip = '10.0.0.1') => new Agent(ctx.app, ip).get(url, { 'user-agent': ua });
const verifyUrl = (q: string) => `${apiPath('certificates/verify.php')}?q=${encodeURIComponent(q)}`;
const publicUrl = (uuid: string) => `${apiPath('certificates/public.php')}?uuid=${encodeURIComponent(uuid)}`;
const verificationsOf = (c: CertificateRow) =>
  ctx.app.deps.db.select().from(certificateVerifications).where(eq(certificateVerifications.certificateId, c.id));

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { certificate_lookup_ip: { max: 5, windowS: 60 } } });
  const db = ctx.app.deps.db;
  owner = await verifiedCompany(ctx);
  other = await verifiedCompany(ctx);
  ({ certificate: active } = await insertCertified(db, ownerOf(owner)));
  ({ certificate: expired } = await insertCertified(db, ownerOf(owner), { status: 'expired', issuedOn: '2021-01-10' }));
  ({ certificate: revoked } = await insertCertified(db, ownerOf(owner), { status: 'revoked' }));
  ({ certificate: superseded } = await insertCertified(db, ownerOf(owner), {
    status: 'superseded',
    issuedOn: '2023-05-02',
  }));
  const renewal = await insertApplication(db, { ...ownerOf(owner), type: 'renewal', status: 'completed' });
  successor = await insertCertificate(db, renewal, { replacesId: superseded.id });
});
afterAll(async () => ctx.close());

describe('GET certificates/verify.php and public.php (public)', () => {
  it('answers only the allow-listed keys and no private value of the company', async () => {
    const company = owner.company!;
    const res = await lookup(verifyUrl(superseded.number), CHROME, '10.0.1.1');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    ZPublicCertificateResponse.parse(data);
    expect([...new Set(keyPaths(data))].sort()).toEqual(ALLOWED_KEYS);
    const private_ = [
      company.npwp,
      company.email,
      company.phone,
      company.address,
      company.postalCode,
      owner.user.email,
      owner.user.phone,
    ].filter((v): v is string => !!v);
    expect(private_.length).toBeGreaterThanOrEqual(6);
    for (const value of private_) expect(res.body, value).not.toContain(value);
    // The snapshot itself holds them: the answer left them out, they were there to leak.
    expect(superseded.data.npwp).toBe(company.npwp);
    expect(superseded.data.company_address).toContain(company.address!);
  });

  it('finds a certificate by its number in any case and with spaces, and by UUID', async () => {
    const byNumber = await lookup(verifyUrl(`  ${active.number.toLowerCase()} `), CHROME, '10.0.2.1');
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().data.certificate).toMatchObject({
      certificate_uuid: active.uuid,
      number: active.number,
      status: 'active',
      revision: 1,
      superseded_by: null,
    });
    const byUuid = await lookup(verifyUrl(active.uuid.toUpperCase()), CHROME, '10.0.2.1');
    expect(byUuid.json().data.certificate.number).toBe(active.number);
    const qr = await lookup(publicUrl(active.uuid), CHROME, '10.0.2.1');
    expect(qr.json().data.certificate.number).toBe(active.number);
    expect(qr.headers['cache-control']).toContain('no-store');
  });

  it.each([
    ['active', () => active, null],
    ['expired', () => expired, null],
    ['revoked', () => revoked, null],
    ['superseded', () => superseded, () => successor],
  ] as const)('answers a %s certificate with its status (and its successor)', async (status, cert, next) => {
    const res = await lookup(publicUrl(cert().uuid), SAFARI, `10.0.3.${status.length}`);
    expect(res.statusCode).toBe(200);
    const c = res.json().data.certificate;
    expect(c.status).toBe(status);
    expect(c.superseded_by).toEqual(next ? { certificate_uuid: next().uuid, number: next().number } : null);
    // A superseded one names the certificate in force now (here its renewal) and that it was renewed.
    expect(c.superseded_kind).toBe(next ? 'renewal' : null);
    expect(res.json().data.current).toEqual(
      next ? { uuid: next().uuid, number: next().number, status: 'active' } : null,
    );
  });

  it('answers an active certificate past its last valid day as expired before the job has run', async () => {
    const db = ctx.app.deps.db;
    const app = await insertApplication(db, { ...ownerOf(owner), status: 'completed' });
    const late = await insertCertificate(db, app, { issuedOn: '2020-01-01' });
    const res = await lookup(publicUrl(late.uuid), CHROME, '10.0.4.1');
    expect(res.json().data.certificate.status).toBe('expired');
  });

  it.each([
    ['an unknown number', () => verifyUrl('SBU-2026-999999')],
    ['an unknown UUID', () => verifyUrl('0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a10')],
    ['neither a number nor a UUID', () => verifyUrl('PT Maju')],
    ['a malformed QR UUID', () => publicUrl('not-a-uuid')],
    ['an unknown QR UUID', () => publicUrl('0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a10')],
  ])('answers 404 NOT_FOUND for %s', async (_name, url) => {
    const res = await lookup(url(), CHROME, '10.0.5.1');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers 422 without q', async () => {
    const res = await lookup(apiPath('certificates/verify.php'), CHROME, '10.0.5.2');
    expect(res.statusCode).toBe(422);
  });

  it('limits lookups per address, found or not (429), other addresses unaffected', async () => {
    const ip = '10.0.6.1';
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await lookup(verifyUrl(`SBU-2026-00000${i}`), CHROME, ip)).statusCode);
    codes.push((await lookup(publicUrl(active.uuid), CHROME, ip)).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 200]);
    const limited = await lookup(publicUrl(active.uuid), CHROME, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await lookup(publicUrl(active.uuid), CHROME, '10.0.6.2')).statusCode).toBe(200);
  });

  it('records each successful lookup with its channel and browser family, and no address', async () => {
    const db = ctx.app.deps.db;
    const app = await insertApplication(db, { ...ownerOf(other), status: 'completed' });
    const cert = await insertCertificate(db, app);
    await lookup(verifyUrl(cert.number), CHROME, '10.0.7.1');
    await lookup(verifyUrl(cert.uuid), SAFARI, '10.0.7.1');
    await lookup(publicUrl(cert.uuid), 'curl/8.5.0', '10.0.7.1');
    await lookup(verifyUrl('SBU-2026-999998'), CHROME, '10.0.7.1');
    const rows = await verificationsOf(cert);
    expect(rows.map((r) => [r.channel, r.browser]).sort()).toEqual([
      ['number', 'Chrome'],
      ['qr', null],
      ['uuid', 'Safari'],
    ]);
    expect(Object.keys(rows[0]).sort()).toEqual(['at', 'browser', 'certificateId', 'channel', 'id']);
  });
});

describe('GET certificates/verifications.php (owner)', () => {
  let cert: CertificateRow;
  beforeAll(async () => {
    const db = ctx.app.deps.db;
    ({ certificate: cert } = await insertCertified(db, ownerOf(owner)));
    const base = Date.parse('2026-03-01T01:00:00Z');
    await db.insert(certificateVerifications).values([
      { certificateId: cert.id, at: new Date(base), channel: 'number', browser: 'Chrome' },
      { certificateId: cert.id, at: new Date(base + 3_600_000), channel: 'qr', browser: 'Safari' },
      { certificateId: cert.id, at: new Date(base + 7_200_000), channel: 'uuid', browser: null },
    ]);
  });
  const url = (c: { uuid: string }, extra = '') =>
    `${apiPath('certificates/verifications.php')}?uuid=${c.uuid}${extra}`;

  it('answers the log newest first, paged, with the latest time', async () => {
    const res = await owner.agent.get(url(cert, '&per_page=2'));
    expect(res.statusCode).toBe(200);
    const data = ZCertificateVerificationsResponse.parse(res.json().data);
    expect(data.total).toBe(3);
    expect(data.items.map((v) => v.channel)).toEqual(['uuid', 'qr']);
    expect(data.last_verified_at).toBe('2026-03-01T03:00:00.000Z');
    const page2 = (await owner.agent.get(url(cert, '&per_page=2&page=2'))).json().data;
    expect(page2.items).toEqual([{ at: '2026-03-01T01:00:00.000Z', channel: 'number', browser: 'Chrome' }]);
  });

  it('answers an empty log with last_verified_at null', async () => {
    const { certificate } = await insertCertified(ctx.app.deps.db, ownerOf(owner));
    const data = (await owner.agent.get(url(certificate))).json().data;
    expect(data).toMatchObject({ items: [], total: 0, last_verified_at: null });
  });

  it('401 anonymous, 403 unverified, 404 for another company or an unknown certificate, 422 bad uuid', async () => {
    expect((await new Agent(ctx.app).get(url(cert))).statusCode).toBe(401);
    const unverified = await createActor(ctx, { complete: true });
    const res = await unverified.agent.get(url(cert));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('DOCUMENTS_NOT_VERIFIED');
    expect((await other.agent.get(url(cert))).statusCode).toBe(404);
    expect((await owner.agent.get(url({ uuid: '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a10' }))).statusCode).toBe(404);
    expect((await owner.agent.get(url({ uuid: 'abc' }))).statusCode).toBe(422);
  });
});
