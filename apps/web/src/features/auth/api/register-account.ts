import type { TRegisterRequest, TRegisterResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { useAction, type TActionOptions } from '@/hooks/use-action';

export type TRegisterBody = Omit<TRegisterRequest, 'csrf_token'>;

/** POST auth/register.php: the new account's uuid and e-mail; the OTP is on its way. */
export const registerAccount = (body: TRegisterBody) => apiPost('auth/register.php', body);

export const useRegisterAccount = (options?: TActionOptions<TRegisterResponse, TRegisterBody>) =>
  useAction(registerAccount, options);
