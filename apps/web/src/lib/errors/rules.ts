import type { TErrorCode } from '@portal/contract/constants';
import type { TErrorCategory, TErrorSeverity } from './types';

/** Codes the web app adds to the server's (lib/api-client, plus codes found by message text). */
export type TClientErrorCode =
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'CSRF_FETCH_FAILED'
  | 'SESSION_EXPIRED'
  | 'ADMIN_REQUIRED'
  | 'ALREADY_REGISTERED'
  | 'UPLOAD_FAILED'
  | 'UNKNOWN';
export type TCatalogueCode = TErrorCode | TClientErrorCode;

export interface TCatalogueEntry {
  /** Key in the errors namespace (messages.*). */
  key: string;
  category: TErrorCategory;
}

const e = (key: string, category: TErrorCategory): TCatalogueEntry => ({ key, category });

/** The catalogue, keyed by code (the code is mapped first; docs/business-rules.md#error-catalogue). */
export const CATALOGUE: Record<TCatalogueCode, TCatalogueEntry> = {
  VALIDATION_FAILED: e('validation', 'validation'),
  BAD_REQUEST: e('badRequest', 'validation'),
  INVALID_CREDENTIALS: e('invalidCredentials', 'auth'),
  CSRF_INVALID: e('sessionExpired', 'security'),
  SESSION_EXPIRED: e('sessionExpired', 'security'),
  CSRF_FETCH_FAILED: e('csrfFetchFailed', 'security'),
  UNAUTHENTICATED: e('needLogin', 'auth'),
  FORBIDDEN: e('forbidden', 'security'),
  OWNER_ONLY: e('ownerOnly', 'security'),
  ADMIN_REQUIRED: e('accessDeniedAdmin', 'security'),
  NOT_FOUND: e('notFound', 'other'),
  EMAIL_TAKEN: e('emailTaken', 'taken'),
  PHONE_TAKEN: e('phoneTaken', 'taken'),
  NPWP_TAKEN: e('npwpTaken', 'taken'),
  NIB_TAKEN: e('nibTaken', 'taken'),
  ALREADY_REGISTERED: e('alreadyRegistered', 'taken'),
  OTP_INVALID: e('otpInvalid', 'otp'),
  OTP_EXPIRED: e('otpExpired', 'otp'),
  OTP_TOO_MANY: e('otpTooMany', 'otp'),
  EMAIL_NOT_VERIFIED: e('emailNotVerified', 'auth'),
  DOCUMENTS_NOT_VERIFIED: e('documentsNotVerified', 'auth'),
  ACCOUNT_SUSPENDED: e('accountSuspended', 'auth'),
  INVALID_TRANSITION: e('invalidTransition', 'validation'),
  CONFLICT: e('conflict', 'validation'),
  FILE_REJECTED: e('fileRejected', 'upload'),
  FILE_TOO_LARGE: e('fileTooLarge', 'upload'),
  UPLOAD_FAILED: e('upload', 'upload'),
  PAYLOAD_TOO_LARGE: e('payloadTooLarge', 'other'),
  RATE_LIMITED: e('rateLimited', 'rate'),
  CAPTCHA_FAILED: e('captchaFailed', 'security'),
  RESET_TOKEN_INVALID: e('resetTokenInvalid', 'security'),
  PASSWORD_CHANGE_REQUIRED: e('passwordChangeRequired', 'security'),
  MFA_REQUIRED: e('mfaRequired', 'security'),
  MFA_CODE_INVALID: e('mfaCodeInvalid', 'auth'),
  MFA_ALREADY_ENABLED: e('mfaAlreadyEnabled', 'validation'),
  MFA_NOT_ENABLED: e('mfaNotEnabled', 'validation'),
  LOGIN_CHALLENGE_EXPIRED: e('loginChallengeExpired', 'auth'),
  LOGIN_CODE_INVALID: e('loginCodeInvalid', 'auth'),
  INTERNAL: e('server', 'server'),
  QUOTA_EXCEEDED: e('quotaExceeded', 'upload'),
  SETUP_INCOMPLETE: e('setupIncomplete', 'other'),
  SERVICE_UNAVAILABLE: e('serviceUnavailable', 'server'),
  HEADERS_TOO_LARGE: e('headersTooLarge', 'other'),
  REQUEST_TIMEOUT: e('timeout', 'timeout'),
  ROLE_REQUIRED: e('roleRequired', 'security'),
  SAME_PERSON: e('samePerson', 'security'),
  APPEAL_WINDOW_CLOSED: e('appealWindowClosed', 'validation'),
  APPEAL_EXISTS: e('appealExists', 'validation'),
  SEPARATION_OF_DUTIES: e('separationOfDuties', 'security'),
  NETWORK_ERROR: e('network', 'network'),
  TIMEOUT: e('timeout', 'timeout'),
  UNKNOWN: e('generic', 'other'),
};

export const isCatalogueCode = (code: string | undefined): code is TCatalogueCode =>
  !!code && Object.hasOwn(CATALOGUE, code) && code !== 'UNKNOWN';

/**
 * Message translation, used when the code is unknown: matched case-insensitively on
 * the message text, Indonesian and English wordings. Order matters: the specific rules (OTP,
 * documents, "gagal mendapatkan token") come before the broad ones (expired token, not verified).
 */
export const MESSAGE_RULES: readonly (readonly [RegExp, TCatalogueCode])[] = [
  [/validation failed|validasi gagal|invalid data|data tidak valid/i, 'VALIDATION_FAILED'],
  [/(npwp).*(already|sudah|telah) (registered|terdaftar|exists|digunakan|taken)/i, 'NPWP_TAKEN'],
  [/(nib).*(already|sudah|telah) (registered|terdaftar|exists|digunakan|taken)/i, 'NIB_TAKEN'],
  [
    /(phone|telepon|telp|nomor hp|no\.? hp|whatsapp).*(already|sudah|telah) (registered|terdaftar|exists|digunakan|taken)/i,
    'PHONE_TAKEN',
  ],
  [/(e-?mail).*(already|sudah|telah) (registered|terdaftar|exists|digunakan|taken)/i, 'EMAIL_TAKEN'],
  [/(already|sudah|telah) (registered|terdaftar)|already exists/i, 'ALREADY_REGISTERED'],
  [/\botp\b.*(too many|terlalu banyak|maksimal|maximum)|(too many|terlalu banyak).*\botp\b/i, 'OTP_TOO_MANY'],
  [/\botp\b.*(expired|kedaluwarsa|kadaluarsa|kadaluwarsa|kedaluarsa)/i, 'OTP_EXPIRED'],
  [/\botp\b.*(invalid|tidak valid|salah|wrong|incorrect|tidak sesuai)|(invalid|wrong|incorrect) otp/i, 'OTP_INVALID'],
  [/database|\bsql\b|server error|internal error|kesalahan server|gangguan (pada )?sistem/i, 'INTERNAL'],
  [/time ?out|timed out|waktu (habis|permintaan habis)/i, 'TIMEOUT'],
  [/network|failed to fetch|fetch failed|\bload failed|koneksi|connection/i, 'NETWORK_ERROR'],
  [
    /(gagal|failed to) (mendapatkan|get|obtain|fetch) (the )?(token keamanan|security token|csrf token)/i,
    'CSRF_FETCH_FAILED',
  ],
  [/perlu login|login required|need to log ?in|not authenticated|unauthenticated/i, 'UNAUTHENTICATED'],
  [
    /csrf|security token|token keamanan|expired token|token (has )?expired|token.*(kedaluwarsa|kadaluarsa)|session (has )?expired|sesi (anda )?(telah )?(habis|kedaluwarsa|berakhir)/i,
    'SESSION_EXPIRED',
  ],
  [
    /credential|kredensial|login (failed|gagal)|email atau password|email or password|(wrong|incorrect) password|password salah/i,
    'INVALID_CREDENTIALS',
  ],
  [/(dokumen|document).*(belum|not|perlu|must be) (di)?verifi/i, 'DOCUMENTS_NOT_VERIFIED'],
  [
    /(account|akun|e-?mail).*(not verified|unverified|belum (di)?verifikasi)|verify your e-?mail|verifikasi email anda/i,
    'EMAIL_NOT_VERIFIED',
  ],
  [/upload|unggah|ukuran file|jenis file|file (too large|type)/i, 'UPLOAD_FAILED'],
  [/akses ditolak.*administrator|administrator permission/i, 'ADMIN_REQUIRED'],
  [/akses ditolak|access denied|forbidden/i, 'FORBIDDEN'],
  [/too many requests|terlalu banyak permintaan|rate limit/i, 'RATE_LIMITED'],
];

export function matchMessage(message: string): TCatalogueCode | undefined {
  return MESSAGE_RULES.find(([re]) => re.test(message))?.[1];
}

/** When neither code nor text says anything (e.g. 'HTTP 404'), the HTTP status decides. */
export function codeFromStatus(status: number | undefined): TCatalogueCode | undefined {
  if (status === undefined) return undefined;
  if (status >= 500) return 'INTERNAL';
  const byStatus: Record<number, TCatalogueCode> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    422: 'VALIDATION_FAILED',
    429: 'RATE_LIMITED',
  };
  return byStatus[status];
}

const RANK: Record<TErrorSeverity, number> = { low: 0, medium: 1, high: 2, critical: 3 };

const CATEGORY_SEVERITY: Record<TErrorCategory, TErrorSeverity> = {
  server: 'critical',
  auth: 'high',
  security: 'high',
  validation: 'medium',
  taken: 'medium',
  otp: 'medium',
  rate: 'medium',
  network: 'low',
  timeout: 'low',
  upload: 'low',
  other: 'low',
};

/** ≥500 critical; 401/403 high; 400/409/429 medium; otherwise low. */
export function statusSeverity(status: number | undefined): TErrorSeverity {
  if (status === undefined) return 'low';
  if (status >= 500) return 'critical';
  if (status === 401 || status === 403) return 'high';
  if (status === 400 || status === 409 || status === 429) return 'medium';
  return 'low';
}

/** The more serious of what the error is (its category) and how the server answered (status). */
export function severityOf(category: TErrorCategory, status: number | undefined): TErrorSeverity {
  const a = CATEGORY_SEVERITY[category];
  const b = statusSeverity(status);
  return RANK[a] >= RANK[b] ? a : b;
}
