import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { pngFile } from '../support/files';
import {
  E2E_ADMIN,
  SHOT_DIR,
  expectScreenSettled,
  login,
  newCompany,
  registerAndVerify,
  type NewCompany,
} from '../support/fixtures';

/**
 * The admin lists as a clerk at a 1024 × 768 screen uses them (docs/decisions/042): the status and
 * action columns stay in view without the page scrolling sideways, the sidebar collapses to icons
 * and stays so after a reload, and the screens stay accessible; then screenshots to look at.
 */
let company: NewCompany;

async function seedCompanyWithDocument(page: Page, c: NewCompany) {
  await registerAndVerify(page, c);
  const csrf = (
    (await (await page.request.get('/backend/api/auth/csrf-token.php')).json()) as { data: { csrf_token: string } }
  ).data.csrf_token;
  const res = await page.request.post('/backend/api/documents/upload.php', {
    headers: { 'X-CSRF-Token': csrf },
    multipart: {
      document: pngFile('ktp pimpinan.png'),
      document_type: 'ktp_pimpinan',
      category: 'initial_registration',
      csrf_token: csrf,
    },
  });
  expect(res.status()).toBe(201);
}

/** The cell's box lies inside the viewport's width. */
async function expectInViewport(page: Page, cell: ReturnType<Page['locator']>, what: string) {
  const box = await cell.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x, what).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, what).toBeLessThanOrEqual(width);
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test.beforeAll(async ({ browser }) => {
  company = newCompany('lists');
  const page = await (await browser.newContext()).newPage();
  await seedCompanyWithDocument(page, company);
  await page.context().close();
});

test('at 1024×768 the status and action columns stay in view, and the sidebar collapses and stays collapsed after a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  for (const collapsed of [false, true]) {
    await page.goto('/admin/users');
    const users = page.getByRole('table', { name: 'Daftar pengguna' });
    const userRow = users.getByRole('row').filter({ hasText: company.email });
    await expect(userRow).toBeVisible();
    await expectInViewport(
      page,
      users.getByRole('columnheader', { name: 'Status' }),
      `users status header, collapsed=${collapsed}`,
    );
    await expectInViewport(
      page,
      userRow.getByRole('button', { name: `Aksi untuk ${company.name}` }),
      `users action, collapsed=${collapsed}`,
    );
    await expectInViewport(page, userRow.getByText('Aktif', { exact: true }), `users status, collapsed=${collapsed}`);
    expect(await pageScrollsSideways(page)).toBe(false);

    // The status column belongs to "Semua perusahaan": the queue holds companies in review only.
    await page.goto('/admin/companies?view=all');
    const companies = page.getByRole('table', { name: 'Daftar perusahaan' });
    const companyRow = companies.getByRole('row').filter({ hasText: company.companyName });
    await expect(companyRow).toBeVisible();
    await expectInViewport(
      page,
      companyRow.getByText('Belum Diverifikasi'),
      `companies status, collapsed=${collapsed}`,
    );
    expect(await pageScrollsSideways(page)).toBe(false);

    await page.goto('/admin/documents');
    const docRow = page
      .getByRole('table', { name: 'Daftar dokumen' })
      .getByRole('row')
      .filter({ hasText: company.companyName });
    await expectInViewport(
      page,
      docRow.getByRole('link', { name: /^Tinjau KTP Pimpinan/ }),
      `documents review, collapsed=${collapsed}`,
    );
    expect(await pageScrollsSideways(page)).toBe(false);

    if (!collapsed) {
      const toggle = page.getByRole('button', { name: 'Ciutkan menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await page.reload();
      const expand = page.getByRole('button', { name: 'Perluas menu' });
      await expect(expand).toHaveAttribute('aria-expanded', 'false');
      expect((await page.locator('aside').boundingBox())!.width).toBeLessThanOrEqual(64);
      // The icons keep their names: the menu still works by name.
      await expect(
        page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Manajemen Pengguna' }),
      ).toBeVisible();
    }
  }
  await context.close();
});

test('the review link opens the company detail with the document selected; the company picker works by keyboard', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  // The session must exist before the next navigation, or /admin/documents sends the page to /login.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/documents');
  const picker = page.getByRole('combobox', { name: 'Perusahaan' });
  await picker.fill(company.companyName.split(' ').slice(0, 3).join(' '));
  await expect(page.getByRole('option', { name: new RegExp(company.companyName) })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(page).toHaveURL(/company_id=\d+/);
  await expect(page.getByRole('button', { name: `Hapus pilihan ${company.companyName}` })).toBeVisible();
  await expectScreenSettled(page);
  expect(await axeViolations(page), 'documents with a company picked').toEqual([]);
  await page.getByRole('link', { name: /^Tinjau KTP Pimpinan/ }).click();
  await expect(page).toHaveURL(/\/admin\/companies\/\d+\?doc=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: company.companyName })).toBeVisible();
});

test('admin lists pass axe at 1024 px with the sidebar collapsed, light and dark; screenshots', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    for (const [label, size] of [
      ['1440', { width: 1440, height: 900 }],
      ['1024', { width: 1024, height: 768 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      for (const list of ['users', 'companies', 'documents', 'payment-verification']) {
        await page.goto(`/admin/${list}`);
        await expectScreenSettled(page);
        await page.screenshot({ path: path.join(SHOT_DIR, 'admin-lists', `${list}-${label}-${colorScheme}.png`) });
      }
    }
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Ciutkan menu' }).click();
    for (const list of ['users', 'companies', 'documents']) {
      await page.goto(`/admin/${list}`);
      await expectScreenSettled(page);
      expect(await axeViolations(page), `${colorScheme} /admin/${list} at 1024 collapsed`).toEqual([]);
      await page.screenshot({ path: path.join(SHOT_DIR, 'admin-lists', `${list}-1024-collapsed-${colorScheme}.png`) });
    }
    await page.getByRole('combobox', { name: 'Perusahaan' }).fill('PT');
    await expect(page.getByRole('listbox', { name: 'Perusahaan' })).toBeVisible();
    expect(await axeViolations(page), `${colorScheme} company picker open`).toEqual([]);
    await page.screenshot({ path: path.join(SHOT_DIR, 'admin-lists', `documents-picker-${colorScheme}.png`) });
    await context.close();
  }
});
