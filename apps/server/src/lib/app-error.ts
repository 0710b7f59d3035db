import { ERROR_HTTP_STATUS, ERROR_MESSAGES_ID, type TErrorCode, type TFieldErrors } from '@portal/contract';

/** A typed error with a stable code; the error handler turns it into the envelope (docs/business-rules.md#error-codes). */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly errors?: TFieldErrors;
  readonly retryAfterS?: number;
  readonly data?: unknown;

  constructor(
    code: TErrorCode,
    opts: { message?: string; errors?: TFieldErrors; retryAfterS?: number; data?: unknown } = {},
  ) {
    super(opts.message ?? ERROR_MESSAGES_ID[code]);
    this.code = code;
    this.statusCode = ERROR_HTTP_STATUS[code];
    this.errors = opts.errors;
    this.retryAfterS = opts.retryAfterS;
    this.data = opts.data;
  }
}

/** Builds a 422 with one field error; the field message is an i18n key of the contract's `V`. */
export const fieldError = (field: string, messageKey: string, code: TErrorCode = 'VALIDATION_FAILED') =>
  new AppError(code, { errors: { [field]: [messageKey] } });
