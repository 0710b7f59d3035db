import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, expectScreenSettled, login, newCompany, registerAndVerify } from '../support/fixtures';

/**
 * On a 390 px phone no page may scroll sideways: wide tables scroll inside their own frame.
 * (An absolutely positioned screen-reader text inside a table once escaped the table's
 * scroll frame and widened the whole admin users page to 833 px.)
 */
const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  // Wait for list data (or its empty state) before measuring: skeleton rows are narrower.
  await expectScreenSettled(page);
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc, `${path} is ${widths.doc} px wide in a ${widths.view} px window`).toBeLessThanOrEqual(widths.view);
}

test('no page scrolls sideways on a 390 px phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const company = newCompany('phone');
  const user = await (await browser.newContext({ viewport: PHONE })).newPage();
  await registerAndVerify(user, company);
  for (const path of ['/dashboard', '/document-registration', '/profile', '/guide', '/sub-bidang']) {
    await expectNoSidewaysScroll(user, path);
  }

  const admin = await (await browser.newContext({ viewport: PHONE })).newPage();
  await login(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  for (const path of ['/admin/dashboard', '/admin/users', '/admin/companies', '/admin/documents']) {
    await expectNoSidewaysScroll(admin, path);
  }
});
