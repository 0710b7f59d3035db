import type { TVerifyOtpResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { useAction, type TActionOptions } from '@/hooks/use-action';

export type TVerifyOtpBody = { email: string; otp: string };

/** POST auth/verify-otp.php: confirms the e-mail and starts a session. */
export const verifyOtp = (body: TVerifyOtpBody) => apiPost('auth/verify-otp.php', body);

export const useVerifyOtp = (options?: TActionOptions<TVerifyOtpResponse, TVerifyOtpBody>) =>
  useAction(verifyOtp, options);
