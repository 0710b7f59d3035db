import type { ToastVariant } from '@/components/ui/toast';

/** Severities, from most to least serious (docs/business-rules.md#error-catalogue). */
export const ERROR_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type TErrorSeverity = (typeof ERROR_SEVERITIES)[number];

/**
 * What kind of problem a catalogue entry describes. Severity follows from it:
 * server → critical; auth, security → high; validation, taken, otp, rate → medium; rest → low.
 */
export type TErrorCategory =
  'server' | 'auth' | 'security' | 'validation' | 'taken' | 'otp' | 'rate' | 'network' | 'timeout' | 'upload' | 'other';

/** Where the failed action happened; decides which actions are suggested. */
export type TErrorContext =
  'login' | 'register' | 'otp' | 'forgot_password' | 'reset_password' | 'upload' | 'save' | 'general';

export type TErrorActionType =
  | 'retry'
  | 'retry_login'
  | 'retry_upload'
  | 'retry_save'
  | 'forgot_password'
  | 'register'
  | 'go_to_login'
  | 'resend_otp'
  | 'check_email'
  | 'contact_support';

export interface ErrorAction {
  type: TErrorActionType;
  /** Translated button label. */
  label: string;
  /** In-app path for navigation actions. */
  href?: string;
  /** True for the retry family (offered only for network, timeout and server errors). */
  isRetry: boolean;
}

export type TFieldErrorMap = Record<string, string[]>;

export interface TranslatedError {
  /** Catalogue code: the server's code when known, else the one the message text matched. */
  code: string;
  message: string;
  title: string;
  severity: TErrorSeverity;
  variant: ToastVariant;
  actions: ErrorAction[];
  /** Field → translated messages, when the server sent an `errors`/`details` map. */
  fieldErrors?: TFieldErrorMap;
}

/** A translate function: i18n.t, a fixed-language t, or useTranslation().t. */
export type TTranslate = (key: string, options?: Record<string, unknown>) => string;
