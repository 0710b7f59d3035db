import { describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { CATALOGUE_MESSAGE_KEYS } from './message-keys';

const tId = i18n.getFixedT('id');
const tEn = i18n.getFixedT('en');

describe('catalogue texts other screens show, id + en', () => {
  it.each([
    ['accessDeniedAdmin', 'Akses ditolak. Anda tidak memiliki izin administrator.'],
    ['needLogin', 'Anda perlu login untuk mengakses halaman ini. Sesi Anda mungkin telah berakhir.'],
    [
      'documentsNotVerified',
      'Untuk mengakses halaman ini, dokumen perusahaan Anda perlu diverifikasi dan disetujui admin.',
    ],
    ['notificationsLoadFailed', 'Gagal memuat notifikasi.'],
    ['csrfFetchFailed', 'Gagal mendapatkan token keamanan.'],
    ['generic', 'Terjadi kesalahan'],
    ['fileInvalidUrl', 'URL file tidak valid atau tidak diizinkan.'],
    ['fileExternalHost', 'Akses ke host eksternal tidak diizinkan.'],
    ['fileEndpointNotAllowed', 'Akses ke endpoint yang diminta tidak diizinkan.'],
    ['filePreviewBlocked', 'Gagal membuka pratinjau. Pastikan browser Anda tidak memblokir pop-up.'],
  ] as const)('%s: %j', (name, text) => {
    expect(tId(CATALOGUE_MESSAGE_KEYS[name])).toBe(text);
  });

  it('interpolates the status into the file error', () => {
    expect(tId(CATALOGUE_MESSAGE_KEYS.fileStatusError, { status: 404 })).toBe('Gagal mengakses file. Status: 404');
    expect(tEn(CATALOGUE_MESSAGE_KEYS.fileStatusError, { status: 404 })).toBe('Failed to access the file. Status: 404');
  });

  it('OTP sent and notification wordings, in English too', () => {
    expect(tEn(CATALOGUE_MESSAGE_KEYS.otpSent)).toBe('OTP code has been sent to your email');
    expect(tEn(CATALOGUE_MESSAGE_KEYS.notificationNewApplication)).toBe('New application received');
    expect(tEn(CATALOGUE_MESSAGE_KEYS.notificationApplicationApproved)).toBe('Application approved');
    expect(tEn(CATALOGUE_MESSAGE_KEYS.notificationApplicationRejected)).toBe('Application rejected');
    expect(tEn(CATALOGUE_MESSAGE_KEYS.notificationAdditionalDocuments)).toBe('Additional documents required');
    expect(tEn(CATALOGUE_MESSAGE_KEYS.notificationCertificateExpiring)).toBe('Certificate will expire soon');
    expect(tEn(CATALOGUE_MESSAGE_KEYS.generic)).toBe('An error occurred');
  });

  it('every key exists in both languages with different texts', () => {
    for (const key of Object.values(CATALOGUE_MESSAGE_KEYS)) {
      expect(i18n.exists(key, { lng: 'id' }), key).toBe(true);
      expect(i18n.exists(key, { lng: 'en' }), key).toBe(true);
      expect(tId(key, { status: 1 })).not.toBe(tEn(key, { status: 1 }));
    }
  });
});

describe('locale files mirror each other', () => {
  const flatKeys = (obj: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(obj).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? flatKeys(v as Record<string, unknown>, `${prefix}${k}.`)
        : [`${prefix}${k}`],
    );
  it.each(['errors', 'files', 'status'])('%s.json has the same keys in id and en', (ns) => {
    const id = i18n.getResourceBundle('id', ns) as Record<string, unknown>;
    const en = i18n.getResourceBundle('en', ns) as Record<string, unknown>;
    expect(flatKeys(id).length).toBeGreaterThan(0);
    expect(flatKeys(en).sort()).toEqual(flatKeys(id).sort());
  });
});
