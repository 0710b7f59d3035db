import { V, ZRegisterFields, ZRegisterForm } from '@portal/contract';
import type { TBusinessEntityType } from '@portal/contract/constants';

/** The required fields of DOMAIN.md "Registration", in three steps: account, company, confirmation. */
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

/**
 * Per-step schemas cut from the contract's own ZRegisterFields, so each step validates exactly as
 * the server will; the last step runs the full ZRegisterForm. (A zod object refinement does not
 * run while other fields are still empty, so step 1 repeats the password match itself.)
 */
export const REGISTER_STEP_SCHEMAS = [
  ZRegisterFields.pick({ name: true, email: true, phone: true, password: true, confirmPassword: true }).superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordMismatch });
  }),
  ZRegisterFields.pick({ companyName: true, businessEntityType: true, npwp: true, nib: true }),
  ZRegisterForm,
] as const;

/** Index of the first step holding one of these fields (after a server error), or -1. */
export function firstStepWithError(fields: readonly string[]): number {
  return REGISTER_STEPS.findIndex((s) => s.fields.some((f) => fields.includes(f)));
}
