import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  apiPath,
  certificateValidUntil,
  wibDate,
  ZCertificateListResponse,
  ZCertificateResponse,
} from '@portal/contract';
import { applications, certificateVerifications, certificates } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { activeUser } from '../../../test/auth-kit';
import { createActor, type Actor } from '../../../test/actors';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { SIGNATORY, approvedApplication, setCertificateSettings } from '../../../test/certificate-kit';

/** The company's certificates (docs/api.md#certificates). */
let ctx: TestContext;
let admin: Actor;
let alice: Actor;
let bob: Actor;
let unverified: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminActor(ctx);
  alice = await verifiedCompany(ctx, { name: 'Alice' });
  bob = await verifiedCompany(ctx, { name: 'Bob' });
  unverified = await createActor(ctx, { complete: true });
  await setCertificateSettings(ctx);
});
afterAll(async () => ctx.close());

async function published(actor: Actor, over: Parameters<typeof approvedApplication>[2] = {}) {
  const codeReg = await approvedApplication(ctx, actor, over);
  const res = await admin.agent.post(apiPath('admin/certificates/publish.php'), { code_reg: codeReg, ...SIGNATORY });
  if (res.statusCode !== 200) throw new Error(`publish: ${res.statusCode} ${res.body}`);
  return {
    codeReg,
    ...(res.json().data.certificate as { certificate_uuid: string; number: string; valid_until: string }),
  };
}
const list = async (actor: Actor) =>
  ZCertificateListResponse.parse((await actor.agent.get(apiPath('certificates/list.php'))).json().data);
const detail = async (actor: Actor, uuid: string) =>
  ZCertificateResponse.parse((await actor.agent.get(`${apiPath('certificates/detail.php')}?uuid=${uuid}`)).json().data)
    .certificate;

describe('GET certificates/list.php', () => {
  it('answers 401 without a session', async () => {
    const res = await new Agent(ctx.app).get(apiPath('certificates/list.php'));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers an empty list and a zero summary until certificates exist', async () => {
    const { agent } = await activeUser(ctx, 777);
    const res = await agent.get(apiPath('certificates/list.php'));
    expect(res.statusCode).toBe(200);
    const data = ZCertificateListResponse.parse(res.json().data);
    expect(data).toEqual({
      items: [],
      summary: { total_certificates: 0, active_certificates: 0, expiring_soon: 0, expired: 0 },
    });
  });

  it("lists the company's own certificates newest first, with days left, the renewal window and the summary", async () => {
    const first = await published(alice, { codes: ['PB001', 'PB002', 'PB003'] });
    const second = await published(alice);
    await published(bob);
    const today = wibDate(ctx.app.deps.clock.now());
    const data = await list(alice);
    expect(data.items.map((i) => i.number)).toEqual([second.number, first.number]);
    const validUntil = certificateValidUntil(today, 3);
    expect(data.items[1]).toMatchObject({
      certificate_uuid: first.certificate_uuid,
      status: 'active',
      revision: 1,
      company_name: alice.company!.name,
      qualification: 'kecil',
      sub_bidang_count: 3,
      issued_on: today,
      valid_until: validUntil,
      days_left: Math.round((Date.parse(validUntil) - Date.parse(today)) / 86_400_000),
      superseded_by: null,
      pdf_url: `${apiPath('certificates/generate_pdf.php')}?uuid=${first.certificate_uuid}`,
      renewal: {
        window_opens: addDays(validUntil, -90),
        window_closes: addDays(validUntil, 90),
        can_renew: false,
        renewal_code_reg: null,
      },
    });
    expect(data.summary).toEqual({ total_certificates: 2, active_certificates: 2, expiring_soon: 0, expired: 0 });
  });

  it('counts expiring and expired ones; the renewal window opens; a live renewal closes it again; a superseded one names its successor', async () => {
    const carol = await verifiedCompany(ctx, { name: 'Carol' });
    const db = ctx.app.deps.db;
    const cert = await published(carol);
    const expired = await published(carol);
    const today = wibDate(ctx.app.deps.clock.now());
    // The last valid day 30 days ahead (WIB): expiring soon, window open.
    await db
      .update(certificates)
      .set({ validUntil: addDays(today, 30) })
      .where(eq(certificates.uuid, cert.certificate_uuid));
    await db
      .update(certificates)
      .set({ status: 'expired', validUntil: addDays(today, -1) })
      .where(eq(certificates.uuid, expired.certificate_uuid));
    let data = await list(carol);
    let item = data.items.find((i) => i.certificate_uuid === cert.certificate_uuid)!;
    expect(item.days_left).toBe(30);
    expect(item.renewal.can_renew).toBe(true);
    expect(data.items.find((i) => i.certificate_uuid === expired.certificate_uuid)).toMatchObject({
      days_left: -1,
      renewal: { can_renew: true },
    });
    expect(data.summary).toEqual({ total_certificates: 1, active_certificates: 1, expiring_soon: 1, expired: 1 });

    const [{ id }] = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.uuid, cert.certificate_uuid));
    const renewal = await approvedApplication(ctx, carol, {
      type: 'renewal',
      certificateId: id,
      status: 'under_review',
    });
    item = (await list(carol)).items.find((i) => i.certificate_uuid === cert.certificate_uuid)!;
    expect(item.renewal).toMatchObject({ can_renew: false, renewal_code_reg: renewal });
    // A rejected renewal no longer counts.
    await db.update(applications).set({ status: 'rejected' }).where(eq(applications.codeReg, renewal));
    item = (await list(carol)).items.find((i) => i.certificate_uuid === cert.certificate_uuid)!;
    expect(item.renewal).toMatchObject({ can_renew: true, renewal_code_reg: null });

    const next = await published(carol, { type: 'renewal', certificateId: id });
    data = await list(carol);
    item = data.items.find((i) => i.certificate_uuid === cert.certificate_uuid)!;
    expect(item).toMatchObject({
      status: 'superseded',
      superseded_by: { certificate_uuid: next.certificate_uuid, number: next.number },
    });
    // The renewal that replaced it is completed: nothing is under way any more.
    expect(item.renewal).toMatchObject({ can_renew: false, renewal_code_reg: null });
  });
});

describe('GET certificates/detail.php and generate_pdf.php', () => {
  it('401 anonymous, 403 DOCUMENTS_NOT_VERIFIED unverified, 404 for another company or unknown, 422 bad uuid', async () => {
    const cert = await published(alice);
    for (const url of [
      `${apiPath('certificates/detail.php')}?uuid=${cert.certificate_uuid}`,
      `${apiPath('certificates/generate_pdf.php')}?uuid=${cert.certificate_uuid}`,
    ]) {
      expect((await new Agent(ctx.app).get(url)).statusCode, url).toBe(401);
      const res = await unverified.agent.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('DOCUMENTS_NOT_VERIFIED');
      expect((await bob.agent.get(url)).statusCode, url).toBe(404);
      expect((await alice.agent.get(url)).statusCode, url).toBe(200);
    }
    expect(
      (await alice.agent.get(`${apiPath('certificates/detail.php')}?uuid=${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await alice.agent.get(`${apiPath('certificates/detail.php')}?uuid=nope`)).statusCode).toBe(422);
    expect(
      (await alice.agent.get(`${apiPath('certificates/generate_pdf.php')}?uuid=${cert.certificate_uuid}&mode=print`))
        .statusCode,
    ).toBe(422);
  });

  it('the owner sees revisions with their PDFs, the timeline (the clerk as "Administrator"), verifications, the public URL and the QR code', async () => {
    const cert = await published(alice);
    await admin.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.certificate_uuid,
      reason: 'Alamat diperbarui',
      company_address: 'Jl. Baru No. 1, Jakarta',
    });
    const [{ id }] = await ctx.app.deps.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.uuid, cert.certificate_uuid));
    await ctx.app.deps.db.insert(certificateVerifications).values([
      { certificateId: id, at: new Date('2026-05-01T01:00:00Z'), channel: 'qr', browser: 'Chrome' },
      { certificateId: id, at: new Date('2026-05-02T01:00:00Z'), channel: 'number', browser: null },
    ]);
    const c = await detail(alice, cert.certificate_uuid);
    expect(c).toMatchObject({
      number: cert.number,
      revision: 2,
      application: { code_reg: cert.codeReg, type: 'new' },
      replaces: null,
      revoked_at: null,
      verification_count: 2,
      last_verified_at: '2026-05-02T01:00:00.000Z',
      public_url: `http://localhost:8080/sertifikat/${cert.certificate_uuid}`,
    });
    expect(c.data.company_address).toBe('Jl. Baru No. 1, Jakarta');
    expect(c.revisions.map((r) => [r.revision, r.reason, r.changed_fields])).toEqual([
      [1, null, []],
      [2, 'Alamat diperbarui', ['company_address']],
    ]);
    expect(c.status_history).toEqual([
      expect.objectContaining({
        name: 'publish',
        to_status: 'active',
        actor: { name: 'Administrator', role: 'admin' },
      }),
    ]);
    expect(c.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(c).not.toHaveProperty('company_id');
    expect(c).not.toHaveProperty('revision_pdf_urls');

    // The current PDF by default, each revision's own on request; an admin reads it too.
    const current = await alice.agent.get(c.pdf_url);
    expect(current.statusCode).toBe(200);
    expect(current.headers['content-type']).toBe('application/pdf');
    expect(current.headers['content-disposition']).toBe(`inline; filename="sertifikat-${cert.number}-revisi-2.pdf"`);
    const [r1, r2] = await Promise.all(c.revisions.map((r) => alice.agent.get(`${r.pdf_url}&mode=download`)));
    expect(r2.rawPayload.equals(current.rawPayload)).toBe(true);
    expect(r1.rawPayload.equals(current.rawPayload)).toBe(false);
    expect(r1.headers['content-disposition']).toBe(`attachment; filename="sertifikat-${cert.number}.pdf"`);
    expect((await admin.agent.get(c.pdf_url)).statusCode).toBe(200);
    expect((await alice.agent.get(`${c.pdf_url}&revision=3`)).statusCode).toBe(404);
  });
});
