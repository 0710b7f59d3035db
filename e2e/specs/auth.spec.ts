import { expect, test } from '@playwright/test';
import path from 'node:path';
import { E2E_ADMIN, SHOT_DIR, login, logout, newCompany, registerAndVerify } from '../support/fixtures';

/** Issue 2 §7: the foundation journeys, in the real built portal with a fresh database. */
test.describe.configure({ mode: 'serial' });

const company = newCompany('auth');

test('register → OTP from the outbox → dashboard with the unverified menu → language → logout → login', async ({
  page,
}) => {
  await registerAndVerify(page, company);

  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  // Unverified users see only dashboard, registration documents, profile, guide, sub-bidang (docs/business-rules.md#menus).
  for (const item of ['Dashboard', 'Profil Pimpinan', 'Dokumen Registrasi', 'Panduan', 'Daftar Sub Bidang']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  for (const hidden of ['Data Perusahaan', 'Permohonan SBU', 'Sertifikat', 'Transaksi', 'Pengaturan']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dashboard');

  // Language: switch to English; it persists after a reload (localStorage 'language').
  await page.getByRole('button', { name: /Pilih bahasa/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await logout(page);
  // Back to Indonesian for the rest of the journey.
  await page.evaluate(() => localStorage.setItem('language', 'id'));
  await login(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Dokumen Registrasi' }),
  ).toBeVisible();
});

test('a wrong password shows the catalogue toast', async ({ page }) => {
  await login(page, company.email, 'Password-Yang-Salah-1');
  // The catalogue's toast, and the same words at the password field (docs/business-rules.md#login).
  await expect(
    page.getByRole('region', { name: 'Pemberitahuan' }).getByText('Email atau password tidak sesuai.'),
  ).toBeVisible();
  await expect(page.locator('#login-password-error')).toHaveText('Email atau password tidak sesuai.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin logs in and lands on /admin/dashboard', async ({ page }) => {
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
  await expect(nav.getByRole('link', { name: 'Manajemen Pengguna' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Kalkulator SBU' })).toBeVisible();
});

test('a company user opening /admin gets the 403 error page', async ({ page }) => {
  await login(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/error$/);
  await expect(page.getByText('403')).toBeVisible();
});

test('an anonymous visit to /dashboard lands on /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
});

test('the notification panel shows its empty state', async ({ page }) => {
  await login(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: /^Notifikasi/ }).click();
  await expect(page.getByText('Tidak Ada Notifikasi')).toBeVisible();
  await expect(page.getByText('Semua pembaruan akan muncul di sini.')).toBeVisible();
});

test('dashboard screenshots at 1280 px and 390 px', async ({ page }) => {
  await login(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeVisible();
  await expect(page.getByText(`Selamat datang, ${company.name}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lengkapi data perusahaan' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOT_DIR, 'dashboard-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Under 1024 px the sidebar gives way to the bottom bar (docs/business-rules.md#menus).
  await expect(page.getByRole('navigation', { name: 'Navigasi bawah' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigasi utama' })).toBeHidden();
  await expect(page.getByText(`Selamat datang, ${company.name}`)).toBeVisible();
  await page.screenshot({ path: path.join(SHOT_DIR, 'dashboard-390.png'), fullPage: true });
});
