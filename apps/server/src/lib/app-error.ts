import { ERROR_HTTP_STATUS, ERROR_MESSAGES_ID, type TErrorCode, type TFieldErrors } from '@portal/contract';
import type { ServerMessage } from './server-message';

/**
 * A typed error with a stable code; the error handler turns it into the envelope
 * (docs/business-rules.md#error-codes). Its message is the code's (ERROR_MESSAGES_ID) unless a
 * more specific one of the texts catalogue is given (`msg(…)`, docs/decisions/097): a sentence a
 * person reads is never written here as a literal.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  /** The specific message, when there is one (the envelope's `message_key` and `message_params`). */
  readonly specific?: ServerMessage;
  readonly statusCode: number;
  readonly errors?: TFieldErrors;
  readonly retryAfterS?: number;
  readonly data?: unknown;

  constructor(
    code: TErrorCode,
    opts: { message?: ServerMessage; errors?: TFieldErrors; retryAfterS?: number; data?: unknown } = {},
  ) {
    super(opts.message?.text ?? ERROR_MESSAGES_ID[code]);
    this.code = code;
    this.specific = opts.message;
    this.statusCode = ERROR_HTTP_STATUS[code];
    this.errors = opts.errors;
    this.retryAfterS = opts.retryAfterS;
    this.data = opts.data;
  }
}

/** Builds a 422 with one field error; the field message is an i18n key of the contract's `V`. */
export const fieldError = (field: string, messageKey: string, code: TErrorCode = 'VALIDATION_FAILED') =>
  new AppError(code, { errors: { [field]: [messageKey] } });
