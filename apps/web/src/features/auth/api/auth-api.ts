import { API } from '@portal/contract/constants';
import type { TLoginResponse, TRegisterRequest } from '@portal/contract';
import { apiGet, apiPost } from '@/lib/api-client';

/** One fetcher per auth endpoint of SPEC §7 / DOMAIN.md (zod-free: the login chunk loads this file). */

export function login(body: { email: string; password: string; turnstileToken?: string | null }): Promise<TLoginResponse> {
  return apiPost<TLoginResponse>(API.login, body);
}

export type TRegisterBody = Omit<TRegisterRequest, 'csrf_token'>;
export function register(body: TRegisterBody): Promise<{ uuid: string; email: string; otp_sent: true }> {
  return apiPost(API.register, body);
}

export function verifyOtp(body: { email: string; otp: string }): Promise<unknown> {
  return apiPost(API.verifyOtp, body);
}

/** data.wait_time or data.cooldown_seconds (SPEC §7). */
export interface TResendOtpResult {
  wait_time?: number;
  cooldown_seconds?: number;
}
export function resendOtp(body: { email: string }): Promise<TResendOtpResult> {
  return apiPost<TResendOtpResult>(API.resendOtp, body);
}

export interface TUserByUuidResult {
  user: { uuid: string; email: string; status: string };
  wait_time?: number;
  cooldown_seconds?: number;
}
export function getUserByUuid(body: { uuid: string }): Promise<TUserByUuidResult> {
  return apiPost<TUserByUuidResult>(API.getUserByUuid, body);
}

export function forgotPassword(body: { email: string; turnstileToken?: string | null }): Promise<unknown> {
  return apiPost(API.forgotPassword, body);
}

export function resetPassword(body: { token: string; password: string; password_confirmation: string }): Promise<unknown> {
  return apiPost(API.resetPassword, body);
}

/** GET system/public-config.php: the Turnstile site key when captcha is on (DOMAIN.md). */
export interface TPublicConfig {
  turnstile_site_key: string | null;
}
export function getPublicConfig(signal?: AbortSignal): Promise<TPublicConfig> {
  return apiGet<TPublicConfig>(API.publicConfig, { signal });
}
export const PUBLIC_CONFIG_QUERY_KEY = ['system', 'public-config'] as const;
