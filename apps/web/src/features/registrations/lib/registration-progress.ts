import {
  COMPANY_STATUS,
  DOCUMENT_CATEGORY,
  DOCUMENT_STATUS,
  isRegistrationDocumentType,
  requiredRegistrationDocuments,
  type TCompany,
  type TCompanyField,
  type TDocument,
  type TRegistrationDocumentType,
} from '@portal/contract';
import { missingRegistrationFields } from '@/features/companies';

/**
 * Where the company stands (docs/business-rules.md#company-status): preparing (unverified), fixing after a
 * rejection, waiting for the admin (in_review), or done (verified / active).
 */
export type TRegistrationStage = 'editing' | 'rejected' | 'in_review' | 'approved';

export function registrationStage(company: Pick<TCompany, 'status'>): TRegistrationStage {
  switch (company.status) {
    case COMPANY_STATUS.IN_REVIEW:
      return 'in_review';
    case COMPANY_STATUS.REJECTED:
      return 'rejected';
    case COMPANY_STATUS.VERIFIED:
    case COMPANY_STATUS.ACTIVE:
      return 'approved';
    default:
      return 'editing';
  }
}

/** Data and documents may change only before submission or after a rejection. */
export const isRegistrationEditable = (stage: TRegistrationStage) => stage === 'editing' || stage === 'rejected';

/** The current registration document of each type. */
export function registrationDocumentsByType(
  documents: readonly TDocument[],
): Map<TRegistrationDocumentType, TDocument> {
  const map = new Map<TRegistrationDocumentType, TDocument>();
  for (const d of documents) {
    if (d.category === DOCUMENT_CATEGORY.INITIAL_REGISTRATION && isRegistrationDocumentType(d.document_type))
      map.set(d.document_type, d);
  }
  return map;
}

/** A required document counts once uploaded or verified; a rejected one must be replaced (as registrations/submit.php rules). */
const counts = (d: TDocument | undefined) =>
  d?.status === DOCUMENT_STATUS.UPLOADED || d?.status === DOCUMENT_STATUS.VERIFIED;

export interface TRegistrationProgress {
  stage: TRegistrationStage;
  requiredDocuments: TRegistrationDocumentType[];
  doneDocuments: TRegistrationDocumentType[];
  /** Required documents there at all (uploaded, verified or rejected): what "n of m uploaded" counts. */
  uploadedDocuments: TRegistrationDocumentType[];
  /** Required documents the admin rejected: to be replaced (at once, even during review). */
  rejectedDocuments: TRegistrationDocumentType[];
  missingDocuments: TRegistrationDocumentType[];
  missingFields: TCompanyField[];
  isDataComplete: boolean;
  isDocumentsComplete: boolean;
  canSubmit: boolean;
}

export function registrationProgress(company: TCompany, documents: readonly TDocument[]): TRegistrationProgress {
  const stage = registrationStage(company);
  const byType = registrationDocumentsByType(documents);
  const requiredDocuments = requiredRegistrationDocuments(company.business_entity_type);
  const doneDocuments = requiredDocuments.filter((t) => counts(byType.get(t)));
  const missingDocuments = requiredDocuments.filter((t) => !counts(byType.get(t)));
  const uploadedDocuments = requiredDocuments.filter((t) => byType.has(t));
  const rejectedDocuments = requiredDocuments.filter((t) => byType.get(t)?.status === DOCUMENT_STATUS.REJECTED);
  const missingFields = missingRegistrationFields(company);
  const isDataComplete = missingFields.length === 0;
  const isDocumentsComplete = missingDocuments.length === 0;
  return {
    stage,
    requiredDocuments,
    doneDocuments,
    uploadedDocuments,
    rejectedDocuments,
    missingDocuments,
    missingFields,
    isDataComplete,
    isDocumentsComplete,
    canSubmit: isDataComplete && isDocumentsComplete && isRegistrationEditable(stage),
  };
}
