import {
  COMPANY_IDENTITY_FIELDS,
  COMPANY_STATUS,
  REGISTRATION_REQUIRED_COMPANY_FIELDS,
  ZCompanyFields,
  type TCompany,
  type TCompanyField,
  type TCompanyFields,
  type TCompanyStatus,
} from '@portal/contract';

export {
  ALL_COMPANY_FIELDS,
  COMPANY_FIELD_GROUPS,
  toCompanyFormValues,
  type TCompanyFieldGroup,
  type TCompanyFormValues,
} from '@/lib/company-fields';

export type TCompanyPatch = Partial<TCompanyFields>;

/** The data Dokumen Registrasi completes before submission (contract REGISTRATION_REQUIRED_COMPANY_FIELDS). */
export const REGISTRATION_FORM_FIELDS: readonly TCompanyField[] = REGISTRATION_REQUIRED_COMPANY_FIELDS;

/**
 * docs/business-rules.md#company-data: identity fields are read-only for the company once it is
 * verified (or active), and while an admin reviews it (the server refuses changes then too).
 */
export function isIdentityLocked(status: TCompanyStatus): boolean {
  return status === COMPANY_STATUS.VERIFIED || status === COMPANY_STATUS.ACTIVE || status === COMPANY_STATUS.IN_REVIEW;
}

export function lockedCompanyFields(company: Pick<TCompany, 'status'>): readonly TCompanyField[] {
  return isIdentityLocked(company.status) ? COMPANY_IDENTITY_FIELDS : [];
}

/** The contract's own field rules, cut to the fields a form edits (so the form validates as the server does). */
export function companySchemaFor(fields: readonly TCompanyField[]) {
  const mask = Object.fromEntries(fields.map((f) => [f, true])) as Partial<Record<TCompanyField, true>>;
  return ZCompanyFields.pick(mask);
}

const isEmpty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** Required registration fields still empty in the saved company (same rule as registrations/submit.php). */
export function missingRegistrationFields(company: TCompany): TCompanyField[] {
  return REGISTRATION_REQUIRED_COMPANY_FIELDS.filter((f) => isEmpty(company[f]));
}

/** Only what the form may change: locked fields are never sent. */
export function toCompanyPatch(parsed: TCompanyPatch, editable: readonly TCompanyField[]): TCompanyPatch {
  const patch: Record<string, unknown> = {};
  for (const f of editable) if (parsed[f] !== undefined) patch[f] = parsed[f];
  return patch as TCompanyPatch;
}
