import { expect, test } from '@playwright/test';
import { E2E_ADMIN } from '../support/fixtures';
import { ensureAdminEnrolled, nextAdminCode } from '../support/second-factor';

/**
 * Keyboard only: log in, skip to the content, open and close the account menu and the
 * notification panel with focus returning to their buttons, and open a menu item with Enter.
 */
test('an administrator works the portal with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  const base = new URL(page.url()).origin;
  await ensureAdminEnrolled(base);
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await email.focus();
  await page.keyboard.type(E2E_ADMIN.email);
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  // The second factor's one field takes the focus; Enter sends it.
  await expect(page.getByRole('textbox', { name: 'Kode verifikasi', exact: true })).toBeFocused();
  await page.keyboard.type(await nextAdminCode(base));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // On a freshly loaded page the first Tab reaches the skip link; Enter moves focus to the main
  // content. (After the in-app redirect the removed login form still anchors Chrome's focus order.)
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('navigation', { name: 'Navigasi admin' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Lewati ke konten utama' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  // Notification panel: Enter opens it, Escape closes it and focus returns to the bell. (Found by
  // its name, not by its empty state: specs before this one may have left the admin notifications.)
  const bell = page.getByRole('button', { name: /^Notifikasi/ });
  const panel = page.getByRole('dialog', { name: 'Notifikasi' });
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();

  // Account menu: arrow keys move between items; Escape closes it back onto its button.
  const account = page.getByRole('button', { name: /Menu akun/ });
  await account.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem').nth(1)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(account).toBeFocused();

  // A focused sidebar link opens with Enter.
  const usersLink = page
    .getByRole('navigation', { name: 'Navigasi admin' })
    .getByRole('link', { name: 'Manajemen Pengguna' });
  await usersLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'Daftar Pengguna' })).toBeVisible();

  // The search field filters the list from the keyboard and the URL keeps the query.
  const search = page
    .getByRole('searchbox', { name: /Cari/ })
    .or(page.getByRole('textbox', { name: /Cari/ }))
    .first();
  await search.focus();
  await page.keyboard.type('admin@e2e');
  await expect(page).toHaveURL(/q=admin%40e2e|q=admin@e2e/);
  await expect(
    page.getByRole('rowheader').or(page.getByRole('cell')).filter({ hasText: 'Administrator' }).first(),
  ).toBeVisible();
});
