import { z } from 'zod';
import { V, zNib, zNpwp, zRequiredString } from '../common/fields';
import { BUSINESS_ENTITY_TYPES, COMPANY_STATUSES } from '../statuses';
import { COMPANY_DETAIL_UPDATE_FIELDS } from '../common/company-detail-fields';

const csrf = { csrf_token: z.string().max(200).optional() };

/** A company as every answer carries it (the profile, updates, admin screens). */
export const ZCompany = z.object({
  companyId: z.number().int(),
  name: z.string(),
  business_entity_type: z.string(),
  npwp: z.string(),
  nib: z.string(),
  status: z.enum(COMPANY_STATUSES),
  address: z.string().nullable(),
  province: z.string().nullable(),
  regency_city: z.string().nullable(),
  district: z.string().nullable(),
  village: z.string().nullable(),
  /** Official area codes of the names above (regions/list.php); null for a name typed as free text. */
  province_code: z.string().nullable(),
  regency_city_code: z.string().nullable(),
  district_code: z.string().nullable(),
  village_code: z.string().nullable(),
  postal_code: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  business_type: z.string().nullable(),
  investment_value: z.number().int().nullable(),
  employee_count: z.number().int().nullable(),
  leader_name: z.string().nullable(),
  leader_position: z.string().nullable(),
  leader_nik: z.string().nullable(),
  leader_npwp: z.string().nullable(),
  kta_kadin_number: z.string().nullable(),
  kta_date: z.string().nullable(),
  review_note: z.string().nullable(),
  /** The latest submission for verification (the review's expected date counts from it). */
  submitted_at: z.string().nullable(),
});
export type TCompany = z.infer<typeof ZCompany>;

/** Message keys beyond the shared `V` set (the web app's `validation` namespace). */
export const V_ONBOARDING = {
  /** An identity field sent changed after verification or during review (docs/business-rules.md#company-data). */
  readOnly: 'validation.readOnly',
  /** A required registration document is missing or was rejected. */
  documentRequired: 'validation.documentRequired',
  /** change-password: the current password does not match. */
  currentPasswordWrong: 'validation.currentPasswordWrong',
} as const;

/**
 * Company fields, snake_case (docs/business-rules.md#field-names). Every field is optional: a form may
 * send a part. An empty detail field parses as `null`, a request to clear it, which the server
 * refuses for a field that holds a value (docs/business-rules.md#company-data).
 */
export const ZCompanyFields = z.object({
  name: zRequiredString(200).optional(),
  business_entity_type: z.enum(BUSINESS_ENTITY_TYPES, { error: V.invalid }).optional(),
  npwp: zNpwp.optional(),
  nib: zNib.optional(),
  ...COMPANY_DETAIL_UPDATE_FIELDS,
});
export type TCompanyFields = z.output<typeof ZCompanyFields>;
export type TCompanyField = keyof TCompanyFields;

/**
 * Identity fields: read-only for the company once verified or active, and while in review
 * (docs/business-rules.md#company-data); an admin may correct them.
 */
export const COMPANY_IDENTITY_FIELDS = [
  'name',
  'business_entity_type',
  'npwp',
  'nib',
  'leader_nik',
  'leader_npwp',
] as const satisfies readonly TCompanyField[];

/**
 * The company data that must be complete before `registrations/submit.php` (the fields completed
 * on Dokumen Registrasi: docs/business-rules.md#company-data). All of them are required: the
 * certification body needs the address, contacts, business figures, the leader's identity and
 * the KTA Kadin data that the KTA document is checked against.
 */
export const REGISTRATION_REQUIRED_COMPANY_FIELDS = [
  'address',
  'province',
  'regency_city',
  'district',
  'village',
  'postal_code',
  'phone',
  'email',
  'business_type',
  'investment_value',
  'employee_count',
  'leader_name',
  'leader_position',
  'leader_nik',
  'leader_npwp',
  'kta_kadin_number',
  'kta_date',
] as const satisfies readonly (keyof z.infer<typeof ZCompany>)[];
export type TRegistrationRequiredField = (typeof REGISTRATION_REQUIRED_COMPANY_FIELDS)[number];

/** POST companies/update.php (the caller's own company) */
export const ZUpdateCompanyRequest = ZCompanyFields.extend(csrf).strict();
export type TUpdateCompanyRequest = z.input<typeof ZUpdateCompanyRequest>;
export const ZUpdateCompanyResponse = z.object({ company: ZCompany });
export type TUpdateCompanyResponse = z.infer<typeof ZUpdateCompanyResponse>;

/** POST registrations/submit.php: no fields beyond the token. */
export const ZSubmitRegistrationRequest = z.object({ ...csrf }).strict();
export const ZSubmitRegistrationResponse = z.object({ company: ZCompany });
export type TSubmitRegistrationResponse = z.infer<typeof ZSubmitRegistrationResponse>;
/** 422 `data` when something is missing: field names and document types. */
export const ZSubmitRegistrationMissing = z.object({
  missing_fields: z.array(z.string()),
  missing_documents: z.array(z.string()),
});
export type TSubmitRegistrationMissing = z.infer<typeof ZSubmitRegistrationMissing>;
