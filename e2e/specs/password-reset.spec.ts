import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR, login, newCompany, registerAndVerify } from '../support/fixtures';
import { waitForResetLink } from '../support/outbox';

/** Forgot password → link from the outbox → new password → log in with it; the link works once. */
test('a user resets a forgotten password with the e-mailed link, once', async ({ browser }) => {
  const company = newCompany('reset');
  const first = await (await browser.newContext()).newPage();
  await registerAndVerify(first, company);

  const page = await (await browser.newContext()).newPage();
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(company.email);
  await page.getByRole('button', { name: 'Kirim Tautan' }).click();
  await expect(page.getByRole('heading', { name: 'Periksa Email Anda' })).toBeVisible();

  const link = new URL(await waitForResetLink(E2E_DATA_DIR, company.email));
  await page.goto(link.pathname);
  const newPassword = 'Password-Baru-2026';
  await page.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Konfirmasi Password Baru', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password berhasil diubah')).toBeVisible();

  // The reset ended the session the first browser had (docs/business-rules.md#password-reset).
  await first.reload();
  await expect(first).toHaveURL(/\/login$/);

  await login(page, company.email, company.password);
  await expect(page.locator('#login-password-error')).toHaveText('Email atau password tidak sesuai.');
  await login(page, company.email, newPassword);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Single use: the same link is refused now.
  const again = await (await browser.newContext()).newPage();
  await again.goto(link.pathname);
  await again.getByRole('textbox', { name: 'Password Baru', exact: true }).fill('Password-Lagi-2026');
  await again.getByRole('textbox', { name: 'Konfirmasi Password Baru', exact: true }).fill('Password-Lagi-2026');
  await again.getByRole('button', { name: 'Simpan Password' }).click();
  await expect(again).toHaveURL(/\/reset-password\//);
  await expect(
    again.getByText('Tautan reset password tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.'),
  ).toBeVisible();
});
