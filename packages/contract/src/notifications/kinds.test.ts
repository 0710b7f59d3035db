import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage } from '../common/exports';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_NAMES, renderNotification, subjectOf } from './kinds';

describe('notification kinds', () => {
  it('every kind has an Indonesian and an English text that differ (legacy excepted)', () => {
    const samples: Record<string, unknown> = {
      registration_approved: { companyName: 'PT A' },
      registration_rejected: { companyName: 'PT A', reasons: 'r' },
      document_verified: { documentType: 'nib' },
      document_rejected: { documentType: 'nib', note: 'n' },
      document_replaced: { companyId: 1, companyName: 'PT A', documentType: 'nib', documentUuid: 'u' },
      company_submitted: { companyId: 1, companyName: 'PT A' },
      registration_reminder: { companyName: 'PT A' },
      payment_proof_uploaded: { uuidInvoice: 'u', transId: 'INV-202611-000001', companyName: 'PT A' },
      invoice_paid: { uuidInvoice: 'u', transId: 'INV-202611-000001' },
      payment_proof_rejected: { uuidInvoice: 'u', transId: 'INV-202611-000001', note: 'n' },
      invoice_cancelled: { uuidInvoice: 'u', transId: 'INV-202611-000001', cause: 'admin', reason: 'r' },
      invoice_refunded: { uuidInvoice: 'u', transId: 'INV-202611-000001', reason: 'r' },
      application_submitted: { codeReg: 'SP-123456789', companyName: 'PT A' },
      application_received: { codeReg: 'SP-123456789', companyName: 'PT A' },
      invoice_issued: {
        codeReg: 'SP-123456789',
        transId: 'INV-202611-000001',
        total: 3_885_000,
        dueDate: '2026-12-08',
      },
      application_approved: { codeReg: 'SP-123456789', companyName: 'PT A' },
      application_rejected: { codeReg: 'SP-123456789', companyName: 'PT A', reason: 'r' },
      document_request_created: { codeReg: 'SP-123456789', companyName: 'PT A', title: 't', dueDate: '2026-12-08' },
      document_request_cancelled: { codeReg: 'SP-123456789', companyName: 'PT A', title: 't', reason: 'r' },
      document_request_overdue: { codeReg: 'SP-123456789', companyName: 'PT A', title: 't', dueDate: '2026-12-08' },
      document_request_fulfilled: { codeReg: 'SP-123456789', companyName: 'PT A', title: 't' },
      certificate_published: { number: 'SBU-2026-000001', codeReg: 'SP-123456789', validUntil: '2029-11-23' },
      certificate_revised: { number: 'SBU-2026-000001', revision: 2, reason: 'r' },
      certificate_revoked: { number: 'SBU-2026-000001', reason: 'r' },
      certificate_expiring: {
        certificateUuid: '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a10',
        number: 'SBU-2026-000001',
        validUntil: '2029-11-24',
        daysLeft: 30,
      },
      approval_requested: {
        uuid: '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a11',
        action: 'certificate.revoke',
        entity: 'SBU-2026-000001',
        requester: 'Budi',
        reason: 'r',
      },
      approval_decided: {
        uuid: '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a11',
        action: 'invoice.refund',
        entity: 'INV-1',
        decider: 'Sari',
        decision: 'rejected',
        reason: 'r',
      },
      approval_expired: { uuid: '0b5c1a6e-7d7e-4c1e-9a57-3f1d2f0c9a11', action: 'fees.update', entity: '-' },
      appeal_submitted: { appealUuid: 'u', companyName: 'PT A', subjectLabel: 'SP-123456789' },
      appeal_received: { subjectLabel: 'SP-123456789', answerBy: '2026-12-11' },
      appeal_upheld: { subjectLabel: 'SP-123456789', reason: 'r' },
      appeal_dismissed: { subjectLabel: 'SP-123456789', reason: 'r' },
      complaint_submitted: { complaintUuid: 'u', name: 'Budi', subject: 's' },
      complaint_received: { subject: 's', answerBy: '2026-12-11' },
      complaint_answered: { subject: 's', answer: 'a' },
      member_joined: { name: 'Sari', email: 'sari@contoh.co.id', companyName: 'PT A' },
      export_ready: { exportId: 'e', fileName: 'permohonan-2026-11-27-12345-baris.csv', rows: 12345 },
      export_failed: { exportId: 'e', list: 'permohonan' },
    };
    for (const kind of NOTIFICATION_KIND_NAMES.filter((k) => k !== 'legacy')) {
      expect(samples[kind], `a sample for ${kind}`).toBeDefined();
      const id = renderNotification(kind, samples[kind], 'id');
      const en = renderNotification(kind, samples[kind], 'en');
      expect(id.title).not.toBe(en.title);
      expect(id.message).not.toBe(en.message);
      if (kind === 'invoice_issued') expect(id.message).toContain('Rp 3.885.000');
      if (kind === 'approval_requested') expect(id.message).toContain('mencabut sertifikat SBU-2026-000001');
      if (kind === 'approval_decided') expect(en.message).toContain('Sari rejected your request to refund');
      expect(id.type).toBe(NOTIFICATION_KINDS[kind].type);
    }
  });

  it('renders legacy rows as stored, with their stored type', () => {
    expect(renderNotification('legacy', { title: 'Judul', message: 'Pesan', type: 'error' }, 'en')).toEqual({
      title: 'Judul',
      message: 'Pesan',
      type: 'error',
      refreshProfile: false,
    });
  });

  it('falls back to a generic text for an unknown kind or parameters that no longer parse', () => {
    expect(renderNotification('gone', {}, 'en').title).toBe('Notification');
    expect(renderNotification('registration_approved', { x: 1 }, 'id').title).toBe('Pemberitahuan');
  });

  it('names the subject of admin kinds', () => {
    expect(subjectOf('company_submitted', { companyId: 5, companyName: 'x' })).toBe('company:5');
    expect(
      subjectOf('document_replaced', { companyId: 5, companyName: 'x', documentType: 'nib', documentUuid: 'abc' }),
    ).toBe('document:abc');
    expect(subjectOf('registration_approved', { companyName: 'x' })).toBeNull();
  });

  it.each([
    [undefined, 'id'],
    ['', 'id'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['id-ID,id;q=0.9,en;q=0.8', 'id'],
    ['fr, en;q=0.5', 'en'],
    ['en;q=0.2, id;q=0.8', 'id'],
    ['de', 'id'],
    ['en;q=0', 'id'],
  ])('Accept-Language %s → %s', (header, lang) => {
    expect(languageFromAcceptLanguage(header)).toBe(lang);
  });

  it("writes every date in words in the reader's language, never as YYYY-MM-DD (issue 23, point 4)", () => {
    const invoice = { codeReg: 'SP-123456789', transId: 'INV-202611-000001', total: 3_885_000, dueDate: '2026-12-04' };
    expect(renderNotification('invoice_issued', invoice, 'id').message).toContain('4 Desember 2026');
    expect(renderNotification('invoice_issued', invoice, 'en').message).toContain('4 December 2026');
    const expiring = { certificateUuid: 'u', number: 'SBU-2026-000001', validUntil: '2029-11-26', daysLeft: 30 };
    for (const lang of ['id', 'en'] as const) {
      for (const [kind, params] of [
        ['invoice_issued', invoice],
        ['certificate_expiring', expiring],
        ['document_request_created', { codeReg: 'SP-1', companyName: 'PT A', title: 't', dueDate: '2026-12-04' }],
      ] as const)
        expect(renderNotification(kind, params, lang).message).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    expect(renderNotification('certificate_expiring', expiring, 'id').message).toContain('26 November 2029');
  });

  it("shows an admin's preset reason in the reader's language, and their own words as written", () => {
    const note = 'Dokumen tidak terbaca atau buram. Halaman 2 gelap.';
    expect(renderNotification('document_rejected', { documentType: 'nib', note }, 'en').message).toContain(
      'The document is unreadable or blurred. Halaman 2 gelap.',
    );
    expect(renderNotification('document_rejected', { documentType: 'nib', note }, 'id').message).toContain(note);
    const reasons = 'Data belum lengkap\n- NIB: Dokumen sudah tidak berlaku.';
    expect(renderNotification('registration_rejected', { companyName: 'PT A', reasons }, 'en').message).toContain(
      '- NIB: The document has expired.',
    );
  });
});
