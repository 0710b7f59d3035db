import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiPath } from '@portal/contract';
import { inviteSecondAdmin } from '../support/admin-staff';
import { E2E_ADMIN, SHOT_DIR, login } from '../support/fixtures';
import { pdfFile } from '../support/files';
import { expectAxeClean, shootScreens } from '../support/screens';
import { seedVerifiedCompany, signedInClient } from '../support/seed-api';
import { createApplication, payAndVerify, setCertificateSettings, submitApplication } from '../support/workflow-api';

const SHOTS = path.join(SHOT_DIR, 'appeal-journey');

/**
 * An appeal end to end (docs/business-rules.md#complaints-and-appeals): a company whose paid
 * application was rejected in review appeals it from the application's page with a supporting file;
 * the administrator who rejected it may not decide it, so a second administrator (certification)
 * starts the review ("Mulai tinjau") and upholds it from Banding & Keluhan; the application is back
 * `under_review` (the status it was rejected from, its invoice still paid) and the company reads
 * the answer on the page and on its dashboard. axe clean in light and dark; screenshots at 1280 and 390 px.
 */
test('a rejected company appeals with a file, a second administrator upholds, the application is back in review', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000);
  const base = baseURL!;
  // One administrator verifies the payment and rejects (the one-clerk setting); appeals ignore it.
  await setCertificateSettings(base);
  const company = await seedVerifiedCompany(base, 'appeal', 92);
  const codeReg = await createApplication(base, company, { subBidangCodes: ['TI001'] });
  const invoice = await submitApplication(base, company, codeReg);
  await payAndVerify(base, company, invoice.uuid_invoice);
  const boss = await signedInClient(base, E2E_ADMIN.email, E2E_ADMIN.password);
  await boss.post(apiPath('admin/applications/decide.php'), {
    code_reg: codeReg,
    decision: 'reject',
    note: 'Pengalaman kerja tenaga ahli tidak memenuhi syarat',
  });

  // The company: the rejected application's page offers the appeal and says until when.
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/applications/${codeReg}`);
  const offer = page.getByRole('status').filter({ hasText: 'Anda dapat mengajukan banding' });
  await expect(offer).toContainText(/paling lambat \d{1,2} \w+ \d{4}/);
  await expectAxeClean(page, 'rejected application with the appeal offer');
  await shootScreens(page, SHOTS, 'application-rejected', () => expect(offer).toBeVisible());

  await offer.getByRole('button', { name: 'Ajukan banding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajukan banding' });
  await expect(dialog.getByLabel(/^Alasan banding/)).toBeFocused();
  await page.keyboard.type(
    'Kami melampirkan sertifikat keahlian tenaga ahli yang belum dipertimbangkan pada pemeriksaan.',
  );
  const file = pdfFile('sertifikat-keahlian.pdf');
  await dialog.getByLabel('Pilih file file pendukung banding').setInputFiles({
    name: file.name,
    mimeType: file.mimeType,
    buffer: file.buffer,
  });
  await expect(dialog.getByRole('button', { name: 'Hapus sertifikat-keahlian.pdf' })).toBeVisible();
  await expectAxeClean(page, 'appeal dialog');
  await shootScreens(page, SHOTS, 'appeal-dialog', () => expect(dialog).toBeVisible());
  await dialog.getByRole('button', { name: 'Kirim Banding' }).click();
  await expect(dialog).toBeHidden();
  const filed = page.getByRole('region', { name: 'Banding', exact: true });
  await expect(filed).toContainText(/Diajukan .* · Kami menjawab paling lambat \d{1,2} \w+ \d{4}/);
  await expect(filed.getByText('Disubmit', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ajukan banding' })).toHaveCount(0);

  // The administrator who rejected it may not decide it: a second one, of the certification team.
  const tag = Date.now().toString(36);
  const checker = { name: `Dewi Banding ${tag}`, email: `dewi-${tag}@e2e.portal-bski.test` };
  const password = 'Banding-Portal-2026!';
  const { page: second, disable } = await inviteSecondAdmin(browser, boss, {
    ...checker,
    password,
    roles: ['certification'],
  });
  try {
    await second.goto('/admin/appeals');
    await expect(second.getByRole('heading', { level: 1, name: 'Banding & Keluhan' })).toBeVisible();
    const card = second.getByRole('listitem').filter({ hasText: codeReg });
    await expect(card).toContainText('Pengalaman kerja tenaga ahli tidak memenuhi syarat');
    await expect(card).toContainText('sertifikat-keahlian.pdf');
    await expectAxeClean(second, 'Banding & Keluhan with the appeal');
    await shootScreens(second, SHOTS, 'admin-appeals', () => expect(card).toBeVisible());
    // "Mulai tinjau": the appeal is under review, for the company too, and the step is not offered again.
    await card.getByRole('button', { name: 'Mulai tinjau', exact: true }).click();
    await expect(card.getByText('Dalam Review', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mulai tinjau', exact: true })).toHaveCount(0);
    await card.getByRole('button', { name: 'Kabulkan', exact: true }).click();
    const deciding = second.getByRole('dialog', { name: 'Kabulkan banding?' });
    await deciding.getByRole('textbox').fill('Sertifikat keahlian yang dilampirkan memenuhi syarat; diperiksa ulang.');
    await deciding.getByRole('button', { name: 'Kabulkan', exact: true }).click();
    await expect(deciding).toBeHidden();
    await expect(card).toHaveCount(0);
  } finally {
    // The lane keeps a lone administrator for the specs after this one.
    await disable();
  }

  // The company: back in review (rejected from under_review, the invoice still paid), with the answer.
  await page.reload();
  await expect(page.locator('main').getByText('Dalam Review').first()).toBeVisible();
  const answered = page.getByRole('region', { name: 'Banding', exact: true });
  await expect(answered.getByText('Dikabulkan', { exact: true })).toBeVisible();
  await expect(answered).toContainText('Sertifikat keahlian yang dilampirkan memenuhi syarat; diperiksa ulang.');
  const co = await signedInClient(base, company.email, company.password);
  const detail = await co.get(`${apiPath('applications/get_detail.php')}?code_reg=${codeReg}`);
  expect((detail.application as { status: string }).status).toBe('under_review');
  await expectAxeClean(page, 'application back in review with the answer');
  await shootScreens(page, SHOTS, 'application-upheld', () => expect(answered).toBeVisible());

  // The dashboard's card lists it with its badge and the answer.
  await page.goto('/dashboard');
  const appeals = page.getByRole('region', { name: 'Banding', exact: true });
  await expect(appeals.getByRole('link', { name: `Permohonan: ${codeReg}` })).toBeVisible();
  await expect(appeals).toContainText('Dikabulkan');
  await expectAxeClean(page, 'dashboard with the appeal');
  await shootScreens(page, SHOTS, 'dashboard', () => expect(appeals).toBeVisible());
});
