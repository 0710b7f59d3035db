import { apiPost } from '@/lib/api-client';
import { useAction, type TActionOptions } from '@/hooks/use-action';

export type TForgotPasswordBody = { email: string; turnstileToken?: string | null };

/** POST auth/forgot-password.php: the same answer whether or not the e-mail exists (no data). */
export const requestPasswordReset = (body: TForgotPasswordBody) => apiPost('auth/forgot-password.php', body);

export const useRequestPasswordReset = (options?: TActionOptions<unknown, TForgotPasswordBody>) =>
  useAction(requestPasswordReset, options);
