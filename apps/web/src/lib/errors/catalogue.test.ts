import { ERROR_CODES } from '@portal/contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { translateError } from './catalogue';
import { CATALOGUE, type TCatalogueCode } from './rules';
import type { TErrorContext } from './types';

const tId = i18n.getFixedT('id');
const tEn = i18n.getFixedT('en');
const api = (
  code: string,
  status: number,
  message = 'server text',
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) => new ApiError({ code, status, message, ...extra });

beforeAll(async () => {
  await i18n.changeLanguage('id');
});

describe('translateError: by code (code first)', () => {
  it.each(ERROR_CODES)('server code %s keeps its own catalogue entry, in id and en', (code) => {
    // The message text says something else entirely: the code must win.
    const err = api(code, 418, 'Network error: failed to fetch');
    const id = translateError(err, tId);
    const en = translateError(err, tEn);
    expect(id.code).toBe(code);
    expect(id.message).not.toMatch(/koneksi/i);
    expect(id.message).not.toBe(en.message);
    expect(id.message.length).toBeGreaterThan(5);
  });

  it.each([
    ['INVALID_CREDENTIALS', 401, 'Email atau password tidak sesuai.', 'Invalid email or password'],
    [
      'DOCUMENTS_NOT_VERIFIED',
      403,
      'Untuk mengakses halaman ini, dokumen perusahaan Anda perlu diverifikasi dan disetujui admin.',
      'To access this page, your company documents must be verified and approved by an admin.',
    ],
    [
      'UNAUTHENTICATED',
      401,
      'Anda perlu login untuk mengakses halaman ini. Sesi Anda mungkin telah berakhir.',
      'You need to log in to access this page. Your session may have ended.',
    ],
    ['CSRF_FETCH_FAILED', 0, 'Gagal mendapatkan token keamanan.', 'Failed to get the security token.'],
    [
      'CSRF_INVALID',
      403,
      'Sesi Anda telah berakhir. Silakan muat ulang halaman.',
      'Your session has expired. Please refresh the page.',
    ],
    [
      'EMAIL_TAKEN',
      409,
      'Email sudah terdaftar. Silakan masuk atau gunakan email lain.',
      'This email is already registered. Please log in or use another email.',
    ],
    [
      'NETWORK_ERROR',
      0,
      'Terjadi masalah koneksi. Periksa koneksi internet Anda, lalu coba lagi.',
      'There is a connection problem. Check your internet connection and try again.',
    ],
    [
      'TIMEOUT',
      0,
      'Permintaan memakan waktu terlalu lama. Silakan coba lagi.',
      'The request took too long. Please try again.',
    ],
    [
      'INTERNAL',
      500,
      'Sistem sedang mengalami gangguan. Silakan coba beberapa saat lagi.',
      'The system is experiencing a disruption. Please try again in a moment.',
    ],
    [
      'FILE_TOO_LARGE',
      413,
      'Gagal mengunggah file. Ukuran file melebihi batas 5 MB.',
      'Failed to upload the file. The file exceeds the 5 MB limit.',
    ],
    [
      'FILE_REJECTED',
      422,
      'Gagal mengunggah file. Jenis file tidak didukung. Gunakan PDF, JPG, atau PNG.',
      'Failed to upload the file. File type not supported. Use PDF, JPG or PNG.',
    ],
    [
      'PASSWORD_CHANGE_REQUIRED',
      403,
      'Anda harus mengganti password sementara sebelum melanjutkan.',
      'You must change your temporary password before you continue.',
    ],
    [
      'QUOTA_EXCEEDED',
      409,
      'Gagal mengunggah file. Kuota penyimpanan dokumen Anda (200 MB) sudah penuh. Hubungi administrator bila Anda perlu mengunggah lagi.',
      'Failed to upload the file. Your document storage quota (200 MB) is full. Contact the administrator if you need to upload more.',
    ],
    [
      'SERVICE_UNAVAILABLE',
      503,
      'Layanan sedang tidak tersedia untuk sementara. Silakan coba beberapa saat lagi.',
      'The service is temporarily unavailable. Please try again in a moment.',
    ],
    [
      'HEADERS_TOO_LARGE',
      431,
      'Permintaan terlalu besar untuk diproses. Hapus cookie situs ini lalu coba lagi.',
      'The request is too large to process. Clear this site’s cookies and try again.',
    ],
    [
      'REQUEST_TIMEOUT',
      408,
      'Permintaan memakan waktu terlalu lama. Silakan coba lagi.',
      'The request took too long. Please try again.',
    ],
  ])('%s → its text', (code, status, id, en) => {
    expect(translateError(api(code, status), tId).message).toBe(id);
    expect(translateError(api(code, status), tEn).message).toBe(en);
  });

  it('the four "already registered" codes each have a distinct message', () => {
    const msgs = ['EMAIL_TAKEN', 'PHONE_TAKEN', 'NPWP_TAKEN', 'NIB_TAKEN'].map(
      (c) => translateError(api(c, 409), tId).message,
    );
    expect(new Set(msgs).size).toBe(4);
    expect(msgs[0]).toMatch(/^Email sudah terdaftar/);
    expect(msgs[1]).toMatch(/^Nomor telepon sudah terdaftar/);
    expect(msgs[2]).toMatch(/^NPWP sudah terdaftar/);
    expect(msgs[3]).toMatch(/^NIB sudah terdaftar/);
  });

  it('the three OTP codes each have their own message', () => {
    const msgs = ['OTP_INVALID', 'OTP_EXPIRED', 'OTP_TOO_MANY'].map((c) => translateError(api(c, 422), tId).message);
    expect(msgs[0]).toMatch(/OTP tidak valid/);
    expect(msgs[1]).toMatch(/kedaluwarsa/);
    expect(msgs[2]).toMatch(/Terlalu banyak percobaan/);
  });

  it('RATE_LIMITED names the wait from Retry-After when known', () => {
    expect(translateError(api('RATE_LIMITED', 429, 'x', { retryAfterS: 30 }), tId).message).toBe(
      'Terlalu banyak permintaan. Silakan coba lagi dalam 30 detik.',
    );
    expect(translateError(api('RATE_LIMITED', 429), tId).message).toBe(
      'Terlalu banyak permintaan. Silakan coba lagi nanti.',
    );
  });

  it('an unknown code falls through to the message text', () => {
    expect(translateError(api('HTTP_400', 400, 'Kode OTP sudah kedaluwarsa'), tId).code).toBe('OTP_EXPIRED');
  });
});

describe('translateError: by message text (case-insensitive)', () => {
  it.each<[string, TCatalogueCode]>([
    ['Validation failed', 'VALIDATION_FAILED'],
    ['VALIDASI GAGAL: data tidak valid.', 'VALIDATION_FAILED'],
    ['Invalid data', 'VALIDATION_FAILED'],
    ['Email already registered', 'EMAIL_TAKEN'],
    ['E-mail sudah terdaftar', 'EMAIL_TAKEN'],
    ['Phone number already registered', 'PHONE_TAKEN'],
    ['Nomor telepon sudah terdaftar', 'PHONE_TAKEN'],
    ['NPWP already registered', 'NPWP_TAKEN'],
    ['npwp sudah terdaftar', 'NPWP_TAKEN'],
    ['NIB already registered', 'NIB_TAKEN'],
    ['NIB sudah terdaftar', 'NIB_TAKEN'],
    ['Data already registered', 'ALREADY_REGISTERED'],
    ['Network error: failed to fetch', 'NETWORK_ERROR'],
    ['Failed to fetch', 'NETWORK_ERROR'],
    ['NetworkError when attempting to fetch resource.', 'NETWORK_ERROR'],
    ['Request timeout', 'TIMEOUT'],
    ['The operation timed out.', 'TIMEOUT'],
    ['Invalid CSRF token', 'SESSION_EXPIRED'],
    ['Security token mismatch', 'SESSION_EXPIRED'],
    ['Token keamanan tidak valid', 'SESSION_EXPIRED'],
    ['Expired token', 'SESSION_EXPIRED'],
    ['Token has expired', 'SESSION_EXPIRED'],
    ['Gagal mendapatkan token keamanan.', 'CSRF_FETCH_FAILED'],
    ['Invalid credentials', 'INVALID_CREDENTIALS'],
    ['Login failed', 'INVALID_CREDENTIALS'],
    ['Login gagal: email atau password tidak sesuai.', 'INVALID_CREDENTIALS'],
    ['Account not verified', 'EMAIL_NOT_VERIFIED'],
    ['Akun belum diverifikasi. Silakan verifikasi email Anda.', 'EMAIL_NOT_VERIFIED'],
    ['Company documents not verified', 'DOCUMENTS_NOT_VERIFIED'],
    ['Dokumen perusahaan belum diverifikasi admin.', 'DOCUMENTS_NOT_VERIFIED'],
    ['Invalid OTP', 'OTP_INVALID'],
    ['Kode OTP salah', 'OTP_INVALID'],
    ['OTP expired', 'OTP_EXPIRED'],
    ['Kode OTP sudah kedaluwarsa', 'OTP_EXPIRED'],
    ['Too many OTP attempts', 'OTP_TOO_MANY'],
    ['Terlalu banyak percobaan OTP', 'OTP_TOO_MANY'],
    ['File upload failed: too big', 'UPLOAD_FAILED'],
    ['Database connection lost', 'INTERNAL'],
    ['Internal server error', 'INTERNAL'],
    ['Anda perlu login untuk mengakses halaman ini. Sesi Anda mungkin telah berakhir.', 'UNAUTHENTICATED'],
    ['Akses ditolak. Anda tidak memiliki izin administrator.', 'ADMIN_REQUIRED'],
    ['Access denied', 'FORBIDDEN'],
    ['Too many requests', 'RATE_LIMITED'],
  ])('%j → %s', (message, code) => {
    expect(translateError(new Error(message), tId).code).toBe(code);
  });

  it('validation with details: the joined field messages, translated when they are i18n keys', () => {
    const err = {
      message: 'Validation failed',
      details: { email: ['validation.email'], name: ['validation.required'], note: 'Catatan terlalu pendek' },
    };
    const tr = translateError(err, tId);
    expect(tr.message).toBe(
      'Mohon periksa kembali input Anda: Format email tidak valid, Kolom ini wajib diisi, Catatan terlalu pendek',
    );
    expect(tr.fieldErrors).toEqual({
      email: ['Format email tidak valid'],
      name: ['Kolom ini wajib diisi'],
      note: ['Catatan terlalu pendek'],
    });
    expect(translateError(err, tEn).message).toBe(
      'Please check your input: Invalid email format, This field is required, Catatan terlalu pendek',
    );
  });

  it('validation without details: the generic sentence', () => {
    expect(translateError(new Error('Validation failed'), tId).message).toBe(
      'Ada beberapa input yang tidak valid. Mohon periksa kembali formulir Anda.',
    );
  });

  it('an errors map without a known code or text is treated as validation', () => {
    const tr = translateError(api('HTTP_400', 400, 'Bad', { errors: { phone: ['validation.phone'] } }), tId);
    expect(tr.code).toBe('VALIDATION_FAILED');
    expect(tr.message).toBe('Mohon periksa kembali input Anda: Format nomor telepon tidak valid');
  });

  it('file upload problems: "Gagal mengunggah file." plus the detail, without repeating the prefix', () => {
    expect(translateError(new Error('Upload failed: file is corrupt'), tId).message).toBe(
      'Gagal mengunggah file. file is corrupt',
    );
    expect(translateError(new Error('Gagal mengunggah file: ukuran file terlalu besar.'), tId).message).toBe(
      'Gagal mengunggah file. ukuran file terlalu besar.',
    );
    expect(translateError(new Error('Gagal mengunggah file.'), tId).message).toBe('Gagal mengunggah file.');
  });

  it('database or server errors show the disruption message, never their own text', () => {
    const tr = translateError(new Error('SQL error near "users"'), tId);
    expect(tr.message).toBe('Sistem sedang mengalami gangguan. Silakan coba beberapa saat lagi.');
    const leak = translateError({ status: 502, message: 'at Object.<anonymous> (/srv/app.js:1:1)' }, tId);
    expect(leak.code).toBe('INTERNAL');
    expect(leak.message).not.toContain('/srv/app.js');
  });

  it('otherwise the raw message, or the generic one when there is none', () => {
    expect(translateError(new Error('Sertifikat sudah diterbitkan'), tId).message).toBe('Sertifikat sudah diterbitkan');
    expect(translateError(new Error(''), tId).message).toBe('Terjadi kesalahan');
    expect(translateError(undefined, tEn).message).toBe('An error occurred');
    expect(translateError(null, tId).code).toBe('UNKNOWN');
    expect(translateError('Teks polos', tId).message).toBe('Teks polos');
  });

  it('a bare "HTTP nnn" message is replaced by what the status means', () => {
    expect(translateError(api('HTTP_404', 404, 'HTTP 404'), tId).message).toBe('Data tidak ditemukan.');
    expect(translateError(api('HTTP_401', 401, 'HTTP 401'), tId).code).toBe('UNAUTHENTICATED');
    expect(translateError(api('HTTP_429', 429, 'HTTP 429'), tId).code).toBe('RATE_LIMITED');
  });

  it('DOMException TimeoutError and TypeError "Failed to fetch" are recognised', () => {
    expect(translateError(new DOMException('signal timed out', 'TimeoutError'), tId).code).toBe('TIMEOUT');
    expect(translateError(new TypeError('Failed to fetch'), tId).code).toBe('NETWORK_ERROR');
  });

  it('uses the current i18n language when no t is given', async () => {
    await i18n.changeLanguage('en');
    expect(translateError(api('INVALID_CREDENTIALS', 401)).message).toBe('Invalid email or password');
    await i18n.changeLanguage('id');
    expect(translateError(api('INVALID_CREDENTIALS', 401)).message).toBe('Email atau password tidak sesuai.');
  });
});

describe('translateError: severity, title, variant', () => {
  it.each([
    [500, 'critical'],
    [503, 'critical'],
    [401, 'high'],
    [403, 'high'],
    [400, 'medium'],
    [409, 'medium'],
    [429, 'medium'],
    [404, 'low'],
    [413, 'low'],
    [422, 'low'],
  ])('HTTP %i with an unrecognised message → %s', (status, severity) => {
    expect(translateError({ status, message: 'Sesuatu yang aneh' }, tId).severity).toBe(severity);
  });

  it.each([
    ['Database error', 'critical'],
    ['Invalid credentials', 'high'],
    ['Invalid CSRF token', 'high'],
    ['Gagal mendapatkan token keamanan.', 'high'],
    ['Validation failed', 'medium'],
    ['NIB sudah terdaftar', 'medium'],
    ['OTP expired', 'medium'],
    ['Failed to fetch', 'low'],
    ['Something else', 'low'],
  ])('%j without a status → %s', (message, severity) => {
    expect(translateError(new Error(message), tId).severity).toBe(severity);
  });

  it('the more serious of category and status wins', () => {
    expect(translateError(api('VALIDATION_FAILED', 500), tId).severity).toBe('critical');
    expect(translateError(api('NOT_FOUND', 403), tId).severity).toBe('high');
  });

  it.each([
    ['critical', 'Kesalahan Sistem', 'System Error', 'destructive', api('INTERNAL', 500)],
    ['high', 'Kesalahan Keamanan', 'Security Error', 'destructive', api('INVALID_CREDENTIALS', 401)],
    ['medium', 'Kesalahan Input', 'Input Error', 'warning', api('EMAIL_TAKEN', 409)],
    ['low', 'Peringatan', 'Warning', 'default', api('NOT_FOUND', 404)],
  ])('%s → title %j / %j, variant %s', (severity, titleId, titleEn, variant, err) => {
    const tr = translateError(err, tId);
    expect(tr.severity).toBe(severity);
    expect(tr.title).toBe(titleId);
    expect(tr.variant).toBe(variant);
    expect(translateError(err, tEn).title).toBe(titleEn);
  });
});

describe('translateError: suggested actions', () => {
  const types = (err: unknown, context?: TErrorContext) => translateError(err, tId, context).actions.map((a) => a.type);
  const RETRYABLE = new Set(['network', 'timeout', 'server']);

  it.each(Object.keys(CATALOGUE) as TCatalogueCode[])(
    '%s: retry offered only for network, timeout and server errors',
    (code) => {
      const actions = translateError(api(code, 418), tId).actions;
      expect(actions.some((a) => a.isRetry)).toBe(RETRYABLE.has(CATALOGUE[code].category));
    },
  );

  it('the retry follows the context', () => {
    const net = api('NETWORK_ERROR', 0);
    expect(types(net, 'login')[0]).toBe('retry_login');
    expect(types(net, 'upload')[0]).toBe('retry_upload');
    expect(types(net, 'save')[0]).toBe('retry_save');
    expect(types(net)[0]).toBe('retry');
    expect(types(api('TIMEOUT', 0), 'save')).toEqual(['retry_save']);
    expect(types(api('INTERNAL', 500), 'upload')).toEqual(['retry_upload', 'contact_support']);
  });

  it('wrong credentials in the login form: forgot password and register, no retry', () => {
    const tr = translateError(api('INVALID_CREDENTIALS', 401), tId, 'login');
    expect(tr.actions.map((a) => [a.type, a.href])).toEqual([
      ['forgot_password', '/forgot-password'],
      ['register', '/register'],
    ]);
    expect(tr.actions[0].label).toBe('Lupa Password');
  });

  it.each<[string, string[]]>([
    ['EMAIL_TAKEN', ['go_to_login', 'forgot_password']],
    ['UNAUTHENTICATED', ['go_to_login']],
    ['EMAIL_NOT_VERIFIED', ['check_email', 'resend_otp']],
    ['OTP_INVALID', ['check_email']],
    ['OTP_EXPIRED', ['resend_otp']],
    ['OTP_TOO_MANY', ['resend_otp']],
    ['ACCOUNT_SUSPENDED', ['contact_support']],
    ['VALIDATION_FAILED', []],
  ])('%s → %j', (code, expected) => {
    expect(types(api(code, 400))).toEqual(expected);
  });

  it('every action has a translated label', () => {
    const all = Object.keys(CATALOGUE).flatMap((c) => translateError(api(c, 0), tEn, 'login').actions);
    for (const a of all) expect(a.label).not.toMatch(/^errors:|actions\./);
    expect(all.find((a) => a.type === 'resend_otp')?.label).toBe('Resend OTP');
  });
});
