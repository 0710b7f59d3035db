import { expect, test, type Page } from '@playwright/test';
import { pdfFile } from '../support/files';
import { login } from '../support/fixtures';
import { expectAxeClean, shootScreens } from '../support/screens';
import { seedVerifiedCompany } from '../support/seed-api';
import { createApplication, payAndVerify, requestDocument, submitApplication } from '../support/workflow-api';

/**
 * The company dashboard follows what the company has to do (docs/business-rules.md#dashboards): a
 * verified company with nothing due sees the calm state; an issued invoice brings its card (due
 * date, button to the payment page), gone once the admin has verified the payment; a document
 * request brings its card, gone once answered. State is set through the API; the dashboard is
 * opened again from the menu after each change, as a user coming back to it (docs/decisions/087).
 * Screenshots only when SHOT_OUT names a folder (not in CI).
 */
const TAG = `Dasbor${Date.now() % 100_000}`;
const SHOTS = process.env.SHOT_OUT;

const nextSteps = (page: Page) => page.getByRole('region', { name: 'Langkah berikutnya' });
const wibDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00+07:00`).toLocaleDateString('id-ID', { dateStyle: 'long', timeZone: 'Asia/Jakarta' });

/**
 * Back to the dashboard through the menu, without reloading: the figures are fetched again on each
 * visit. Already there (the state changed behind it, through the API), the page is reloaded.
 */
async function openDashboard(page: Page) {
  if (new URL(page.url()).pathname === '/dashboard') await page.reload();
  else
    await page
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: /^Selamat datang/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Ringkasan' }).getByRole('link', { name: /Total Permohonan/ }),
  ).toBeVisible();
}

test('the dashboard shows what is due and forgets it once done', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  const base = baseURL as string;
  const company = await seedVerifiedCompany(base, TAG, 1);
  await login(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await test.step('nothing due: no cards, the calm state', async () => {
    await openDashboard(page);
    await expect(nextSteps(page).getByText('Tidak ada yang perlu dilakukan sekarang')).toBeVisible();
    await expect(nextSteps(page).getByRole('listitem')).toHaveCount(0);
  });

  const codeReg = await createApplication(base, company, { subBidangCodes: ['TI001'] });
  const invoice = await submitApplication(base, company, codeReg);

  await test.step('an issued invoice: its card with the due date opens the payment page', async () => {
    await openDashboard(page);
    const card = nextSteps(page).getByRole('listitem', { name: `Bayar tagihan ${invoice.transId}` });
    await expect(card).toContainText(`jatuh tempo ${wibDate(invoice.due_date)}`);
    await expect(
      page.getByRole('region', { name: 'Ringkasan' }).getByRole('link', { name: /^1\s*Tagihan Belum Dibayar$/ }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Aktivitas Terbaru' })
        .getByRole('link', { name: `Permohonan ${codeReg}` })
        .first(),
    ).toBeVisible();
    await expectAxeClean(page, 'dashboard with a next action');
    if (SHOTS) await shootScreens(page, SHOTS, 'dashboard-actions');
    await card.getByRole('link', { name: 'Bayar Sekarang' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/${invoice.uuid_invoice}$`));
    await expect(page.getByRole('heading', { level: 2, name: invoice.transId })).toBeVisible();
  });

  await payAndVerify(base, company, invoice.uuid_invoice);

  await test.step('the payment verified by the admin: the card is gone', async () => {
    await openDashboard(page);
    await expect(nextSteps(page).getByText('Tidak ada yang perlu dilakukan sekarang')).toBeVisible();
    await expect(nextSteps(page).getByRole('listitem')).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Ringkasan' }).getByRole('link', { name: /^0\s*Tagihan Belum Dibayar$/ }),
    ).toBeVisible();
  });

  const due = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
  await requestDocument(base, codeReg, 'Surat Keterangan Domisili', due);

  await test.step('a document request: its card opens the application, where answering it removes the card', async () => {
    await openDashboard(page);
    const card = nextSteps(page).getByRole('listitem', { name: 'Kirim dokumen: Surat Keterangan Domisili' });
    await expect(card).toContainText(`permohonan ${codeReg} · batas ${wibDate(due)}`);
    if (SHOTS) await shootScreens(page, SHOTS, 'dashboard-request');
    await card.getByRole('link', { name: 'Jawab Permintaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${codeReg}$`));
    const request = page.getByRole('listitem', { name: 'Surat Keterangan Domisili' });
    await request
      .getByLabel('Pilih file Surat Keterangan Domisili', { exact: true })
      .setInputFiles(pdfFile('domisili.pdf'));
    await expect(request.getByText('Dipenuhi', { exact: true })).toBeVisible();
    await openDashboard(page);
    await expect(nextSteps(page).getByText('Tidak ada yang perlu dilakukan sekarang')).toBeVisible();
    await expect(nextSteps(page).getByRole('listitem')).toHaveCount(0);
    await expectAxeClean(page, 'dashboard, nothing due');
    if (SHOTS) await shootScreens(page, SHOTS, 'dashboard-calm');
  });
});
