import type { TCatalogueCode } from './rules';
import type { ErrorAction, TErrorActionType, TErrorCategory, TErrorContext, TTranslate } from './types';

const ACTION_LABEL_KEYS: Record<TErrorActionType, string> = {
  retry: 'errors:actions.retry',
  retry_login: 'errors:actions.retryLogin',
  retry_upload: 'errors:actions.retryUpload',
  retry_save: 'errors:actions.retrySave',
  forgot_password: 'errors:actions.forgotPassword',
  register: 'errors:actions.register',
  go_to_login: 'errors:actions.goToLogin',
  resend_otp: 'errors:actions.resendOtp',
  check_email: 'errors:actions.checkEmail',
  contact_support: 'errors:actions.contactSupport',
};

const ACTION_HREFS: Partial<Record<TErrorActionType, string>> = {
  forgot_password: '/forgot-password',
  register: '/register',
  go_to_login: '/login',
};

const RETRY_BY_CONTEXT: Partial<Record<TErrorContext, TErrorActionType>> = {
  login: 'retry_login',
  upload: 'retry_upload',
  save: 'retry_save',
};

const RETRYABLE: ReadonlySet<TErrorCategory> = new Set(['network', 'timeout', 'server']);

/** Retry is suggested only for network, timeout and server errors. */
export const isRetryable = (category: TErrorCategory): boolean => RETRYABLE.has(category);

const BY_CODE: Partial<Record<TCatalogueCode, TErrorActionType[]>> = {
  INVALID_CREDENTIALS: ['forgot_password', 'register'],
  EMAIL_TAKEN: ['go_to_login', 'forgot_password'],
  PHONE_TAKEN: ['contact_support'],
  NPWP_TAKEN: ['contact_support'],
  NIB_TAKEN: ['contact_support'],
  ALREADY_REGISTERED: ['go_to_login'],
  UNAUTHENTICATED: ['go_to_login'],
  SESSION_EXPIRED: ['go_to_login'],
  ADMIN_REQUIRED: ['go_to_login'],
  EMAIL_NOT_VERIFIED: ['check_email', 'resend_otp'],
  OTP_INVALID: ['check_email'],
  OTP_EXPIRED: ['resend_otp'],
  OTP_TOO_MANY: ['resend_otp'],
  RESET_TOKEN_INVALID: ['forgot_password'],
  ACCOUNT_SUSPENDED: ['contact_support'],
  DOCUMENTS_NOT_VERIFIED: ['contact_support'],
};

/** Actions by context: the retry of the context first, then the code's own. */
export function suggestActions(
  code: TCatalogueCode,
  category: TErrorCategory,
  context: TErrorContext,
  t: TTranslate,
): ErrorAction[] {
  const types: TErrorActionType[] = [];
  if (isRetryable(category)) types.push(RETRY_BY_CONTEXT[context] ?? 'retry');
  types.push(...(BY_CODE[code] ?? []));
  if (category === 'server') types.push('contact_support');
  return [...new Set(types)].map((type) => ({
    type,
    label: t(ACTION_LABEL_KEYS[type]),
    href: ACTION_HREFS[type],
    isRetry: type === 'retry' || type.startsWith('retry_'),
  }));
}
