import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { npwpCheckDigit } from '@portal/contract';
import { E2E_ADMIN, E2E_DATA_DIR } from '../playwright.config';
import { waitForOtp } from './outbox';
import { ensureAdminEnrolled, nextAdminCode } from './second-factor';

export { E2E_ADMIN, E2E_DATA_DIR };

/** A 15-digit NPWP whose 9th digit is the Luhn check over the first 8 (docs/business-rules.md#formats). */
export function validNpwp(seed: number): string {
  const first8 = String(10_000_000 + (seed % 89_999_999)).padStart(8, '0');
  return `${first8}${npwpCheckDigit(first8)}000000`;
}

export interface NewCompany {
  name: string;
  email: string;
  phone: string;
  password: string;
  companyName: string;
  npwp: string;
  nib: string;
}

export function newCompany(tag: string): NewCompany {
  const n = Date.now() % 100_000_000;
  return {
    name: `Siti Rahma ${tag}`,
    email: `siti.${tag}.${n}@example.co.id`,
    phone: `0813${String(n).padStart(8, '0')}`,
    password: 'Rahasia-Kuat-2026',
    companyName: `PT Sinar ${tag} ${n}`,
    npwp: validNpwp(n),
    nib: `81200${String(n).padStart(8, '0')}`,
  };
}

/** Fills the three-step sign-up form with `c` (signing up as `email`) and lands on the OTP page. */
export async function submitRegistration(page: Page, c: NewCompany, email = c.email): Promise<void> {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Nama Lengkap', exact: true }).fill(c.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Nomor Telepon', exact: true }).fill(c.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
  await page.getByRole('textbox', { name: 'Konfirmasi Password', exact: true }).fill(c.password);
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('textbox', { name: 'Nama Perusahaan', exact: true }).fill(c.companyName);
  await page.getByRole('combobox', { name: 'Bentuk Badan Usaha' }).selectOption('PT');
  await page.getByRole('textbox', { name: 'NPWP Perusahaan', exact: true }).fill(c.npwp);
  await page.getByRole('textbox', { name: 'NIB (Nomor Induk Berusaha)', exact: true }).fill(c.nib);
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page.getByRole('checkbox', { name: /Saya menyetujui syarat dan ketentuan/ }).check();
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(page).toHaveURL(/\/verify-otp\/[0-9a-f-]{36}$/);
}

/** Registers through the three-step form and confirms the e-mail with the OTP from the outbox. */
export async function registerAndVerify(page: Page, c: NewCompany): Promise<void> {
  await submitRegistration(page, c);
  const otp = await waitForOtp(E2E_DATA_DIR, c.email);
  await page.getByRole('textbox', { name: 'Kode OTP', exact: true }).fill(otp);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Fills and sends the login form; the caller waits for where it should land (or the refusal).
 * The suite's administrator signs in with the second factor too (support/second-factor.ts).
 */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  const admin = email === E2E_ADMIN.email && password === E2E_ADMIN.password;
  const base = new URL(page.url()).origin;
  if (admin) await ensureAdminEnrolled(base);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  if (!admin) return;
  await page.getByRole('textbox', { name: 'Kode verifikasi', exact: true }).fill(await nextAdminCode(base));
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
}

export async function logout(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Menu akun|Account menu/ }).click();
  await page.getByRole('menuitem', { name: /Keluar|Log out|Logout/ }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Screenshots that a person looks at after the run (git-ignored). */
export const SHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url));

/** A screen is ready to be measured or scanned: its heading shows and no list is still loading. */
export async function expectScreenSettled(page: Page): Promise<void> {
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
