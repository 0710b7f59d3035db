import { z } from 'zod';
import {
  BUSINESS_ENTITY_TYPES,
  V,
  ZCompanyFields,
  zNib,
  zNpwp,
  zRequiredString,
  type TCompanyField,
} from '@portal/contract';

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
