import { apiPath, formatCurrency, ZAnalyticsSummaryResponse } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import { login } from '../support/fixtures';
import { expectAxeClean } from '../support/screens';
import { seedVerifiedCompany } from '../support/seed-api';
import {
  createApplication,
  publishCertificate,
  seedApprovedApplication,
  setCertificateSettings,
} from '../support/workflow-api';

/** The current WIB month as the screen names it in Indonesian ("Nov 2026"). */
const monthLabel = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat('id-ID', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
};

async function tableRow(page: Page, figureName: string, rowName: string): Promise<string[]> {
  const figure = page.getByRole('figure', { name: figureName });
  await figure.getByRole('button', { name: 'Lihat sebagai tabel' }).click();
  const table = figure.getByRole('table', { name: figureName });
  await expect(table).toBeVisible();
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) })
    .getByRole('cell')
    .allTextContents();
}

/**
 * Analitik for a company with data made through the API (a certificate published from a paid
 * application, and a draft): the charts are named images, their tables carry the figures of
 * analytics/summary.php, axe is clean in light and dark, and the charts are attached at 1280 and
 * 390 px, light and dark.
 */
test('analytics: the charts of a company with data, their tables, axe and screenshots', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const base = baseURL as string;
  await setCertificateSettings(base);
  const company = await seedVerifiedCompany(base, 'analytics', 86);
  await publishCertificate(base, await seedApprovedApplication(base, company, { subBidangCodes: ['TI001'] }));
  await createApplication(base, company, { subBidangCodes: ['TI002'] });

  await login(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/analytics');
  const statuses = page.getByRole('figure', { name: 'Permohonan per bulan menurut status' });
  await expect(statuses.getByRole('img')).toHaveAttribute(
    'aria-label',
    /^Diagram batang bertumpuk Permohonan per bulan menurut status, .+\. 2 permohonan dalam 12 bulan terakhir/,
  );

  const { months } = ZAnalyticsSummaryResponse.parse(
    (await (await page.request.get(apiPath('analytics/summary.php'))).json()).data,
  );
  const now = months.at(-1)!;
  expect(now.paid).toBeGreaterThan(0);
  expect(now.certificates_issued).toBe(1);
  const label = monthLabel(now.month);
  const a = now.applications;
  expect(await tableRow(page, 'Permohonan per bulan menurut status', label)).toEqual(
    [a.draft, a.submitted, a.under_review, a.approved, a.rejected, a.completed].map(String),
  );
  expect(await tableRow(page, 'Tagihan dan pembayaran per bulan', label)).toEqual([
    formatCurrency(now.invoiced),
    formatCurrency(now.paid),
  ]);
  expect(await tableRow(page, 'Sertifikat terbit dan berakhir per bulan', label)).toEqual([
    String(now.certificates_issued),
    String(now.certificates_expiring),
  ]);
  await page
    .getByRole('figure', { name: 'Permohonan per bulan menurut status' })
    .getByRole('button', { name: 'Lihat sebagai grafik' })
    .click();
  await expect(statuses.getByRole('img')).toBeVisible();

  await expectAxeClean(page, 'analytics');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(statuses.getByRole('img')).toBeVisible();
      await testInfo.attach(`analytics-${width}-${colorScheme}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  }
});
