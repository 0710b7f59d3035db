import type { TLoginRequest, TLoginResponse } from '@portal/contract';
import { apiPost } from '@/lib/api-client';
import { useAction, type TActionOptions } from '@/hooks/use-action';

export type TLoginBody = Omit<TLoginRequest, 'csrf_token'>;

/** POST auth/login.php: the user, and whether the e-mail still needs its OTP. */
export const loginUser = (body: TLoginBody) => apiPost('auth/login.php', body);

export const useLoginUser = (options?: TActionOptions<TLoginResponse, TLoginBody>) => useAction(loginUser, options);
