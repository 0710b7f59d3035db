import path from 'node:path';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN, SHOT_DIR, login } from '../support/fixtures';
import { expectAxeClean, shootScreens } from '../support/screens';
import { nextAdminCode } from '../support/second-factor';
import { seedCompanyInReview } from '../support/seed-api';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * "Sesi Aktif" in Pengaturan (docs/business-rules.md#sessions): one user signed in from two
 * browsers sees both sessions, "Perangkat ini" on its own; ending the other one (after a
 * confirmation) signs that browser out on its next call. In id and en, at 1280 and 390 px, light
 * and dark, axe clean.
 */
test('a user sees their sessions and ends the other one, which is signed out on its next call', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const company = await seedCompanyInReview(baseURL!, 'sesi', 94);

  const other = await (
    await browser.newContext({ viewport: { width: 390, height: 844 }, userAgent: PHONE_UA })
  ).newPage();
  await login(other, company.email, company.password);
  await expect(other).toHaveURL(/\/dashboard$/);

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  const sessions = page.getByRole('list', { name: 'Sesi Aktif' });
  // This browser, the phone and the seeding API client's session.
  await expect(sessions.getByRole('listitem')).toHaveCount(3);
  const mine = sessions.getByRole('listitem').filter({ hasText: 'Perangkat ini' });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(/WIB/);
  await expect(mine.getByRole('button')).toHaveCount(0);
  const phone = sessions.getByRole('listitem').filter({ hasText: 'Safari · iOS' });
  await expect(phone).toContainText('Alamat IP: 127.0.0.1');

  await page.getByRole('heading', { name: 'Sesi Aktif' }).scrollIntoViewIfNeeded();
  await shootScreens(page, path.join(SHOT_DIR, 'sessions'), 'sesi-aktif-id');
  await expectAxeClean(page, 'Sesi Aktif');

  // The confirmation, then the other browser's session ends.
  await phone.getByRole('button', { name: /^Akhiri sesi Safari · iOS/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Akhiri sesi ini?' });
  await expect(dialog).toContainText('Safari · iOS');
  expect(await axeViolations(page), 'confirmation').toEqual([]);
  await dialog.getByRole('button', { name: 'Akhiri', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(phone).toHaveCount(0);

  // Its next call answers 401: the app signs it out.
  await other.goto('/settings');
  await expect(other).toHaveURL(/\/login/);

  // The rest (the seeding client's session) in one go, after a confirmation.
  await page.getByRole('button', { name: 'Akhiri Semua Sesi Lain' }).click();
  const all = page.getByRole('dialog', { name: 'Akhiri semua sesi lain?' });
  await expect(all).toContainText('1 sesi di perangkat lain akan diakhiri');
  await all.getByRole('button', { name: 'Akhiri Semua Sesi Lain' }).click();
  await expect(all).toBeHidden();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Tidak ada sesi lain. Hanya perangkat ini yang masuk.')).toBeVisible();

  // In English, the same card (once the Indonesian toast has gone).
  await expect(page.getByText('1 sesi diakhiri.')).toBeHidden({ timeout: 15_000 });
  await page.locator('label').filter({ hasText: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Active Sessions' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Active Sessions' }).getByText('This device', { exact: true }),
  ).toBeVisible();
  await shootScreens(page, path.join(SHOT_DIR, 'sessions'), 'sesi-aktif-en');
  await expectAxeClean(page, 'Active Sessions');
  await page.locator('label').filter({ hasText: 'Bahasa Indonesia' }).click();
  await expect(page.getByRole('heading', { name: 'Sesi Aktif' })).toBeVisible();
});

/**
 * New recovery codes (docs/business-rules.md#second-factor): the administrator, who cannot switch
 * the factor off, makes ten new codes on Verifikasi Dua Langkah with the password and a current
 * code, after a confirmation; they are shown once. The form and the codes at 1280 and 390 px, light
 * and dark, axe clean.
 */
test('an administrator makes new recovery codes, shown once', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/account/two-factor');
  await expect(page.getByRole('heading', { name: 'Kode pemulihan' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Matikan' })).toHaveCount(0);
  const shots = path.join(SHOT_DIR, 'sessions');
  await shootScreens(page, shots, 'kode-pemulihan-form');
  await expectAxeClean(page, 'Kode pemulihan');

  await page.locator('#recovery-password').fill(E2E_ADMIN.password);
  await page.getByRole('textbox', { name: /^Kode verifikasi/ }).fill(await nextAdminCode(new URL(baseURL!).origin));
  await page.getByRole('button', { name: 'Buat Kode Baru' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buat kode pemulihan baru?' });
  await dialog.getByRole('button', { name: 'Buat Kode Baru' }).click();
  const codes = page.getByRole('list', { name: 'Simpan kode pemulihan' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes.getByRole('listitem').first()).toHaveText(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  await shootScreens(page, shots, 'kode-pemulihan-baru');
  await expectAxeClean(page, 'Kode pemulihan baru');
  await page.getByRole('checkbox', { name: 'Saya sudah menyimpan kode pemulihan' }).check();
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByRole('heading', { name: 'Kode pemulihan' })).toBeVisible();
  await expect(codes).toHaveCount(0);
});
