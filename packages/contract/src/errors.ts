import { ERROR_TEXTS } from './texts/error-texts';

/** Stable error codes of the wire contract (docs/business-rules.md#error-codes) and their HTTP status. */
export const ERROR_HTTP_STATUS = {
  VALIDATION_FAILED: 422,
  BAD_REQUEST: 400,
  INVALID_CREDENTIALS: 401,
  CSRF_INVALID: 403,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  NPWP_TAKEN: 409,
  NIB_TAKEN: 409,
  OTP_INVALID: 422,
  OTP_EXPIRED: 422,
  OTP_TOO_MANY: 429,
  EMAIL_NOT_VERIFIED: 403,
  DOCUMENTS_NOT_VERIFIED: 403,
  ACCOUNT_SUSPENDED: 403,
  INVALID_TRANSITION: 409,
  CONFLICT: 409,
  FILE_REJECTED: 422,
  FILE_TOO_LARGE: 413,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  CAPTCHA_FAILED: 403,
  RESET_TOKEN_INVALID: 422,
  PASSWORD_CHANGE_REQUIRED: 403,
  /** Company staff calling what only the company's owner may do (docs/business-rules.md#company-staff). */
  OWNER_ONLY: 403,
  /** An administrator has not enrolled the second factor yet (docs/decisions/098). */
  MFA_REQUIRED: 403,
  /** A wrong, reused or expired authenticator or recovery code. */
  MFA_CODE_INVALID: 422,
  /** Enrolment asked while the second factor is already on. */
  MFA_ALREADY_ENABLED: 409,
  /** Switching off a second factor that is not on. */
  MFA_NOT_ENABLED: 409,
  /** verify-mfa without a live sign-in challenge (none, expired, or used up): sign in again. */
  LOGIN_CHALLENGE_EXPIRED: 401,
  /** A login code was needed and the code, the e-mail or the password was wrong (one answer for all three). */
  LOGIN_CODE_INVALID: 401,
  /** An appeal filed after APPEAL_WINDOW_WORKING_DAYS from the decision (docs/business-rules.md#complaints-and-appeals). */
  APPEAL_WINDOW_CLOSED: 409,
  /** The decision already has its appeal: one appeal per decision. */
  APPEAL_EXISTS: 409,
  INTERNAL: 500,
  /** A user's stored files reached UPLOAD_QUOTA_BYTES (docs/decisions/015). */
  QUOTA_EXCEEDED: 409,
  /** The first-run setup is not complete: no invoice may be issued yet (docs/business-rules.md#first-run-setup). */
  SETUP_INCOMPLETE: 409,
  /** The database cannot be reached; the answer carries Retry-After (docs/decisions/017). */
  SERVICE_UNAVAILABLE: 503,
  /** Request headers above the server's limit (answered before any route runs). */
  HEADERS_TOO_LARGE: 431,
  /** The client did not send its request in time (answered before any route runs). */
  REQUEST_TIMEOUT: 408,
  /** An administrator acting outside their roles (docs/business-rules.md#admin-roles). */
  ROLE_REQUIRED: 403,
  /** The requester of a four-eyes action deciding it themselves (docs/business-rules.md#four-eyes). */
  SAME_PERSON: 403,
  /**
   * One administrator taking two decisions that must be two people's: publishing the certificate of
   * an application they approved (docs/business-rules.md#separation-of-duties), or deciding the appeal
   * of a decision they took (docs/business-rules.md#complaints-and-appeals).
   */
  SEPARATION_OF_DUTIES: 403,
} as const;
export type TErrorCode = keyof typeof ERROR_HTTP_STATUS;
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as TErrorCode[];

/** A catalogue's Indonesian half, as a call the bundler may drop when unused (the web app reads no server words). */
function indonesian<T>(texts: { id: T }): T {
  return texts.id;
}

/**
 * The envelope's Indonesian message per code (docs/business-rules.md#error-catalogue: the web app
 * translates by code first). The words live in the texts catalogue (texts/error-texts.ts, id and en).
 */
export const ERROR_MESSAGES_ID: Readonly<Record<TErrorCode, string>> = /* @__PURE__ */ indonesian(ERROR_TEXTS);
