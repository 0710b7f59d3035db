import { describe, expect, it } from 'vitest';
import type { TAdminRole } from '@portal/contract';
import {
  ADMIN_BOTTOM_BAR,
  ADMIN_MENU,
  isMenuItemActive,
  USER_BOTTOM_BAR,
  USER_MENU,
  visibleMenuItems,
  type TMenuAccess,
} from './menus';
import idShell from '@/i18n/locales/id/shell.json';

const UNVERIFIED: TMenuAccess = { isDocumentVerified: false, hasActiveCertificate: false };
const VERIFIED: TMenuAccess = { isDocumentVerified: true, hasActiveCertificate: false };
const WITH_CERT: TMenuAccess = { isDocumentVerified: true, hasActiveCertificate: true };
// A certificate without verified documents cannot unlock anything (defensive).
const CERT_ONLY: TMenuAccess = { isDocumentVerified: false, hasActiveCertificate: true };

const labelOf = (labelKey: string) =>
  labelKey.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], idShell) as string;
const labels = (items: readonly { labelKey: string }[]) => items.map((i) => labelOf(i.labelKey));

describe('user sidebar: labels and filters', () => {
  it('has the exact labels in order', () => {
    expect(labels(USER_MENU)).toEqual([
      'Dashboard',
      'Profil Pimpinan',
      'Dokumen Registrasi',
      'Data Perusahaan',
      'Permohonan SBU',
      'Sertifikat',
      'Transaksi',
      'Panduan',
      'Daftar Sub Bidang',
      'Pengaturan',
    ]);
  });
  it('unverified: dashboard, registration documents, profile, guide, sub-bidang only', () => {
    expect(labels(visibleMenuItems(USER_MENU, UNVERIFIED))).toEqual([
      'Dashboard',
      'Profil Pimpinan',
      'Dokumen Registrasi',
      'Panduan',
      'Daftar Sub Bidang',
    ]);
    expect(labels(visibleMenuItems(USER_MENU, CERT_ONLY))).toEqual(labels(visibleMenuItems(USER_MENU, UNVERIFIED)));
  });
  it('verified: registration documents gone; company, applications, transactions, settings appear', () => {
    expect(labels(visibleMenuItems(USER_MENU, VERIFIED))).toEqual([
      'Dashboard',
      'Profil Pimpinan',
      'Data Perusahaan',
      'Permohonan SBU',
      'Transaksi',
      'Panduan',
      'Daftar Sub Bidang',
      'Pengaturan',
    ]);
  });
  it('verified with an active certificate: Sertifikat appears', () => {
    expect(labels(visibleMenuItems(USER_MENU, WITH_CERT))).toContain('Sertifikat');
    expect(visibleMenuItems(USER_MENU, WITH_CERT)).toHaveLength(9);
  });
});

describe('mobile bottom bar (same filters)', () => {
  it('labels and filters', () => {
    expect(labels(USER_BOTTOM_BAR)).toEqual(['Dashboard', 'Permohonan', 'Sertifikat', 'Transaksi', 'Profil']);
    expect(labels(visibleMenuItems(USER_BOTTOM_BAR, UNVERIFIED))).toEqual(['Dashboard', 'Profil']);
    expect(labels(visibleMenuItems(USER_BOTTOM_BAR, VERIFIED))).toEqual([
      'Dashboard',
      'Permohonan',
      'Transaksi',
      'Profil',
    ]);
    expect(labels(visibleMenuItems(USER_BOTTOM_BAR, WITH_CERT))).toEqual([
      'Dashboard',
      'Permohonan',
      'Sertifikat',
      'Transaksi',
      'Profil',
    ]);
  });
  it('the admin bar points into /admin', () => {
    expect(ADMIN_BOTTOM_BAR.slice(0, 4).every((i) => i.to.startsWith('/admin/'))).toBe(true);
  });
});

describe('admin sidebar', () => {
  it('has the exact labels in order, all visible', () => {
    const expected = [
      'Dashboard Admin',
      'Manajemen Pengguna',
      'Manajemen Perusahaan',
      'Manajemen Permohonan',
      'Manajemen Perpanjangan',
      'Permohonan Dokumen',
      'Daftar SBU Terbit',
      'Revisi Data SBU',
      'Manajemen Transaksi',
      'Verifikasi Pembayaran',
      'Kalkulator SBU',
      'Manajemen Dokumen',
      'Menunggu Persetujuan',
      'Manajemen Admin',
      'Log Audit',
    ];
    expect(labels(ADMIN_MENU)).toEqual(expected);
    expect(labels(visibleMenuItems(ADMIN_MENU, { ...UNVERIFIED, adminRoles: ['super_admin'] }))).toEqual(expected);
  });
  it('shows each role only the entries of its screens (docs/business-rules.md#admin-roles)', () => {
    const seen = (...adminRoles: TAdminRole[]) => labels(visibleMenuItems(ADMIN_MENU, { ...UNVERIFIED, adminRoles }));
    expect(seen()).toEqual(['Dashboard Admin', 'Menunggu Persetujuan', 'Log Audit']);
    expect(seen('verifier')).toEqual([
      'Dashboard Admin',
      'Manajemen Pengguna',
      'Manajemen Perusahaan',
      'Manajemen Dokumen',
      'Menunggu Persetujuan',
      'Log Audit',
    ]);
    expect(seen('certification')).toEqual([
      'Dashboard Admin',
      'Manajemen Permohonan',
      'Manajemen Perpanjangan',
      'Permohonan Dokumen',
      'Daftar SBU Terbit',
      'Revisi Data SBU',
      'Menunggu Persetujuan',
      'Log Audit',
    ]);
    expect(seen('finance', 'verifier')).toEqual([
      'Dashboard Admin',
      'Manajemen Pengguna',
      'Manajemen Perusahaan',
      'Manajemen Transaksi',
      'Verifikasi Pembayaran',
      'Kalkulator SBU',
      'Manajemen Dokumen',
      'Menunggu Persetujuan',
      'Log Audit',
    ]);
  });
  it("'Log Audit' is the last entry and opens /admin/audit", () => {
    expect(labelOf(ADMIN_MENU.at(-1)!.labelKey)).toBe('Log Audit');
    expect(ADMIN_MENU.at(-1)!.to).toBe('/admin/audit');
  });
  it("'Revisi Data SBU' also links to /admin/certificates", () => {
    expect(ADMIN_MENU.find((i) => i.key === 'adminSbuRevision')?.to).toBe('/admin/certificates');
  });
});

describe('isMenuItemActive', () => {
  const dashboard = USER_MENU[0];
  const certificates = USER_MENU.find((i) => i.key === 'certificates')!;
  const adminDashboard = ADMIN_MENU[0];
  it('matches the path, its sub-paths and the extra paths', () => {
    expect(isMenuItemActive(dashboard, '/dashboard')).toBe(true);
    expect(isMenuItemActive(dashboard, '/')).toBe(true);
    expect(isMenuItemActive(certificates, '/certificates/view/abc')).toBe(true);
    expect(isMenuItemActive(certificates, '/renewal/sbu/abc')).toBe(true);
    expect(isMenuItemActive(adminDashboard, '/admin')).toBe(true);
  });
  it('does not match neighbours or prefixes of other words', () => {
    expect(isMenuItemActive(dashboard, '/guide')).toBe(false);
    expect(isMenuItemActive(certificates, '/certificatesx')).toBe(false);
    expect(isMenuItemActive(adminDashboard, '/admin/users')).toBe(false);
  });
  it('a shortcut entry (Revisi Data SBU → the certificate list) is current only on its own paths', () => {
    const revision = ADMIN_MENU.find((i) => i.key === 'adminSbuRevision')!;
    const issued = ADMIN_MENU.find((i) => i.to === '/admin/certificates' && i.key !== 'adminSbuRevision')!;
    expect(revision.to).toBe('/admin/certificates');
    expect(isMenuItemActive(revision, '/admin/certificates')).toBe(false);
    expect(isMenuItemActive(revision, '/admin/certificates/00000000-0000-4000-8000-000000005001')).toBe(false);
    expect(isMenuItemActive(revision, '/admin/sbu/edit/00000000-0000-4000-8000-000000005001')).toBe(true);
    expect(isMenuItemActive(issued, '/admin/certificates/00000000-0000-4000-8000-000000005001')).toBe(true);
    expect(isMenuItemActive(issued, '/admin/sbu/edit/00000000-0000-4000-8000-000000005001')).toBe(false);
  });
});
