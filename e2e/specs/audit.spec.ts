import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, login } from '../support/fixtures';
import { expectAxeClean } from '../support/screens';
import { seedVerifiedCompany } from '../support/seed-api';
import { createApplication, submitApplication } from '../support/workflow-api';

/**
 * The audit trail end to end (docs/business-rules.md#audit-trail): a company submits an
 * application through the API; the administrator finds the change on Log Audit (filtered to that
 * application, with who, what and the status before and after), in the CSV of the same filter,
 * and in the application's own "Riwayat audit". axe in light and dark on Log Audit.
 */
test('who changed what: Log Audit filtered to one application, its CSV, and the history on its page', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const company = await seedVerifiedCompany(baseURL!, 'audit', 71);
  const codeReg = await createApplication(baseURL!, company, { subBidangCodes: ['TI001'] });
  await submitApplication(baseURL!, company, codeReg);
  const actor = company.email.toLowerCase();

  const page = await (
    await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true })
  ).newPage();
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  // The last entry of the admin sidebar.
  await page.getByRole('navigation').getByRole('link', { name: 'Log Audit' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);

  // Filtered to the application, through the URL the detail page's "Buka di Log Audit" uses.
  await page.goto(`/admin/audit?entity_type=application&entity_id=${codeReg}`);
  const table = page.getByRole('table', { name: /Catatan log audit/ });
  const submitted = table.getByRole('row').filter({ hasText: 'Permohonan diajukan' });
  await expect(submitted).toHaveCount(1);
  await expect(submitted).toContainText(actor);
  await expect(submitted).toContainText('application.submit');
  await expect(table.getByRole('row').filter({ hasText: 'Permohonan dibuat' })).toHaveCount(1);
  // Before and after of the changed fields, opened by keyboard.
  await submitted.getByRole('button', { name: /^Lihat \d+ perubahan$/ }).focus();
  await page.keyboard.press('Enter');
  const changes = submitted.getByRole('table', { name: /Perubahan/ });
  await expect(changes.getByRole('row').filter({ hasText: 'status' })).toContainText(/draft.*submitted/);

  // The actor filter narrows to the company's own actions and lands in the URL.
  await page.getByRole('textbox', { name: 'Pelaku (e-mail)' }).fill(actor);
  await expect(page).toHaveURL(/actor=/);
  await expect(table.getByRole('row').filter({ hasText: 'Permohonan diajukan' })).toHaveCount(1);

  // The CSV carries the same filter.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor CSV' }).click();
  const csv = fs.readFileSync((await (await download).path())!, 'utf8');
  expect(csv).toContain('application.submit');
  expect(csv).toContain(codeReg);
  expect(csv).not.toContain('invoice.issue'); // another entity: left out by the filter

  await expectAxeClean(page, 'Log Audit');

  // The application's own history.
  await page.goto(`/admin/applications/${codeReg}`);
  const history = page.getByRole('region', { name: 'Riwayat audit', exact: true });
  await expect(history.getByText('Permohonan diajukan')).toBeVisible();
  await expect(history.getByRole('link', { name: 'Buka di Log Audit' })).toHaveAttribute(
    'href',
    new RegExp(`entity_id=${codeReg}`),
  );
});
