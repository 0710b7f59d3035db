import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { getPageTitleKey, NOT_FOUND_TITLE_KEY } from './page-title';
import { matchRoute, preloadEntryPage } from './match-route';
import { ROUTES } from './route-table';
import { SignedInRoutes } from './signed-in';

/** A concrete path for a pattern: parameters get sample values. */
const sample = (pattern: string) => pattern.replace(/:[A-Za-z_]+/g, 'X-123');

describe('page titles per path', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/document-registration', 'Dokumen Registrasi'],
    ['/profile', 'Profil Pimpinan'],
    ['/sub-bidang', 'Daftar Sub Bidang'],
    ['/company', 'Data Perusahaan'],
    ['/applications', 'Permohonan SBU'],
    ['/applications/SP-123456789', 'Detail Permohonan'],
    ['/applications/edit/SP-123456789', 'Ubah Permohonan'],
    ['/certificates/view/abc', 'Detail Sertifikat'],
    ['/renewal/sbu/abc', 'Perpanjangan SBU'],
    ['/payment/inv-uuid', 'Pembayaran'],
    ['/settings', 'Pengaturan'],
    ['/admin', 'Dashboard Admin'],
    ['/admin/dashboard', 'Dashboard Admin'],
    ['/admin/companies/12', 'Detail Perusahaan'],
    ['/admin/companies/edit/12', 'Ubah Data Perusahaan'],
    ['/admin/sbu/publish/5', 'Terbitkan SBU'],
    ['/admin/sbu/edit/abc', 'Revisi Data SBU'],
    ['/admin/certificates', 'Daftar SBU Terbit'],
    ['/admin/calculator', 'Kalkulator SBU'],
    ['/verify', 'Verifikasi Sertifikat'],
    ['/nowhere/at/all', 'Halaman Tidak Ditemukan'],
  ])('%s → %s (id)', (path, title) => {
    expect(i18n.getFixedT('id', 'shell')(`titles.${getPageTitleKey(path, ROUTES)}`)).toBe(title);
  });

  // Issue 23, defect 7: the upgrade page's header said "Perpanjangan".
  it('the upgrade page (?type=upgrade) has a title of its own in both languages', () => {
    const key = `titles.${getPageTitleKey('/renewal/sbu/abc', ROUTES)}`;
    expect(i18n.getFixedT('id', 'shell')(key, { context: 'upgrade' })).toBe('Peningkatan SBU');
    expect(i18n.getFixedT('en', 'shell')(key, { context: 'upgrade' })).toBe('SBU Upgrade');
    expect(i18n.getFixedT('id', 'shell')(key, { context: 'new' })).toBe('Perpanjangan SBU');
  });

  it('English titles exist too', () => {
    const en = i18n.getFixedT('en', 'shell');
    expect(en(`titles.${getPageTitleKey('/admin/payment-verification', ROUTES)}`)).toBe('Payment Verification');
    expect(en(`titles.${getPageTitleKey('/transactions', ROUTES)}`)).toBe('Transactions');
  });

  it('every route of the map resolves to its own key and has an id and an en title', () => {
    for (const { path, title: key } of ROUTES) {
      expect(getPageTitleKey(sample(path), ROUTES)).toBe(key);
      for (const lng of ['id', 'en']) {
        expect(i18n.exists(`titles.${key}`, { lng, ns: 'shell', fallbackLng: false }), `${lng}:${key}`).toBe(true);
      }
    }
    expect(i18n.exists(`titles.${NOT_FOUND_TITLE_KEY}`, { lng: 'en', ns: 'shell', fallbackLng: false })).toBe(true);
  });

  it('covers every route path of the product', () => {
    const patterns = ROUTES.map((r) => r.path);
    for (const p of [
      '/sertifikat/:uuid',
      '/invoice/:transId',
      '/admin/users',
      '/admin/renewals',
      '/admin/applications/:code_reg',
      '/admin/sbu/preview/:applicationId',
      '/admin/document-requests',
      '/admin/documents',
      '/admin/transactions',
      '/guide',
      '/analytics',
      '/transactions',
      '/certificates',
      '/reset-password/:token',
      '/verify-otp/:uuid',
    ]) {
      expect(patterns).toContain(p);
    }
  });
});

describe('entry pages load before the first render', () => {
  it('preloads the page of a public or auth path; for any other path the router behind the login, not its page', () => {
    const login = matchRoute('/login', ROUTES)!;
    const verify = matchRoute('/verify', ROUTES)!;
    const dashboard = matchRoute('/dashboard', ROUTES)!;
    const spies = [login, verify, dashboard, SignedInRoutes].map((r) =>
      vi.spyOn(r, 'preload').mockResolvedValue(undefined),
    );
    preloadEntryPage('/login');
    preloadEntryPage('/verify');
    preloadEntryPage('/dashboard');
    preloadEntryPage('/nowhere');
    expect(spies.map((s) => s.mock.calls.length)).toEqual([1, 1, 0, 2]);
    spies.forEach((s) => s.mockRestore());
  });
});
