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
  INTERNAL: 500,
  /** A user's stored files reached UPLOAD_QUOTA_BYTES (docs/decisions/015). */
  QUOTA_EXCEEDED: 409,
  /** The database cannot be reached; the answer carries Retry-After (docs/decisions/017). */
  SERVICE_UNAVAILABLE: 503,
  /** Request headers above the server's limit (answered before any route runs). */
  HEADERS_TOO_LARGE: 431,
  /** The client did not send its request in time (answered before any route runs). */
  REQUEST_TIMEOUT: 408,
} as const;
export type TErrorCode = keyof typeof ERROR_HTTP_STATUS;
export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as TErrorCode[];

/** Indonesian server messages (the web app translates by code first: docs/business-rules.md#error-catalogue). */
export const ERROR_MESSAGES_ID: Record<TErrorCode, string> = {
  VALIDATION_FAILED: 'Validasi gagal: data tidak valid.',
  BAD_REQUEST: 'Permintaan tidak valid.',
  INVALID_CREDENTIALS: 'Login gagal: email atau password tidak sesuai.',
  CSRF_INVALID: 'Token keamanan (CSRF) tidak valid atau kedaluwarsa.',
  UNAUTHENTICATED: 'Anda perlu login untuk mengakses halaman ini. Sesi Anda mungkin telah berakhir.',
  FORBIDDEN: 'Akses ditolak.',
  NOT_FOUND: 'Data tidak ditemukan.',
  EMAIL_TAKEN: 'Email sudah terdaftar.',
  PHONE_TAKEN: 'Nomor telepon sudah terdaftar.',
  NPWP_TAKEN: 'NPWP sudah terdaftar.',
  NIB_TAKEN: 'NIB sudah terdaftar.',
  OTP_INVALID: 'Kode OTP tidak valid.',
  OTP_EXPIRED: 'Kode OTP sudah kedaluwarsa.',
  OTP_TOO_MANY: 'Terlalu banyak percobaan OTP. Silakan minta kode baru.',
  EMAIL_NOT_VERIFIED: 'Akun belum diverifikasi. Silakan verifikasi email Anda.',
  DOCUMENTS_NOT_VERIFIED: 'Dokumen perusahaan belum diverifikasi admin.',
  ACCOUNT_SUSPENDED: 'Akun Anda dinonaktifkan. Hubungi administrator.',
  INVALID_TRANSITION: 'Perubahan status tidak diizinkan.',
  CONFLICT: 'Data bertentangan dengan data yang ada.',
  FILE_REJECTED: 'Gagal mengunggah file: jenis file tidak didukung.',
  FILE_TOO_LARGE: 'Gagal mengunggah file: ukuran file terlalu besar.',
  PAYLOAD_TOO_LARGE: 'Ukuran permintaan terlalu besar.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Silakan coba lagi nanti.',
  CAPTCHA_FAILED: 'Verifikasi keamanan (captcha) gagal.',
  RESET_TOKEN_INVALID: 'Token reset password tidak valid atau sudah kedaluwarsa.',
  PASSWORD_CHANGE_REQUIRED: 'Anda harus mengganti password sementara sebelum melanjutkan.',
  MFA_REQUIRED: 'Aktifkan verifikasi dua langkah (aplikasi autentikator) sebelum melanjutkan.',
  MFA_CODE_INVALID: 'Kode verifikasi tidak valid atau sudah dipakai.',
  MFA_ALREADY_ENABLED: 'Verifikasi dua langkah sudah aktif.',
  MFA_NOT_ENABLED: 'Verifikasi dua langkah belum aktif.',
  LOGIN_CHALLENGE_EXPIRED: 'Waktu verifikasi login habis. Silakan login kembali.',
  LOGIN_CODE_INVALID: 'Kode login, email, atau password tidak sesuai.',
  INTERNAL: 'Terjadi gangguan pada sistem (server error). Silakan coba lagi nanti.',
  QUOTA_EXCEEDED: 'Kuota penyimpanan dokumen Anda sudah penuh.',
  SERVICE_UNAVAILABLE: 'Layanan sedang tidak tersedia untuk sementara. Silakan coba beberapa saat lagi.',
  HEADERS_TOO_LARGE: 'Header permintaan terlalu besar.',
  REQUEST_TIMEOUT: 'Waktu permintaan habis. Silakan coba lagi.',
};
