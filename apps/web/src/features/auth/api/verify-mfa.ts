import type { TVerifyOtpResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { useAction, type TActionOptions } from '@/hooks/use-action';

export type TVerifyMfaBody = { code: string };

/** POST auth/verify-mfa.php: the second factor's code completes a sign-in and starts the session. */
export const verifyMfa = (body: TVerifyMfaBody) => apiPost('auth/verify-mfa.php', body);

export const useVerifyMfa = (options?: TActionOptions<TVerifyOtpResponse, TVerifyMfaBody>) =>
  useAction(verifyMfa, options);
