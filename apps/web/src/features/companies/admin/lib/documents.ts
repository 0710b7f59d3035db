import {
  DOCUMENT_CATEGORY,
  DOCUMENT_STATUS,
  REGISTRATION_DOCUMENT_TYPES,
  type TAdminCompanyDetailResponse,
  type TAdminDocument,
  type TRegistrationDocumentType,
} from '@portal/contract';

export interface TDocumentGroup {
  type: TRegistrationDocumentType;
  isRequired: boolean;
  /** The current upload of this type, if any. */
  current: TAdminDocument | null;
  /** Earlier uploads of this type (replaced before verification), newest first. */
  history: TAdminDocument[];
}

const byNewest = (a: TAdminDocument, b: TAdminDocument) => b.uploaded_at.localeCompare(a.uploaded_at);

/** One group per registration document type (docs/business-rules.md#document-types), required ones by the company's entity type. */
export function registrationGroups(
  detail: Pick<TAdminCompanyDetailResponse, 'documents' | 'required_documents'>,
): TDocumentGroup[] {
  const registration = detail.documents.filter((d) => d.category === DOCUMENT_CATEGORY.INITIAL_REGISTRATION);
  return REGISTRATION_DOCUMENT_TYPES.map((type) => {
    const ofType = registration.filter((d) => d.document_type === type).sort(byNewest);
    return {
      type,
      isRequired: detail.required_documents.includes(type),
      current: ofType.find((d) => d.is_current) ?? null,
      history: ofType.filter((d) => !d.is_current),
    };
  });
}

/** Documents of other categories (later issues: applications, payments), shown as a plain list. */
export const otherDocuments = (detail: Pick<TAdminCompanyDetailResponse, 'documents'>) =>
  detail.documents.filter((d) => d.category !== DOCUMENT_CATEGORY.INITIAL_REGISTRATION).sort(byNewest);

/** Approval needs every required document's current upload verified (docs/business-rules.md#approval); these are not. */
export const missingForApproval = (groups: TDocumentGroup[]): TRegistrationDocumentType[] =>
  groups.filter((g) => g.isRequired && g.current?.status !== DOCUMENT_STATUS.VERIFIED).map((g) => g.type);
