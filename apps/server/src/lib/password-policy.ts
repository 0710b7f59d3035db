import { ROLE, type TRole } from '@portal/contract';
import { passwordProblem } from '@portal/contract/password-strength';
import { fieldError } from './app-error';

/**
 * Every new password (sign-up, reset, change, an invitation's first password) passes here
 * (docs/business-rules.md#passwords, docs/decisions/098): at least 8 characters, 12 for an
 * administrator; not a common password, not weak by the zxcvbn estimate. The rule itself lives in
 * the contract (`passwordProblem`), where the web app's strength hint reads it too. A refusal is a
 * 422 on the field with the rule's message key.
 */
export async function assertNewPassword(password: string, role: TRole, field = 'password'): Promise<void> {
  const problem = await passwordProblem(password, role === ROLE.ADMIN ? 'admin' : 'user');
  if (problem) throw fieldError(field, problem);
}
