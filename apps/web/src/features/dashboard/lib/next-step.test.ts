import { describe, expect, it } from 'vitest';
import { COMPANY_STATUS, requiredRegistrationDocuments, type TDocument } from '@portal/contract';
import { nextStep } from './next-step';

const doc = (document_type: string, status: TDocument['status'], category = 'initial_registration'): TDocument => ({
  uuid: `u-${document_type}`,
  document_type,
  category,
  status,
  original_name: `${document_type}.pdf`,
  file_size: 1,
  mime_type: 'application/pdf',
  sha256: 'x',
  uploaded_at: '2026-11-20T03:00:00.000Z',
  review_note: null,
  file_url: '/x',
});
const allUploaded = () => requiredRegistrationDocuments('PT').map((t) => doc(t, 'uploaded'));
const company = (status: string, over: Record<string, unknown> = {}) =>
  ({ status, business_entity_type: 'PT', ...over }) as never;

describe('dashboard next step', () => {
  it('no company: no advice', () => {
    expect(nextStep({ company: null, missingFields: 0, documents: [] })).toBeNull();
  });

  it('unverified with empty fields: complete the data first', () => {
    expect(nextStep({ company: company(COMPANY_STATUS.UNVERIFIED), missingFields: 4, documents: [] })).toEqual({
      kind: 'completeData',
      to: '/document-registration',
      count: 4,
    });
  });

  it('data complete, documents missing: upload them (counting only required registration ones)', () => {
    const docs = [doc('nib', 'uploaded'), doc('nib', 'uploaded', 'sbu_application')];
    const step = nextStep({ company: company(COMPANY_STATUS.UNVERIFIED), missingFields: 0, documents: docs });
    expect(step).toEqual({
      kind: 'uploadDocuments',
      to: '/document-registration',
      count: requiredRegistrationDocuments('PT').length - 1,
    });
  });

  it('a rejected document comes before the remaining uploads', () => {
    const docs = [doc('nib', 'rejected')];
    expect(nextStep({ company: company(COMPANY_STATUS.UNVERIFIED), missingFields: 0, documents: docs })?.kind).toBe(
      'fixDocument',
    );
  });

  it('everything there: submit; after a rejection of the registration: resubmit', () => {
    expect(
      nextStep({ company: company(COMPANY_STATUS.UNVERIFIED), missingFields: 0, documents: allUploaded() })?.kind,
    ).toBe('submit');
    expect(
      nextStep({ company: company(COMPANY_STATUS.REJECTED), missingFields: 0, documents: allUploaded() })?.kind,
    ).toBe('resubmit');
    expect(
      nextStep({ company: company(COMPANY_STATUS.REJECTED), missingFields: 2, documents: allUploaded() })?.kind,
    ).toBe('completeData');
  });

  it('in review: wait, with the date 3 working days after the submission (weekend skipped)', () => {
    // Friday 2026-11-20, 10:00 WIB → Wednesday 2026-11-25
    const step = nextStep({
      company: company(COMPANY_STATUS.IN_REVIEW, { submitted_at: '2026-11-20T03:00:00.000Z' }),
      missingFields: 0,
      documents: allUploaded(),
    });
    expect(step).toEqual({ kind: 'waitReview', to: '/document-registration', expectedBy: '2026-11-25' });
  });

  it('in review never asks to complete data or upload, even with empty fields; without a submission time no date', () => {
    const step = nextStep({ company: company(COMPANY_STATUS.IN_REVIEW), missingFields: 3, documents: [] });
    expect(step).toEqual({ kind: 'waitReview', to: '/document-registration', expectedBy: null });
  });

  it('in review with a rejected document: replace it', () => {
    const docs = [...allUploaded().filter((d) => d.document_type !== 'ktp_pimpinan'), doc('ktp_pimpinan', 'rejected')];
    expect(nextStep({ company: company(COMPANY_STATUS.IN_REVIEW), missingFields: 0, documents: docs })).toEqual({
      kind: 'fixDocument',
      to: '/document-registration',
      count: 1,
    });
  });

  it('verified or active: apply for an SBU', () => {
    for (const s of [COMPANY_STATUS.VERIFIED, COMPANY_STATUS.ACTIVE]) {
      expect(nextStep({ company: company(s), missingFields: 0, documents: undefined })).toEqual({
        kind: 'applySbu',
        to: '/applications',
      });
    }
  });
});
