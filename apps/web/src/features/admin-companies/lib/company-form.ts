import { z } from 'zod';
import { BUSINESS_ENTITY_TYPES, V, ZCompanyFields, zNib, zNpwp, zRequiredString, type TCompanyField } from '@portal/contract';
import { ApiError } from '@/lib/api-client';
import { ALL_COMPANY_FIELDS } from '@/lib/company-fields';

/**
 * The admin's edit form: the contract's company fields (the same validation as the company side)
 * with the identity fields required, since the form always shows them filled in.
 */
export const ZAdminCompanyForm = ZCompanyFields.extend({
  name: zRequiredString(200),
  business_entity_type: z.enum(BUSINESS_ENTITY_TYPES, { error: V.required }),
  npwp: zNpwp,
  nib: zNib,
});
export type TAdminCompanyFormOutput = z.output<typeof ZAdminCompanyForm>;
export type { TCompanyFormValues as TAdminCompanyFormValues } from '@/lib/company-fields';

export const REQUIRED_FORM_FIELDS: readonly TCompanyField[] = ['name', 'business_entity_type', 'npwp', 'nib'];

/** DOMAIN.md: one company per NPWP and per NIB; each duplicate is a 409 with its own code. */
const TAKEN_CODE_FIELD: Record<string, TCompanyField> = { NPWP_TAKEN: 'npwp', NIB_TAKEN: 'nib' };

/** Server answer → one message per form field (422 `errors`, 409 *_TAKEN as `admin:` keys). */
export function serverFieldErrors(error: unknown): Partial<Record<TCompanyField, string>> {
  const out: Partial<Record<TCompanyField, string>> = {};
  if (!(error instanceof ApiError)) return out;
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m.length > 0) : undefined;
    if (first && (ALL_COMPANY_FIELDS as readonly string[]).includes(field)) out[field as TCompanyField] = first;
  }
  const taken = TAKEN_CODE_FIELD[error.code];
  if (taken) out[taken] = `admin:companyEdit.taken.${taken}`;
  return out;
}
