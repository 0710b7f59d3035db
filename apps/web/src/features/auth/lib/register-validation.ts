import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { V, ZRegisterFields, ZRegisterForm } from '@portal/contract';

/**
 * Per-step schemas cut from the contract's own ZRegisterFields, so each step validates exactly as
 * the server will; the last step runs the full ZRegisterForm. (A zod object refinement does not
 * run while other fields are still empty, so step 1 repeats the password match itself.)
 */
export const REGISTER_STEP_SCHEMAS = [
  ZRegisterFields.pick({ name: true, email: true, phone: true, password: true, confirmPassword: true }).superRefine(
    (v, ctx) => {
      if (v.password !== v.confirmPassword)
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordMismatch });
    },
  ),
  ZRegisterFields.pick({ companyName: true, businessEntityType: true, npwp: true, nib: true }),
  ZRegisterForm,
] as const;

/** The resolver of one step (zod and the contract load with this module, after the page is shown). */
export function registerStepResolver<T extends FieldValues, O>(step: number): Resolver<T, unknown, O> {
  return zodResolver(REGISTER_STEP_SCHEMAS[step] as never) as unknown as Resolver<T, unknown, O>;
}
