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

/** Every company field as the form holds it: text, as typed (the contract schema parses it). */
export type TCompanyFormValues = Record<TCompanyField, string>;
export type TCompanyPatch = Partial<TCompanyFields>;

/** The company data of DOMAIN.md, grouped as the screens show it. */
export const COMPANY_FIELD_GROUPS = [
  { key: 'identity', fields: ['name', 'business_entity_type', 'npwp', 'nib'] },
  { key: 'address', fields: ['address', 'province', 'regency_city', 'district', 'village', 'postal_code'] },
  { key: 'contact', fields: ['phone', 'email'] },
  { key: 'business', fields: ['business_type', 'investment_value', 'employee_count'] },
  { key: 'leader', fields: ['leader_name', 'leader_position', 'leader_nik', 'leader_npwp'] },
  { key: 'kta', fields: ['kta_kadin_number', 'kta_date'] },
] as const satisfies readonly { key: string; fields: readonly TCompanyField[] }[];
export type TCompanyFieldGroup = (typeof COMPANY_FIELD_GROUPS)[number]['key'];

export const ALL_COMPANY_FIELDS: readonly TCompanyField[] = COMPANY_FIELD_GROUPS.flatMap((g) => g.fields);

/** The data Dokumen Registrasi completes before submission (contract REGISTRATION_REQUIRED_COMPANY_FIELDS). */
export const REGISTRATION_FORM_FIELDS: readonly TCompanyField[] = REGISTRATION_REQUIRED_COMPANY_FIELDS;

export function toCompanyFormValues(company: TCompany): TCompanyFormValues {
  const values = {} as TCompanyFormValues;
  for (const f of ALL_COMPANY_FIELDS) {
    const v = company[f];
    values[f] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

/**
 * DOMAIN.md "Users, OTP, passwords": identity fields are read-only for the company once it is
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
