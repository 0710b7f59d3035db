import type { TBusinessEntityType } from '@portal/contract/constants';

/** The required fields of the sign-up (docs/business-rules.md#sign-up), in three steps: account, company, confirmation. */
export const REGISTER_STEPS = [
  { key: 'account', fields: ['name', 'email', 'phone', 'password', 'confirmPassword'] },
  { key: 'company', fields: ['companyName', 'businessEntityType', 'npwp', 'nib'] },
  { key: 'confirm', fields: ['termsAccepted'] },
] as const;
export type TRegisterField = (typeof REGISTER_STEPS)[number]['fields'][number];
export const REGISTER_FIELDS: readonly TRegisterField[] = REGISTER_STEPS.flatMap((s) => s.fields);

export interface TRegisterFormValues {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  companyName: string;
  businessEntityType: TBusinessEntityType | '';
  npwp: string;
  nib: string;
  termsAccepted: boolean;
}

export const REGISTER_DEFAULTS: TRegisterFormValues = {
  name: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  companyName: '',
  businessEntityType: '',
  npwp: '',
  nib: '',
  termsAccepted: false,
};

/** Index of the first step holding one of these fields (after a server error), or -1. */
export function firstStepWithError(fields: readonly string[]): number {
  return REGISTER_STEPS.findIndex((s) => s.fields.some((f) => fields.includes(f)));
}
