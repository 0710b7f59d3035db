import {
  addWorkingDays,
  COMPANY_STATUS,
  COMPANY_VERIFICATION_SLA_WORKING_DAYS,
  DOCUMENT_CATEGORY,
  DOCUMENT_STATUS,
  isRegistrationDocumentType,
  requiredRegistrationDocuments,
  type TCompany,
  type TDocument,
} from '@portal/contract';

/**
 * The one piece of advice the company dashboard gives, following the real registration state
 * (docs/business-rules.md#dashboards):
 * complete the data → upload or replace documents → submit → wait for the review (with the date the
 * company verification target of 3 working days gives) → apply for an SBU once approved.
 */
export type TNextStepKind =
  'completeData' | 'fixDocument' | 'uploadDocuments' | 'submit' | 'resubmit' | 'waitReview' | 'applySbu';

export interface TNextStep {
  kind: TNextStepKind;
  /** Where the call to action goes. */
  to: string;
  /** waitReview: the WIB date the review is expected by (null when the submission time is unknown). */
  expectedBy?: string | null;
  /** completeData: how many fields are still empty; uploadDocuments / fixDocument: how many documents. */
  count?: number;
}

/** A company as the dashboard reads it; `submitted_at` is the latest submission (null before the first). */
export type TNextStepCompany = Pick<TCompany, 'status' | 'business_entity_type'> &
  Partial<Pick<TCompany, 'submitted_at'>>;

export interface TNextStepInput {
  company: TNextStepCompany | null;
  /** Required company fields still empty. */
  missingFields: number;
  /** The caller's documents; undefined while they load. */
  documents: readonly TDocument[] | undefined;
}

const REGISTRATION = '/document-registration';

function documentCounts(company: TNextStepCompany, documents: readonly TDocument[]) {
  const current = new Map<string, TDocument>();
  for (const d of documents) {
    if (d.category === DOCUMENT_CATEGORY.INITIAL_REGISTRATION && isRegistrationDocumentType(d.document_type))
      current.set(d.document_type, d);
  }
  const rejected = [...current.values()].filter((d) => d.status === DOCUMENT_STATUS.REJECTED).length;
  const missing = requiredRegistrationDocuments(company.business_entity_type).filter((t) => {
    const s = current.get(t)?.status;
    return s !== DOCUMENT_STATUS.UPLOADED && s !== DOCUMENT_STATUS.VERIFIED;
  }).length;
  return { rejected, missing };
}

function expectedReviewDate(submittedAt: string | null | undefined): string | null {
  if (!submittedAt) return null;
  const at = new Date(submittedAt);
  return Number.isNaN(at.getTime()) ? null : addWorkingDays(at, COMPANY_VERIFICATION_SLA_WORKING_DAYS);
}

export function nextStep({ company, missingFields, documents }: TNextStepInput): TNextStep | null {
  if (!company) return null;
  const status = company.status;
  if (status === COMPANY_STATUS.VERIFIED || status === COMPANY_STATUS.ACTIVE)
    return { kind: 'applySbu', to: '/applications' };
  const docs = documents ? documentCounts(company, documents) : null;
  if (status === COMPANY_STATUS.IN_REVIEW) {
    // A rejected document is replaced during the review, without the registration being sent back.
    if (docs && docs.rejected > 0) return { kind: 'fixDocument', to: REGISTRATION, count: docs.rejected };
    return { kind: 'waitReview', to: REGISTRATION, expectedBy: expectedReviewDate(company.submitted_at) };
  }
  if (missingFields > 0) return { kind: 'completeData', to: REGISTRATION, count: missingFields };
  if (docs && docs.rejected > 0) return { kind: 'fixDocument', to: REGISTRATION, count: docs.rejected };
  if (!docs || docs.missing > 0) return { kind: 'uploadDocuments', to: REGISTRATION, count: docs?.missing };
  return { kind: status === COMPANY_STATUS.REJECTED ? 'resubmit' : 'submit', to: REGISTRATION };
}
