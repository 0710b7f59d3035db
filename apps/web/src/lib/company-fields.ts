import type { TCompany, TCompanyField } from '@portal/contract';

/** Every company field as a form holds it: text, as typed (the contract schema parses it). */
export type TCompanyFormValues = Record<TCompanyField, string>;

/** The company data (docs/business-rules.md#company-data), grouped as the company and admin screens show it. */
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

/** The official area codes the region picker keeps beside the names (not shown as fields of their own). */
export const REGION_CODE_FIELDS = [
  'province_code',
  'regency_city_code',
  'district_code',
  'village_code',
] as const satisfies readonly TCompanyField[];

/** The fields a form edits, with the area codes when it edits the province (the picker sets both). */
export function withRegionCodes(fields: readonly TCompanyField[]): TCompanyField[] {
  return fields.includes('province') ? [...fields, ...REGION_CODE_FIELDS] : [...fields];
}

export function toCompanyFormValues(company: TCompany): TCompanyFormValues {
  const values = {} as TCompanyFormValues;
  for (const f of [...ALL_COMPANY_FIELDS, ...REGION_CODE_FIELDS]) {
    const v = company[f];
    values[f] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

const hasValue = (v: unknown) => v !== null && v !== undefined && !(typeof v === 'string' && v.trim() === '');

/**
 * A parsed company form: the fields cleared (parsed as null) that hold a saved value and that
 * submission needs are refused (docs/business-rules.md#company-data), as the server refuses them;
 * clears of already empty fields are dropped. Answers what to send and what to mark.
 */
export function splitCompanyClears<P extends Partial<Record<TCompanyField, unknown>>>(
  saved: TCompany,
  parsed: P,
  required: readonly TCompanyField[],
): { patch: P; refused: TCompanyField[] } {
  const patch = { ...parsed };
  const refused: TCompanyField[] = [];
  for (const [f, v] of Object.entries(parsed) as [TCompanyField, unknown][]) {
    if (v !== null) continue;
    if (required.includes(f) && hasValue(saved[f])) refused.push(f);
    delete patch[f];
  }
  return { patch, refused };
}
