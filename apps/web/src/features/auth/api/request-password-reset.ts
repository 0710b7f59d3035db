import { useMutation } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import { apiPost } from '@/lib/api-client';
import type { TMutationConfig } from '@/lib/mutation-config';

export type TForgotPasswordBody = { email: string; turnstileToken?: string | null };

/** POST auth/forgot-password.php: the same answer whether or not the e-mail exists (no data). */
export const requestPasswordReset = (body: TForgotPasswordBody) => apiPost<unknown>(API.forgotPassword, body);

export const useRequestPasswordReset = (config: TMutationConfig<unknown, TForgotPasswordBody> = {}) =>
  useMutation({ ...config, mutationFn: requestPasswordReset });
