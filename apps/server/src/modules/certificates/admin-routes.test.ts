import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  certificateValidUntil,
  wibDate,
  ZAdminCertificateListResponse,
  ZAdminCertificateResponse,
  ZCertificateDraftResponse,
  ZPublishCertificateResponse,
} from '@portal/contract';
import {
  applicationEvents,
  certificateEvents,
  certificateRevisions,
  certificates,
  companies,
  mailQueue,
  notifications,
  sequences,
  subBidang,
} from '../../db/schema';
import type { LocalStorage } from '../../infra/storage';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { createActor, storedFiles, type Actor } from '../../../test/actors';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { SIGNATORY, applicationRow, approvedApplication, setCertificateSettings } from '../../../test/certificate-kit';
import { sweepUploadLeftovers } from '../system';
import { checkPdfSignature } from '../../infra/pdf/pdf-signature';
import fs from 'node:fs';

/** Publishing, previews, Daftar SBU Terbit, revision and revocation (docs/api.md#admin-certificates). */
let ctx: TestContext;
let admin: Actor;
let alice: Actor;
let unverified: Actor;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminActor(ctx);
  alice = await verifiedCompany(ctx, { name: 'Alice' });
  unverified = await createActor(ctx, { complete: true });
  await setCertificateSettings(ctx);
});
afterAll(async () => ctx.close());

const db = () => ctx.app.deps.db;
const publish = (codeReg: string, over: Record<string, unknown> = {}) =>
  admin.agent.post(apiPath('admin/certificates/publish.php'), { code_reg: codeReg, ...SIGNATORY, ...over });
async function published(actor: Actor, over: Parameters<typeof approvedApplication>[2] = {}) {
  const codeReg = await approvedApplication(ctx, actor, over);
  const res = await publish(codeReg);
  if (res.statusCode !== 200) throw new Error(`publish: ${res.statusCode} ${res.body}`);
  return { codeReg, ...ZPublishCertificateResponse.parse(res.json().data).certificate };
}
const certRow = async (uuid: string) => (await db().select().from(certificates).where(eq(certificates.uuid, uuid)))[0];

describe('access to every admin certificate endpoint', () => {
  it('401 anonymous, 403 for a company (verified or not), 403 without CSRF, 422 bad input, 404 unknown', async () => {
    const anon = new Agent(ctx.app);
    const uuid = crypto.randomUUID();
    const gets = [
      apiPath('admin/certificates/list.php'),
      apiPath('admin/certificates/export.php'),
      `${apiPath('admin/certificates/draft.php')}?code_reg=SP-000000001`,
      `${apiPath('admin/certificates/detail.php')}?uuid=${uuid}`,
      `${apiPath('admin/certificates/view.php')}?uuid=${uuid}`,
    ];
    for (const url of gets) {
      expect((await anon.get(url)).statusCode, url).toBe(401);
      expect((await alice.agent.get(url)).statusCode, url).toBe(403);
      expect((await unverified.agent.get(url)).statusCode, url).toBe(403);
      expect((await admin.agent.get(url)).statusCode, url).toBe(
        url.includes('list.php') || url.includes('export.php') ? 200 : 404,
      );
    }
    const posts: [string, Record<string, unknown>][] = [
      [apiPath('admin/certificates/publish.php'), { code_reg: 'SP-000000001', ...SIGNATORY }],
      [apiPath('admin/certificates/update.php'), { uuid, reason: 'Salah ketik', company_name: 'PT Baru' }],
      [apiPath('admin/certificates/revoke.php'), { uuid, reason: 'Pelanggaran' }],
    ];
    for (const [url, body] of posts) {
      expect((await anon.post(url, body, { csrf: false })).statusCode, url).toBe(401);
      const asCompany = await alice.agent.post(url, body);
      expect(asCompany.statusCode, url).toBe(403);
      expect(asCompany.json().code, url).toBe('FORBIDDEN');
      expect((await admin.agent.post(url, body, { csrf: false })).json().code, url).toBe('CSRF_INVALID');
      expect((await admin.agent.post(url, body)).statusCode, url).toBe(404);
    }
    // 422: missing fields, unknown keys, nothing changed, bad filters, both or neither of code_reg/uuid.
    const bad = [
      await admin.agent.post(apiPath('admin/certificates/publish.php'), { code_reg: 'SP-000000001' }),
      await admin.agent.post(apiPath('admin/certificates/publish.php'), {
        code_reg: 'SP-000000001',
        ...SIGNATORY,
        number: 'SBU-2020-000001',
      }),
      await admin.agent.post(apiPath('admin/certificates/update.php'), { uuid, reason: 'x' }),
      await admin.agent.post(apiPath('admin/certificates/revoke.php'), { uuid, reason: '' }),
      await admin.agent.get(`${apiPath('admin/certificates/list.php')}?status=gone`),
      await admin.agent.get(`${apiPath('admin/certificates/list.php')}?expiring_within_days=0`),
      await admin.agent.get(`${apiPath('admin/certificates/view.php')}?code_reg=SP-1&uuid=${uuid}`),
      await admin.agent.get(apiPath('admin/certificates/view.php')),
      await admin.agent.get(`${apiPath('admin/certificates/detail.php')}?uuid=nope`),
    ];
    for (const res of bad) expect(res.statusCode, res.body).toBe(422);
  });
});

describe('POST admin/certificates/publish.php', () => {
  it('publishes in one go: number, snapshot, revision 1 with a stored PDF, events, application completed, company active, notification and mail', async () => {
    const carol = await verifiedCompany(ctx, { name: 'Carol' });
    const codeReg = await approvedApplication(ctx, carol, { codes: ['PB002', 'PB001'], qualification: 'menengah' });
    const res = await publish(codeReg);
    expect(res.statusCode, res.body).toBe(200);
    const out = ZPublishCertificateResponse.parse(res.json().data).certificate;
    const today = wibDate(ctx.app.deps.clock.now());
    expect(out.number).toMatch(new RegExp(`^SBU-${today.slice(0, 4)}-\\d{6}$`));
    expect(out.valid_until).toBe(certificateValidUntil(today, 3));

    const row = await certRow(out.certificate_uuid);
    expect(row).toMatchObject({
      status: 'active',
      revision: 1,
      issuedOn: today,
      companyId: carol.company!.id,
      publishedBy: admin.user.id,
      replacesId: null,
    });
    expect(row.data).toMatchObject({
      company_name: carol.company!.name,
      npwp: carol.company!.npwp,
      qualification: 'menengah',
      signatory_name: SIGNATORY.signatory_name,
      signatory_position: SIGNATORY.signatory_position,
      body_name: 'LSBU Kadin Indonesia',
    });
    expect(row.data.company_address).toContain('Kel. Gambir, Kec. Gambir, Jakarta Pusat, DKI Jakarta 10110');
    // The application's order, with bidang and KBLI.
    expect(row.data.sub_bidang.map((s) => s.code)).toEqual(['PB002', 'PB001']);
    expect(row.data.sub_bidang[0]).toMatchObject({
      bidang_code: expect.any(String),
      bidang_name: expect.any(String),
      kbli_code: expect.any(String),
      kbli_title: expect.any(String),
    });

    const [rev] = await db().select().from(certificateRevisions).where(eq(certificateRevisions.certificateId, row.id));
    expect(rev).toMatchObject({ revision: 1, reason: null, changedFields: [] });
    const file = (ctx.app.deps.storage as LocalStorage).pathOf(rev.storageKey);
    const bytes = (await import('node:fs')).readFileSync(file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(rev.sizeBytes);
    expect((await import('node:crypto')).createHash('sha256').update(bytes).digest('hex')).toBe(rev.sha256);
    // Outside any public folder: the data directory's file store, not the web root.
    expect(file.startsWith(ctx.dataDir)).toBe(true);

    const events = await db().select().from(certificateEvents).where(eq(certificateEvents.certificateId, row.id));
    expect(events.map((e) => [e.name, e.fromStatus, e.toStatus, e.actorUserId])).toEqual([
      ['publish', null, 'active', admin.user.id],
    ]);
    const app = await applicationRow(ctx, codeReg);
    expect(app.status).toBe('completed');
    const appEvents = await db().select().from(applicationEvents).where(eq(applicationEvents.applicationId, app.id));
    expect(appEvents.map((e) => e.name)).toContain('complete');
    const [company] = await db().select().from(companies).where(eq(companies.id, carol.company!.id));
    expect(company.status).toBe('active');

    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, carol.user.id), eq(notifications.kind, 'certificate_published')));
    expect(note.actionUrl).toBe(`/certificates/view/${out.certificate_uuid}`);
    const mails = await db().select().from(mailQueue).where(eq(mailQueue.recipient, carol.user.email));
    expect(
      mails.some(
        (m) =>
          m.subject.startsWith('Sertifikat SBU diterbitkan') &&
          m.textBody.includes(`/certificates/view/${out.certificate_uuid}`),
      ),
    ).toBe(true);

    // The orphan sweep keeps stored certificate PDFs.
    const later = { ...ctx.app.deps, clock: { now: () => new Date(Date.now() + 7 * 86_400_000) } };
    await sweepUploadLeftovers(later);
    expect(storedFiles(ctx)).toContain(file);
  });

  it('a second publish is 409 CONFLICT naming the certificate; a not approved application is 409 INVALID_TRANSITION', async () => {
    const first = await published(alice);
    const again = await publish(first.codeReg);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Sertifikat untuk permohonan ini sudah diterbitkan.',
      data: { certificate: { certificate_uuid: first.certificate_uuid, number: first.number } },
    });

    const inReview = await approvedApplication(ctx, alice, { status: 'under_review' });
    const res = await publish(inReview);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_TRANSITION', data: { current_status: 'under_review' } });
    expect(
      await db()
        .select()
        .from(certificates)
        .where(eq(certificates.applicationId, (await applicationRow(ctx, inReview)).id)),
    ).toEqual([]);
  });

  it('without a body name in the settings: 409 CONFLICT with data.missing, and no number is used', async () => {
    const codeReg = await approvedApplication(ctx, alice);
    const counters = async () =>
      db()
        .select()
        .from(sequences)
        .where(eq(sequences.key, `SBU-${wibDate(ctx.app.deps.clock.now()).slice(0, 4)}`));
    const before = await counters();
    await setCertificateSettings(ctx, { body_name: '' });
    try {
      const res = await publish(codeReg);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', data: { missing: ['body_name'] } });
      const draft = ZCertificateDraftResponse.parse(
        (await admin.agent.get(`${apiPath('admin/certificates/draft.php')}?code_reg=${codeReg}`)).json().data,
      );
      expect(draft.blockers).toEqual(['BODY_NAME_MISSING']);
    } finally {
      await setCertificateSettings(ctx);
    }
    expect(await counters()).toEqual(before);
    expect((await applicationRow(ctx, codeReg)).status).toBe('approved');
  });

  it('a failing notification rolls everything back: no certificate, revision, file, number, event or status change', async () => {
    const dave = await verifiedCompany(ctx, { name: 'Dave' });
    const codeReg = await approvedApplication(ctx, dave);
    const key = `SBU-${wibDate(ctx.app.deps.clock.now()).slice(0, 4)}`;
    const counter = async () => (await db().select().from(sequences).where(eq(sequences.key, key)))[0]?.value ?? 0;
    const before = await counter();
    const filesBefore = storedFiles(ctx).length;
    await db().execute(
      `create or replace function fail_notifications() returns trigger language plpgsql as $$ begin raise exception 'notifications are down'; end $$` as never,
    );
    await db().execute(
      `create trigger fail_notifications before insert on notifications for each row execute function fail_notifications()` as never,
    );
    try {
      const res = await publish(codeReg);
      expect(res.statusCode).toBe(500);
    } finally {
      await db().execute(`drop trigger fail_notifications on notifications` as never);
    }
    const app = await applicationRow(ctx, codeReg);
    expect(app.status).toBe('approved');
    expect(await db().select().from(certificates).where(eq(certificates.applicationId, app.id))).toEqual([]);
    expect(await counter()).toBe(before);
    expect(storedFiles(ctx).length).toBe(filesBefore);
    expect((await db().select().from(companies).where(eq(companies.id, dave.company!.id)))[0].status).toBe('verified');
    expect(await db().select().from(mailQueue).where(eq(mailQueue.recipient, dave.user.email))).toEqual([]);
    // Once notifications work again it goes through with the number the failed try gave back.
    const ok = await publish(codeReg);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.certificate.number.endsWith(String(before + 1).padStart(6, '0'))).toBe(true);
  });

  it('publishing a renewal supersedes the certificate it names and records replaces_id', async () => {
    const old = await published(alice);
    const oldRow = await certRow(old.certificate_uuid);
    const renewal = await approvedApplication(ctx, alice, { type: 'renewal', certificateId: oldRow.id });
    const res = await publish(renewal);
    expect(res.statusCode, res.body).toBe(200);
    const fresh = ZPublishCertificateResponse.parse(res.json().data).certificate;
    expect(fresh.number).not.toBe(old.number);
    expect(await certRow(old.certificate_uuid)).toMatchObject({ status: 'superseded' });
    expect(await certRow(fresh.certificate_uuid)).toMatchObject({ status: 'active', replacesId: oldRow.id });
    const events = await db().select().from(certificateEvents).where(eq(certificateEvents.certificateId, oldRow.id));
    expect(events.map((e) => [e.name, e.fromStatus, e.toStatus])).toEqual([
      ['publish', null, 'active'],
      ['supersede', 'active', 'superseded'],
    ]);
    // The admin detail links both ways.
    const newDetail = ZAdminCertificateResponse.parse(
      (await admin.agent.get(`${apiPath('admin/certificates/detail.php')}?uuid=${fresh.certificate_uuid}`)).json().data,
    ).certificate;
    expect(newDetail.replaces).toEqual({ certificate_uuid: old.certificate_uuid, number: old.number });
    const oldDetail = ZAdminCertificateResponse.parse(
      (await admin.agent.get(`${apiPath('admin/certificates/detail.php')}?uuid=${old.certificate_uuid}`)).json().data,
    ).certificate;
    expect(oldDetail.superseded_by).toEqual({ certificate_uuid: fresh.certificate_uuid, number: fresh.number });
  });
});

describe('GET admin/certificates/draft.php and view.php', () => {
  it('the draft shows what publishing would print, with blockers; the preview PDF is rendered and nothing is stored', async () => {
    const codeReg = await approvedApplication(ctx, alice, { codes: ['PB003'] });
    const draft = ZCertificateDraftResponse.parse(
      (await admin.agent.get(`${apiPath('admin/certificates/draft.php')}?code_reg=${codeReg}`)).json().data,
    );
    const today = wibDate(ctx.app.deps.clock.now());
    expect(draft).toMatchObject({
      code_reg: codeReg,
      application_type: 'new',
      company_id: alice.company!.id,
      issued_on: today,
      validity_years: 3,
      replaces: null,
      blockers: [],
    });
    expect(draft.valid_until).toBe(certificateValidUntil(today, 3));
    expect(draft.data.sub_bidang.map((s) => s.code)).toEqual(['PB003']);
    expect(draft.data.signatory_name).toBe(SIGNATORY.signatory_name);

    const files = storedFiles(ctx).length;
    const certs = (await db().select().from(certificates)).length;
    const view = await admin.agent.get(draft.preview_url);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="pratinjau-sertifikat-/);
    expect(view.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const download = await admin.agent.get(`${draft.preview_url}&mode=download`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(storedFiles(ctx).length).toBe(files);
    expect((await db().select().from(certificates)).length).toBe(certs);

    // Published: the draft says so and the preview is refused; not approved: NOT_APPROVED and 409.
    await publish(codeReg);
    const after = ZCertificateDraftResponse.parse(
      (await admin.agent.get(`${apiPath('admin/certificates/draft.php')}?code_reg=${codeReg}`)).json().data,
    );
    expect(after.blockers).toContain('ALREADY_PUBLISHED');
    expect((await admin.agent.get(draft.preview_url)).statusCode).toBe(409);
    const pending = await approvedApplication(ctx, alice, { status: 'under_review' });
    expect(
      ZCertificateDraftResponse.parse(
        (await admin.agent.get(`${apiPath('admin/certificates/draft.php')}?code_reg=${pending}`)).json().data,
      ).blockers,
    ).toEqual(['NOT_APPROVED']);
    expect((await admin.agent.get(`${apiPath('admin/certificates/view.php')}?code_reg=${pending}`)).json().code).toBe(
      'INVALID_TRANSITION',
    );
  });

  it('the draft names the clerk handling the application (claimed_by), null when nobody holds it', async () => {
    const codeReg = await approvedApplication(ctx, alice, { codes: ['PB003'] });
    const draftOf = async () =>
      ZCertificateDraftResponse.parse(
        (await admin.agent.get(`${apiPath('admin/certificates/draft.php')}?code_reg=${codeReg}`)).json().data,
      );
    expect((await draftOf()).claimed_by).toBeNull();
    const claim = await admin.agent.post(apiPath('admin/queue/claim.php'), {
      entity_type: 'application',
      entity_id: codeReg,
    });
    expect(claim.statusCode).toBe(200);
    const claimed = await draftOf();
    expect(claimed.claimed_by).toMatchObject({ uuid: admin.user.uuid, name: admin.user.name });
    expect(new Date(claimed.claimed_by!.until).getTime()).toBeGreaterThan(ctx.app.deps.clock.now().getTime());
  });

  it('view.php with uuid streams the stored PDF of a revision, byte for byte', async () => {
    const cert = await published(alice);
    const [rev] = await db()
      .select()
      .from(certificateRevisions)
      .where(eq(certificateRevisions.certificateId, (await certRow(cert.certificate_uuid)).id));
    const res = await admin.agent.get(
      `${apiPath('admin/certificates/view.php')}?uuid=${cert.certificate_uuid}&revision=1&mode=download`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sertifikat-${cert.number}.pdf"`);
    expect(res.headers['cache-control']).toContain('no-store');
    expect((await import('node:crypto')).createHash('sha256').update(res.rawPayload).digest('hex')).toBe(rev.sha256);
    expect(
      (await admin.agent.get(`${apiPath('admin/certificates/view.php')}?uuid=${cert.certificate_uuid}&revision=2`))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST admin/certificates/update.php and revoke.php', () => {
  it('a revision keeps the number, raises the revision, stores a new PDF and keeps the old one; the company is notified', async () => {
    const cert = await published(alice);
    const res = await admin.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.certificate_uuid,
      reason: 'Nama perusahaan salah ketik',
      company_name: 'PT Alice Sejahtera',
      sub_bidang_codes: ['PB003', 'PB001'],
      // Unchanged: not listed among the changed fields.
      signatory_name: SIGNATORY.signatory_name,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = ZAdminCertificateResponse.parse(res.json().data).certificate;
    expect(detail).toMatchObject({
      number: cert.number,
      revision: 2,
      company_name: 'PT Alice Sejahtera',
      sub_bidang_count: 2,
    });
    expect(detail.data.sub_bidang.map((s) => s.code)).toEqual(['PB003', 'PB001']);
    expect(detail.revisions.map((r) => [r.revision, r.reason, r.changed_fields])).toEqual([
      [1, null, []],
      [2, 'Nama perusahaan salah ketik', ['company_name', 'sub_bidang']],
    ]);
    expect(detail.revision_pdf_urls).toHaveLength(2);
    const [one, two] = await Promise.all(detail.revision_pdf_urls.map((u) => admin.agent.get(u)));
    expect(one.statusCode).toBe(200);
    expect(two.statusCode).toBe(200);
    expect(one.rawPayload.equals(two.rawPayload)).toBe(false);
    const revs = await db()
      .select()
      .from(certificateRevisions)
      .where(eq(certificateRevisions.certificateId, (await certRow(cert.certificate_uuid)).id));
    expect(new Set(revs.map((r) => r.storageKey)).size).toBe(2);
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.user.id), eq(notifications.kind, 'certificate_revised')));
    expect(note.actionUrl).toBe(`/certificates/view/${cert.certificate_uuid}`);
  });

  it('a revision refuses unknown or inactive sub-bidang (422), no change (422), and a certificate that is not active (409)', async () => {
    const cert = await published(alice);
    const unknown = await admin.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.certificate_uuid,
      reason: 'r',
      sub_bidang_codes: ['PB001', 'ZZ999'],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.sub_bidang_codes).toBeDefined();
    expect(unknown.json().data.unavailable_codes).toEqual(['ZZ999']);
    await db().update(subBidang).set({ isActive: false }).where(eq(subBidang.code, 'PB003'));
    try {
      const inactive = await admin.agent.post(apiPath('admin/certificates/update.php'), {
        uuid: cert.certificate_uuid,
        reason: 'r',
        sub_bidang_codes: ['PB003'],
      });
      expect(inactive.statusCode).toBe(422);
      expect(inactive.json().data.unavailable_codes).toEqual(['PB003']);
    } finally {
      await db().update(subBidang).set({ isActive: true }).where(eq(subBidang.code, 'PB003'));
    }
    const same = await admin.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.certificate_uuid,
      reason: 'r',
      qualification: 'kecil',
    });
    expect(same.statusCode).toBe(422);
    expect((await certRow(cert.certificate_uuid)).revision).toBe(1);

    const revoked = await admin.agent.post(apiPath('admin/certificates/revoke.php'), {
      uuid: cert.certificate_uuid,
      reason: 'Data palsu',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const detail = ZAdminCertificateResponse.parse(revoked.json().data).certificate;
    expect(detail).toMatchObject({ status: 'revoked', revoke_reason: 'Data palsu' });
    expect(detail.revoked_at).not.toBeNull();
    expect(detail.status_history.map((e) => [e.name, e.to_status, e.note])).toEqual([
      ['publish', 'active', null],
      ['revoke', 'revoked', 'Data palsu'],
    ]);
    const late = await admin.agent.post(apiPath('admin/certificates/update.php'), {
      uuid: cert.certificate_uuid,
      reason: 'r',
      company_name: 'PT X',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('INVALID_TRANSITION');
    const twice = await admin.agent.post(apiPath('admin/certificates/revoke.php'), {
      uuid: cert.certificate_uuid,
      reason: 'lagi',
    });
    expect(twice.statusCode).toBe(409);
    const [note] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.user.id), eq(notifications.kind, 'certificate_revoked')));
    expect(note.actionUrl).toBe(`/certificates/view/${cert.certificate_uuid}`);
    const mails = await db().select().from(mailQueue).where(eq(mailQueue.recipient, alice.user.email));
    expect(mails.some((m) => m.subject.startsWith('Sertifikat SBU dicabut'))).toBe(true);
  });
});

describe('GET admin/certificates/list.php, export.php and detail.php', () => {
  it('filters by status, expiring_within_days and q (number prefix in any case, company name); sorts; paginates', async () => {
    const erin = await verifiedCompany(ctx, { name: 'Erin' });
    const a = await published(erin);
    const b = await published(erin);
    const list = async (qs: string) =>
      ZAdminCertificateListResponse.parse(
        (await admin.agent.get(`${apiPath('admin/certificates/list.php')}?${qs}`)).json().data,
      );

    const byNumber = await list(`q=${a.number.toLowerCase()}`);
    expect(byNumber.items.map((i) => i.number)).toEqual([a.number]);
    expect(byNumber.items[0]).toMatchObject({
      code_reg: a.codeReg,
      company_id: erin.company!.id,
      status: 'active',
      revision: 1,
      revoked_at: null,
    });
    const byName = await list(`q=${encodeURIComponent(erin.company!.name.slice(3))}&sort=oldest`);
    expect(byName.items.map((i) => i.number)).toEqual([a.number, b.number]);
    const page2 = await list(`q=${encodeURIComponent(erin.company!.name)}&per_page=1&page=2`);
    expect(page2).toMatchObject({ total: 2, page: 2, per_page: 1 });
    expect(page2.items.map((i) => i.number)).toEqual([a.number]);

    await admin.agent.post(apiPath('admin/certificates/revoke.php'), { uuid: b.certificate_uuid, reason: 'x' });
    expect(
      (await list(`q=${encodeURIComponent(erin.company!.name)}&status=revoked`)).items.map((i) => i.number),
    ).toEqual([b.number]);
    // Valid three years less a day: within 3 × 366 days, not within 30.
    expect(
      (await list(`q=${encodeURIComponent(erin.company!.name)}&expiring_within_days=1100`)).items.map((i) => i.number),
    ).toEqual([a.number]);
    expect((await list(`q=${encodeURIComponent(erin.company!.name)}&expiring_within_days=30`)).items).toEqual([]);

    const csv = await admin.agent.get(
      `${apiPath('admin/certificates/export.php')}?q=${encodeURIComponent(erin.company!.name)}`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Nomor SBU');
    expect(csv.body).toContain(a.number);
    expect(csv.body).toContain('Dicabut');
    const xlsx = await admin.agent.get(
      `${apiPath('admin/certificates/export.php')}?format=xlsx&q=${encodeURIComponent(erin.company!.name)}`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const detail = ZAdminCertificateResponse.parse(
      (await admin.agent.get(`${apiPath('admin/certificates/detail.php')}?uuid=${a.certificate_uuid}`)).json().data,
    ).certificate;
    expect(detail).toMatchObject({
      company_id: erin.company!.id,
      application: { code_reg: a.codeReg, type: 'new' },
      public_url: `http://localhost:8080/sertifikat/${a.certificate_uuid}`,
    });
    expect(detail.qr_svg.startsWith('<svg')).toBe(true);
    expect(detail.status_history[0].actor).toEqual({ name: admin.user.name, role: 'admin' });
  });
});

describe('simultaneous publishes', () => {
  // 50 since the PDFs are signed on the worker too (docs/decisions/102): signing holds the counter no longer than drawing.
  it.each([20, 50])(
    'get %i distinct, consecutive SBU-YYYY-NNNNNN numbers, each PDF signed',
    async (n) => {
      const actors = await Promise.all(Array.from({ length: 4 }, () => verifiedCompany(ctx)));
      const codes: string[] = [];
      for (let i = 0; i < n; i++) codes.push(await approvedApplication(ctx, actors[i % 4]));
      const results = await Promise.all(codes.map((c) => publish(c)));
      for (const r of results) expect(r.statusCode, r.body).toBe(200);
      const numbers = results.map((r) => r.json().data.certificate.number as string);
      expect(new Set(numbers).size).toBe(n);
      const seqs = numbers.map((x) => Number(x.slice(-6))).sort((x, y) => x - y);
      for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBe(seqs[0] + i);
      const rows = await db().select().from(certificates).where(inArray(certificates.number, numbers));
      expect(rows).toHaveLength(n);
      const revisions = await db()
        .select({ storageKey: certificateRevisions.storageKey })
        .from(certificateRevisions)
        .where(
          inArray(
            certificateRevisions.certificateId,
            rows.map((r) => r.id),
          ),
        );
      for (const { storageKey } of revisions) {
        const stored = fs.readFileSync((ctx.app.deps.storage as LocalStorage).pathOf(storageKey));
        expect(checkPdfSignature(stored)).toMatchObject({ signed: true, valid: true, coversWholeFile: true });
      }
    },
    180_000,
  );

  it('of two simultaneous publishes of one application, one wins and the other is 409', async () => {
    const codeReg = await approvedApplication(ctx, alice);
    const results = await Promise.all([publish(codeReg), publish(codeReg)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(
      await db()
        .select()
        .from(certificates)
        .where(eq(certificates.applicationId, (await applicationRow(ctx, codeReg)).id)),
    ).toHaveLength(1);
  });
});
