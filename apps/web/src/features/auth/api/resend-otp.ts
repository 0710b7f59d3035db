import type { TResendOtpResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { useAction, type TActionOptions } from '@/hooks/use-action';

export type TResendOtpBody = { email: string };

/** POST auth/resend-otp.php: a new code; the answer says how long until the next one may be asked. */
export const resendOtp = (body: TResendOtpBody) => apiPost('auth/resend-otp.php', body);

export const useResendOtp = (options?: TActionOptions<TResendOtpResponse, TResendOtpBody>) =>
  useAction(resendOtp, options);
