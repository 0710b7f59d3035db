import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN, expectScreenSettled, login, newCompany, registerAndVerify } from '../support/fixtures';

/**
 * axe-core's WCAG 2.1 A/AA rules on the screens built so far, in light and dark, including an
 * open sheet, menu panel and dialog. A violation names its rule and elements.
 */
async function expectAccessible(page: Page, what: string, path?: string) {
  if (path) await page.goto(path);
  await expectScreenSettled(page);
  expect(await axeViolations(page), what).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`public and auth pages pass axe (${colorScheme})`, async ({ browser }) => {
    const page = await (await browser.newContext({ colorScheme })).newPage();
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/verify',
      '/verify?q=hello',
      '/sertifikat/00000000-0000-4000-8000-000000000000',
      '/halaman-yang-tidak-ada',
    ]) {
      await expectAccessible(page, `${colorScheme} ${path}`, path);
    }
    await page.goto('/register');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectAccessible(page, `${colorScheme} /register with field errors`);
  });
}

test('company and admin screens pass axe (light and dark)', async ({ browser }) => {
  test.setTimeout(180_000);
  const company = newCompany('a11y');
  const user = await (await browser.newContext()).newPage();
  await registerAndVerify(user, company);
  const admin = await (await browser.newContext()).newPage();
  await login(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);

  for (const colorScheme of ['light', 'dark'] as const) {
    await user.emulateMedia({ colorScheme });
    await admin.emulateMedia({ colorScheme });
    for (const path of ['/dashboard', '/document-registration', '/profile', '/guide']) {
      await expectAccessible(user, `${colorScheme} ${path}`, path);
    }
    await user
      .getByRole('button', { name: /Notifikasi/ })
      .first()
      .click();
    await expect(user.getByText('Tidak Ada Notifikasi')).toBeVisible();
    await expectAccessible(user, `${colorScheme} notification panel`);
    await user.keyboard.press('Escape');

    for (const path of ['/admin/dashboard', '/admin/companies', '/admin/documents', '/admin/users']) {
      await expectAccessible(admin, `${colorScheme} ${path}`, path);
    }
    await admin.getByRole('button', { name: company.name, exact: true }).click();
    await expect(admin.getByRole('dialog')).toBeVisible();
    await expectAccessible(admin, `${colorScheme} user detail sheet`);
    await admin.keyboard.press('Escape');
    // Not submitted yet: not in the verification queue, so from "all companies".
    await admin.goto('/admin/companies?view=all');
    await admin.getByRole('link', { name: company.companyName }).click();
    await expectAccessible(admin, `${colorScheme} company detail`);
  }
});
