import { useMutation } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TResendOtpResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import type { TMutationConfig } from '@/lib/mutation-config';

export type TResendOtpBody = { email: string };

/** POST auth/resend-otp.php: a new code; the answer says how long until the next one may be asked. */
export const resendOtp = (body: TResendOtpBody) => apiPost<TResendOtpResponse>(API.resendOtp, body);

export const useResendOtp = (config: TMutationConfig<TResendOtpResponse, TResendOtpBody> = {}) => useMutation({ ...config, mutationFn: resendOtp });
