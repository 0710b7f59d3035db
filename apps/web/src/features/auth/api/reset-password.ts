import { apiPost } from '@/lib/api-client';
import { useAction, type TActionOptions } from '@/hooks/use-action';

export type TResetPasswordBody = { token: string; password: string; password_confirmation: string };

/** POST auth/reset-password.php: sets the new password with the token from the e-mail (no data). */
export const resetPassword = (body: TResetPasswordBody) => apiPost('auth/reset-password.php', body);

export const useResetPassword = (options?: TActionOptions<unknown, TResetPasswordBody>) =>
  useAction(resetPassword, options);
