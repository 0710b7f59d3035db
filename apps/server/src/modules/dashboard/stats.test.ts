import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPath, type TDashboardStatsResponse, USER_STATUS, ZDashboardStatsResponse } from '@portal/contract';
import { applications } from '../../db/schema';
import { Agent, createTestContext, type TestContext } from '../../../test/helpers';
import { adminActor, verifiedCompany } from '../../../test/application-kit';
import { createActor, seedDocument, type Actor } from '../../../test/actors';
import { insertApplication, insertInvoice } from '../../../test/fixtures/workflow';
import {
  insertApplicationEvent,
  insertCertificate,
  insertCertificateEvent,
  insertCompanyReview,
  insertDocumentRequest,
  insertInvoiceEvent,
} from '../../../test/fixtures/stats';

const NOW = new Date('2026-05-20T03:00:00Z'); // Wednesday 10:00 WIB
const at = (iso: string) => new Date(iso);
const SECRET = 'CATATAN-INTERNAL-ADMIN';

let ctx: TestContext;
/** The server's clock; one test moves it past a certificate's last valid day. */
let now = NOW;
let owner: Actor;
let admin: Actor;
const refs: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ now: () => now });
  const db = ctx.app.deps.db;
  owner = await verifiedCompany(ctx);
  admin = await adminActor(ctx);
  const who = { companyId: owner.company!.id, userId: owner.user.id };

  const submitted = await insertApplication(db, { ...who, status: 'submitted', createdAt: at('2026-05-01T02:00:00Z') });
  const pendingInvoice = await insertInvoice(db, submitted, {
    status: 'pending',
    issuedAt: at('2026-05-10T02:00:00Z'),
  });
  const underReview = await insertApplication(db, {
    ...who,
    status: 'under_review',
    createdAt: at('2026-04-01T02:00:00Z'),
  });
  await insertInvoice(db, underReview, { status: 'waiting_confirmation', issuedAt: at('2026-04-02T02:00:00Z') });
  await insertDocumentRequest(db, underReview, { dueDate: '2026-05-25', title: 'Laporan pajak' });
  await insertDocumentRequest(db, underReview, { dueDate: '2026-05-01', status: 'fulfilled' });
  const done = await insertApplication(db, { ...who, status: 'completed', createdAt: at('2023-06-01T02:00:00Z') });
  const inWindow = await insertCertificate(db, done, {
    issuedAt: at('2023-07-01T02:00:00Z'),
    validUntil: '2026-07-01',
  });
  const doneRenewed = await insertApplication(db, {
    ...who,
    status: 'completed',
    createdAt: at('2023-06-02T02:00:00Z'),
  });
  const renewedCert = await insertCertificate(db, doneRenewed, {
    issuedAt: at('2023-07-02T02:00:00Z'),
    validUntil: '2026-06-30',
  });
  const renewal = await insertApplication(db, {
    ...who,
    status: 'draft',
    type: 'renewal',
    createdAt: at('2026-05-15T02:00:00Z'),
  });
  await db.update(applications).set({ certificateId: renewedCert.id }).where(eq(applications.id, renewal.id));
  const doneLater = await insertApplication(db, { ...who, status: 'completed', createdAt: at('2025-01-02T02:00:00Z') });
  await insertCertificate(db, doneLater, { issuedAt: at('2025-02-01T02:00:00Z'), validUntil: '2028-01-31' });
  const revokedApp = await insertApplication(db, {
    ...who,
    status: 'completed',
    createdAt: at('2024-01-02T02:00:00Z'),
  });
  await insertCertificate(db, revokedApp, {
    status: 'revoked',
    issuedAt: at('2024-02-01T02:00:00Z'),
    validUntil: '2026-06-01',
  });
  refs.invoice = pendingInvoice.uuid;
  refs.transId = pendingInvoice.transId;
  refs.underReview = underReview.codeReg;
  refs.certificate = inWindow.uuid;
  refs.submitted = submitted.codeReg;

  // Timelines: an admin's notes on every kind of event, which the company must never see here.
  for (let d = 1; d <= 8; d++)
    await insertApplicationEvent(db, submitted, {
      name: 'update',
      to: 'draft',
      at: at(`2026-05-0${d}T03:00:00Z`),
      actorUserId: owner.user.id,
    });
  await insertApplicationEvent(db, submitted, {
    name: 'submit',
    to: 'submitted',
    at: at('2026-05-10T02:00:00Z'),
    actorUserId: owner.user.id,
  });
  await insertApplicationEvent(db, underReview, {
    name: 'start_review',
    to: 'under_review',
    at: at('2026-05-12T02:00:00Z'),
    actorUserId: admin.user.id,
    note: SECRET,
  });
  await insertInvoiceEvent(db, pendingInvoice, {
    name: 'issue',
    to: 'pending',
    at: at('2026-05-10T02:00:01Z'),
    note: SECRET,
  });
  await insertCertificateEvent(db, inWindow, {
    name: 'publish',
    to: 'active',
    at: at('2026-05-13T02:00:00Z'),
    actorUserId: admin.user.id,
    note: SECRET,
  });
  await insertCompanyReview(db, owner.company!.id, {
    action: 'remind',
    at: at('2026-05-14T02:00:00Z'),
    actorUserId: admin.user.id,
    note: SECRET,
  });

  // A rejected registration document to replace.
  await seedDocument(ctx, owner, 'akta_pendirian', { status: 'rejected' });
  await seedDocument(ctx, owner, 'npwp_perusahaan', { status: 'rejected', isCurrent: false });

  // Another company's rows never show.
  const other = await verifiedCompany(ctx);
  const theirs = await insertApplication(db, {
    companyId: other.company!.id,
    userId: other.user.id,
    status: 'submitted',
  });
  await insertInvoice(db, theirs, { status: 'pending' });
  await insertApplicationEvent(db, theirs, {
    name: 'submit',
    to: 'submitted',
    at: at('2026-05-19T02:00:00Z'),
    actorUserId: other.user.id,
  });
});
afterAll(async () => ctx.close());

async function stats(agent: Agent): Promise<TDashboardStatsResponse> {
  const res = await agent.get(apiPath('dashboard/stats.php'));
  expect(res.statusCode).toBe(200);
  return ZDashboardStatsResponse.parse(res.json().data);
}

describe('GET dashboard/stats.php', () => {
  it('answers 401 without a session and 403 to an administrator (no company)', async () => {
    expect((await new Agent(ctx.app).get(apiPath('dashboard/stats.php'))).json().code).toBe('UNAUTHENTICATED');
    expect((await admin.agent.get(apiPath('dashboard/stats.php'))).statusCode).toBe(403);
  });

  it("counts the company's own applications, certificates, reviews and unpaid invoices", async () => {
    const data = await stats(owner.agent);
    expect(data.total_applications).toBe(7);
    expect(data.pending_reviews).toBe(2);
    expect(data.active_certificates).toBe(3);
    expect(data.unpaid_invoices).toBe(2);
  });

  it('lists the next actions, dated ones first, each with its link', async () => {
    const { next_actions } = await stats(owner.agent);
    expect(next_actions.map((a) => a.kind)).toEqual([
      'unpaid_invoice',
      'document_request',
      'certificate_renewal',
      'rejected_document',
    ]);
    const [invoice, request, renewal, document] = next_actions;
    expect(request).toMatchObject({
      due_date: '2026-05-25',
      overdue: false,
      actionUrl: `/applications/${refs.underReview}`,
      params: { title: 'Laporan pajak' },
    });
    expect(invoice).toMatchObject({
      due_date: '2026-05-24',
      actionUrl: `/payment/${refs.invoice}`,
      params: { trans_id: refs.transId },
    });
    expect(invoice!.amount).toBeGreaterThan(0);
    // Still valid: the deadline is its last valid day (the remaining days carry over); the one with a renewal under way is left out.
    expect(renewal).toMatchObject({
      due_date: '2026-07-01',
      actionUrl: `/renewal/sbu/${refs.certificate}`,
      params: { valid_until: '2026-07-01' },
    });
    expect(document).toMatchObject({
      due_date: null,
      // Dokumen Registrasi opened at that document's card (docs/decisions/104).
      actionUrl: '/document-registration#dokumen-akta_pendirian',
      params: { document_type: 'akta_pendirian' },
    });
  });

  it("past the last valid day, the renewal's deadline is the grace window's last day", async () => {
    now = new Date('2026-07-10T03:00:00Z');
    try {
      const renewal = (await stats(owner.agent)).next_actions.find((a) => a.kind === 'certificate_renewal');
      expect(renewal).toMatchObject({ due_date: '2026-09-29', params: { valid_until: '2026-07-01' } });
    } finally {
      now = NOW;
    }
  });

  it('shows the last 10 events newest first, across the timelines, without any note', async () => {
    const res = await owner.agent.get(apiPath('dashboard/stats.php'));
    expect(res.body).not.toContain(SECRET);
    const { recent_activity } = ZDashboardStatsResponse.parse(res.json().data);
    expect(recent_activity).toHaveLength(10);
    expect(recent_activity.slice(0, 5).map((e) => [e.kind, e.actor])).toEqual([
      ['company.remind', 'admin'],
      ['certificate.publish', 'admin'],
      ['application.start_review', 'admin'],
      ['invoice.issue', 'system'],
      ['application.submit', 'company'],
    ]);
    expect(recent_activity[2]).toMatchObject({
      entity: 'application',
      reference: refs.underReview,
      to_status: 'under_review',
      actionUrl: `/applications/${refs.underReview}`,
    });
    expect(recent_activity.map((e) => e.at)).toEqual([...recent_activity.map((e) => e.at)].sort().reverse());
    expect(recent_activity.some((e) => e.reference === refs.submitted && e.kind === 'application.update')).toBe(true);
  });

  it('answers an unverified company too: zero figures and its rejected document to replace', async () => {
    const fresh = await createActor(ctx, { status: USER_STATUS.ACTIVE });
    await seedDocument(ctx, fresh, 'ktp_pimpinan', { status: 'rejected' });
    const data = await stats(fresh.agent);
    expect(data).toMatchObject({
      total_applications: 0,
      active_certificates: 0,
      pending_reviews: 0,
      unpaid_invoices: 0,
      recent_activity: [],
    });
    expect(data.next_actions).toEqual([
      expect.objectContaining({ kind: 'rejected_document', params: { document_type: 'ktp_pimpinan' } }),
    ]);
  });
});
