import path from 'node:path';
import { apiPath, REQUIRED_APPLICATION_DOCUMENT_TYPES } from '@portal/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfFile, pngFile } from '../support/files';
import { E2E_ADMIN, expectScreenSettled, login } from '../support/fixtures';
import { expectAxeClean } from '../support/screens';
import { seedCompanyInReview, seedVerifiedCompany, signedInClient } from '../support/seed-api';
import { createApplication } from '../support/workflow-api';

/**
 * The admin dashboard's queue counts are the totals of the lists they link to (every queue has
 * something in it but the review of paid applications: a company in review, a transfer proof to check), and
 * a collective-leave day added on Kalender Kerja is listed. axe in light and dark. Screenshots at
 * 1440×900, 1024×768 and 390 only when SHOT_OUT names a folder (not in CI).
 */
const SHOTS = process.env.SHOT_OUT;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  await seedCompanyInReview(baseURL!, 'dash-review', 61);
  // A submitted application with its transfer proof: one in the application and one in the payment queue.
  const company = await seedVerifiedCompany(baseURL!, 'dash-apply', 62);
  const codeReg = await createApplication(baseURL!, company, { subBidangCodes: ['TI001'] });
  const co = await signedInClient(baseURL!, company.email, company.password);
  for (const type of REQUIRED_APPLICATION_DOCUMENT_TYPES) {
    await co.postFile(
      apiPath('documents/upload.php'),
      { document_type: type, category: 'sbu_application', code_reg: codeReg },
      'document',
      pdfFile(`${type}.pdf`),
    );
  }
  const submitted = await co.post(apiPath('applications/submit.php'), { code_reg: codeReg });
  const uuidInvoice = String((submitted.invoice as { uuid_invoice: string }).uuid_invoice);
  await co.postFile(
    apiPath('transactions/upload_proof.php'),
    { uuid_invoice: uuidInvoice },
    'proof',
    pngFile('bukti-transfer.png'),
  );
});

/** The total a list page's pagination states ("Menampilkan 1–3 dari 3", or "Tidak ada data"). */
async function listTotal(page: Page): Promise<number> {
  const range = page.getByText(/^(Menampilkan \d+–\d+ dari \d+|Tidak ada data)$/);
  await expect(range).toBeVisible();
  await expectScreenSettled(page);
  const text = (await range.textContent())!;
  return text === 'Tidak ada data' ? 0 : Number(text.match(/dari (\d+)$/)![1]);
}

/** Follows a figure's link and compares its count with the list's total. */
async function expectLinkMatchesList(page: Page, link: Locator, count: number, what: string) {
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?.*+^$()[\]{}|\\]/g, '\\$&')}$`));
  expect(await listTotal(page), `${what}: ${href}`).toBe(count);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Antrean kerja' })).toBeVisible();
}

const countOf = async (locator: Locator) => Number((await locator.textContent())!.replace(/\D/g, ''));

test('the queue counts match the lists they link to; a collective-leave day is added and listed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Antrean kerja' })).toBeVisible();

  for (const name of ['Verifikasi perusahaan', 'Verifikasi pembayaran']) {
    const card = page.getByRole('region', { name });
    const count = await countOf(card.getByTestId('queue-count'));
    expect(count, name).toBeGreaterThan(0);
    await expectLinkMatchesList(page, card.getByTestId('queue-link'), count, name);
  }
  // Application review counts `under_review` only (docs/business-rules.md#queues): the seeded
  // application waits in the payment queue, so this card may be empty, and still equals its list.
  const review = page.getByRole('region', { name: 'Review permohonan' });
  const total = await countOf(review.getByTestId('queue-count'));
  await expectLinkMatchesList(page, review.getByTestId('queue-link'), total, 'application review');

  await expectAxeClean(page, 'admin dashboard');
  if (SHOTS) await shoot(page, 'admin-dashboard');

  // Kalender Kerja, from the dashboard's queues: add a day through the form and see it listed.
  await page.getByRole('link', { name: 'Kalender Kerja' }).click();
  await expect(page).toHaveURL(/\/admin\/calendar$/);
  const year = new Date().getFullYear() + 1;
  await page.getByLabel('Tahun').selectOption(String(year));
  await expect(
    page
      .getByRole('table', { name: `Daftar libur nasional tahun ${year}` })
      .getByRole('row')
      .nth(1),
  ).toBeVisible();
  await page.getByLabel(/^Tanggal/).fill(`${year}-12-26`);
  await page.getByLabel(/^Keterangan/).fill('Cuti bersama Natal (uji)');
  await page.getByRole('button', { name: 'Tambah', exact: true }).click();
  const leave = page.getByRole('table', { name: `Daftar cuti bersama tahun ${year}` });
  await expect(leave.getByRole('row').filter({ hasText: 'Cuti bersama Natal (uji)' })).toContainText(
    `26 Desember ${year}`,
  );
  await expectAxeClean(page, 'working calendar');
  if (SHOTS) await shoot(page, 'admin-calendar');
  await page.context().close();
});

/** Full-page screenshots at the clerk's sizes and on a phone, light and dark. */
async function shoot(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [label, size] of [
      ['1440', { width: 1440, height: 900 }],
      ['1024', { width: 1024, height: 768 }],
      ['390', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(size);
      await expectScreenSettled(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(SHOTS!, `${name}-${label}-${colorScheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}
