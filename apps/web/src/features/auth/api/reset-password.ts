import { useMutation } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import { apiPost } from '@/lib/api-client';
import type { TMutationConfig } from '@/lib/mutation-config';

export type TResetPasswordBody = { token: string; password: string; password_confirmation: string };

/** POST auth/reset-password.php: sets the new password with the token from the e-mail (no data). */
export const resetPassword = (body: TResetPasswordBody) => apiPost<unknown>(API.resetPassword, body);

export const useResetPassword = (config: TMutationConfig<unknown, TResetPasswordBody> = {}) => useMutation({ ...config, mutationFn: resetPassword });
