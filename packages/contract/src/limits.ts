/**
 * Business constants, named once (docs/business-rules.md#ui-constants and the sections below).
 * Production values live here; tests override the tunable ones through server configuration.
 */
export const INACTIVITY_LOGOUT_MS = 3_600_000; // docs/business-rules.md#ui-constants
export const QUERY_RETRY = 1;
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const NOTIFICATION_POLL_MS = 30_000;
export const NOTIFICATION_BADGE_MAX = 9; // '9+' above 9
export const OTP_RESEND_WAIT_DEFAULT_S = 30;
export const BREAKPOINT_SHEET_PX = 768;
export const BREAKPOINT_BOTTOM_BAR_MAX_PX = 1023;
export const TOAST_REMOVE_DELAY_MS = 5000;
export const TOAST_DURATION_MS = {
  success: 4000,
  warning: 6000,
  error: 7000,
  validation: 8000,
  default: 5000,
} as const;
export const PASSWORD_MIN_LENGTH = 8;
/** An operator-chosen first-admin password (ADMIN_PASSWORD) is longer: it is never forced to change. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const DEFAULT_LANGUAGE = 'id';
export const SUPPORTED_LANGUAGES = ['id', 'en'] as const;
export type TLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'language';

// Identity (docs/business-rules.md#identity)
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong tries per code from one address (docs/decisions/098: counted per account and address). */
export const OTP_MAX_ATTEMPTS = 5;
/** Wrong tries per code from all addresses together; past it the code is void for everyone. */
export const OTP_MAX_ATTEMPTS_TOTAL = 25;
export const OTP_RESEND_COOLDOWN_S = 30;
export const OTP_MAX_MAILS_PER_HOUR = 5;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
export const SESSION_IDLE_MS = 60 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
export const UNCONFIRMED_SIGNUP_TTL_MS = 24 * 60 * 60_000;
/** At most this many live sessions per user; starting one more ends the oldest (docs/decisions/098). */
export const SESSIONS_PER_USER_MAX = 10;

// Second factor, passwords, sign-in (docs/decisions/098)
/** TOTP as RFC 6238 with the authenticator apps' defaults: SHA-1, 6 digits, 30 s. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** Codes of the time step before and after the current one are accepted too. */
export const TOTP_WINDOW_STEPS = 1;
export const MFA_ISSUER = 'PORTAL BSKI';
export const MFA_RECOVERY_CODE_COUNT = 10;
/** A password was right and the second factor is awaited: how long, and how many wrong codes. */
export const LOGIN_CHALLENGE_TTL_S = 5 * 60;
export const LOGIN_CHALLENGE_MAX_TRIES = 5;
/** The e-mailed login code asked of an account under attack (docs/business-rules.md#login). */
export const LOGIN_CODE_LENGTH = 6;
export const LOGIN_CODE_TTL_MS = 10 * 60_000;
export const LOGIN_CODE_RESEND_COOLDOWN_S = 60;
/** A new password must score at least this (zxcvbn, 0–4) and not be a common password. */
export const PASSWORD_MIN_SCORE = 3;

/** Production rate limits: [max requests, window in seconds]. Tests pass their own through config. */
export const RATE_LIMITS = {
  // Login failures (docs/decisions/012): per account-and-address pair, and per address.
  login_ip: { max: 20, windowS: 15 * 60 },
  login_pair: { max: 5, windowS: 15 * 60 },
  // Failures per account from every address: past it the account's login asks for an e-mailed
  // login code (or the captcha), never a refusal (docs/decisions/098).
  login_account: { max: 10, windowS: 15 * 60 },
  // verify-otp per account and address (docs/decisions/098): another address cannot use up the owner's.
  otp_verify: { max: 10, windowS: 15 * 60 },
  // verify-otp per address across all accounts, besides the per-account count above.
  otp_verify_ip: { max: 30, windowS: 15 * 60 },
  otp_resend: { max: 5, windowS: 60 * 60 },
  // forgot-password per address; per account and address; and per account overall (mail flooding).
  forgot_password: { max: 5, windowS: 60 * 60 },
  forgot_password_pair: { max: 5, windowS: 60 * 60 },
  forgot_password_account: { max: 20, windowS: 60 * 60 },
  reset_password: { max: 10, windowS: 60 * 60 },
  register_ip: { max: 10, windowS: 60 * 60 },
  get_user_by_uuid: { max: 30, windowS: 15 * 60 },
  // The resend cooldown for addresses with no pending account, so they answer like pending ones.
  otp_resend_cooldown: { max: 1, windowS: OTP_RESEND_COOLDOWN_S },
  frontend_error: { max: 30, windowS: 60 },
  change_password: { max: 10, windowS: 15 * 60 },
  // Per user: files sent to documents/upload.php (docs/decisions/015).
  upload_user: { max: 60, windowS: 60 * 60 },
  // regions/list.php per address: generous (a cascade is four calls, browsers cache them).
  regions_ip: { max: 600, windowS: 15 * 60 },
  // transactions/public.php per address: wrong or missing codes only (docs/business-rules.md#public-invoice).
  public_invoice_ip: { max: 20, windowS: 15 * 60 },
  // certificates/verify.php and public.php per address, every lookup (docs/business-rules.md#public-verification).
  certificate_lookup_ip: { max: 60, windowS: 15 * 60 },
} as const;
export type TRateLimitName = keyof typeof RATE_LIMITS;

/** argon2id production parameters (OWASP 2024: m=19 MiB, t=2, p=1). */
export const ARGON2_PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Error reports of the web app: what the server keeps of each field (UTF-8 bytes; longer text is
 * cut, not refused, so a crash with a long stack is still recorded) and for how long.
 */
export const FRONTEND_ERROR_CAPS = {
  message: 2048,
  stack: 16_384,
  componentStack: 16_384,
  url: 2048,
  userAgent: 512,
} as const;
export const FRONTEND_ERROR_RETENTION_MS = 30 * 24 * 60 * 60_000;
// Room for a report at the caps above in JSON (escaped newlines and quotes take two bytes).
export const FRONTEND_ERROR_MAX_BYTES = 96 * 1024;
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;
export const LIST_PER_PAGE_DEFAULT = 20;
export const LIST_PER_PAGE_MAX = 100;

// Files (docs/business-rules.md#files)
export const UPLOAD_MAX_BYTES = 5_242_880;
/** Everything one user has stored, replaced files (history) included (docs/decisions/015). */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;
/**
 * How old a temporary upload, or a stored file that no row names, must be before the sweep
 * removes it: far longer than any upload or transaction takes, so a sweep on one instance never
 * touches another instance's upload in flight (docs/decisions/015).
 */
export const STORAGE_SWEEP_GRACE_MS = 60 * 60_000;

// Column ranges (docs/decisions/016): int4 columns, and bigint rupiah kept within exact doubles.
export const INT4_MAX = 2_147_483_647;
export const RUPIAH_MAX = Number.MAX_SAFE_INTEGER;
export const ALLOWED_FILE_PREFIXES = [
  '/backend/api/transactions/generate_invoice_pdf.php',
  '/backend/api/certificates/generate_pdf.php',
  '/backend/api/admin/documents/get_document.php',
  '/backend/api/admin/certificates/view.php',
  '/backend/api/documents/',
] as const;

export const API_PREFIX = '/backend/api';

// Applications, fees, invoices (docs/business-rules.md#catalogue-and-applications, #fees-and-invoices)
/** Sub-bidang in one application; with FEE_MAX_RUPIAH it keeps every fee product below 2^53. */
export const APPLICATION_SUB_BIDANG_MAX = 100;
/** The largest fee an admin may set (Rp 100 miliar), far above any real SBU fee. */
export const FEE_MAX_RUPIAH = 100_000_000_000;
export const BANK_ACCOUNTS_MAX = 5;
/** An invoice is due this many days (WIB calendar days) after its issue date. */
export const INVOICE_DUE_DAYS = 14;
/** A renewal may be applied for from this many days before a certificate's expiry until as many after it. */
export const RENEWAL_WINDOW_DAYS = 90;

// Certificates (docs/business-rules.md#certificates)
/** Validity of a new certificate until an admin sets another (admin settings). */
export const CERTIFICATE_VALIDITY_YEARS_DEFAULT = 3;
export const CERTIFICATE_VALIDITY_YEARS_MAX = 10;
/** Expiry reminders, in days before the last valid day; each is sent once per certificate. */
export const CERTIFICATE_REMINDER_DAYS = [90, 30, 7] as const;
/** "Expiring soon" on lists and summaries: the last valid day is at most this many days away. */
export const CERTIFICATE_EXPIRING_SOON_DAYS = 90;

// Mail queue (docs/business-rules.md#mail; docs/decisions/028)
/** A claimed mail is not claimed again for this long (a dispatcher that died mid-send). */
export const MAIL_QUEUE_LEASE_MS = 5 * 60_000;
/** Retry after 1, 2, 4 … minutes, at most an hour apart; given up after this many attempts. */
export const MAIL_QUEUE_RETRY_BASE_MS = 60_000;
export const MAIL_QUEUE_RETRY_MAX_MS = 60 * 60_000;
export const MAIL_QUEUE_MAX_ATTEMPTS = 10;
/** Sent mail is purged after 7 days, mail given up after 30. */
export const MAIL_QUEUE_SENT_RETENTION_MS = 7 * 24 * 60 * 60_000;
export const MAIL_QUEUE_FAILED_RETENTION_MS = 30 * 24 * 60 * 60_000;
export const MAIL_QUEUE_BATCH = 20;
