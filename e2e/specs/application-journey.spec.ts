import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPath } from '@portal/contract';
import { pdfFile, pngFile } from '../support/files';
import { E2E_ADMIN, SHOT_DIR, login } from '../support/fixtures';
import { expectAxeClean, shootScreens } from '../support/screens';
import { seedVerifiedCompany } from '../support/seed-api';

/**
 * The journey a company comes for (docs/business-rules.md#applications, #fees, #payment-verification):
 * a verified company drafts an application for three sub-bidang (quote Rp 3.885.000 on the default
 * schedule: kecil 2,500,000 + 2 × 500,000, DPP 3,208,333, PPN 385,000), uploads the supporting
 * documents the detail page names, submits, opens the invoice PDF and uploads a transfer proof; the
 * admin verifies the payment from the keyboard, asks for one more document, which the company sends
 * from its application page, and approves; the company sees "Disetujui". Last, the public invoice
 * without and with its verification code. Each screen on the way is photographed at 1280 and 390 px
 * in light and dark; the application detail, the payment page, the payment queue and the admin detail are scanned
 * with axe in both.
 */
const SHOTS = process.env.SHOT_OUT ?? path.join(SHOT_DIR, 'journey');
const TAG = `Jurnal${Date.now() % 100_000}`;

test.describe.configure({ mode: 'serial' });
const shoot = (page: Page, name: string, settled?: () => Promise<void>) => shootScreens(page, SHOTS, name, settled);

async function newSignedInPage(browser: Browser, email: string, password: string, home: RegExp): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, email, password);
  await expect(page).toHaveURL(home);
  return page;
}

test('a company applies, pays and is approved; the public invoice answers only to its code', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const company = await seedVerifiedCompany(baseURL as string, TAG, 1);
  const co = await newSignedInPage(browser, company.email, company.password, /\/dashboard$/);
  let codeReg = '';
  let transId = '';
  let invoicePath = '';
  let verificationCode = '';

  await test.step('the company drafts an application for three sub-bidang and sees the quote', async () => {
    await co.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Permohonan SBU' }).click();
    await expect(co).toHaveURL(/\/applications$/);
    await co.getByRole('link', { name: 'Ajukan Permohonan' }).first().click();
    await expect(co).toHaveURL(/\/applications\/new$/);
    await expect(co.getByRole('combobox', { name: 'Jenis permohonan' })).toHaveValue('new');
    await co.getByRole('combobox', { name: 'Kualifikasi' }).selectOption('kecil');
    await co.getByRole('searchbox', { name: 'Cari sub-bidang' }).fill('TI00');
    for (const code of ['TI001', 'TI002', 'TI003'])
      await co.getByRole('checkbox', { name: new RegExp(`^${code} `) }).check();
    await expect(co.getByText('3 sub-bidang dipilih')).toBeVisible();

    const quote = co.getByRole('region', { name: 'Rincian biaya permohonan' });
    await expect(quote.getByTestId('quote-total')).toHaveText('Rp 3.885.000');
    await expect(quote.getByRole('row', { name: /Sub-bidang tambahan/ })).toContainText('Rp 1.000.000');
    await expect(quote.getByRole('row', { name: /DPP/ })).toContainText('Rp 3.208.333');
    await expect(quote.getByRole('row', { name: /PPN/ })).toContainText('Rp 385.000');

    await co.getByLabel('Nama notaris akta pendirian', { exact: true }).fill('Dr. Hendra Wijaya, S.H., M.Kn.');
    await co.getByLabel('Nomor akta pendirian', { exact: true }).fill('12');
    await co.getByLabel('Tanggal akta pendirian', { exact: true }).fill('2015-03-10');
    await co.getByLabel('Nomor SK Kemenkumham', { exact: true }).fill('AHU-0012345.AH.01.01.TAHUN 2015');
    await co.getByLabel('Tanggal SK Kemenkumham', { exact: true }).fill('2015-04-02');
    await co.getByLabel('Tanggal terbit NIB', { exact: true }).fill('2019-08-20');
    await shoot(co, 'application-form', async () => {
      await expect(quote.getByTestId('quote-total')).toHaveText('Rp 3.885.000');
    });

    await co.getByRole('button', { name: 'Simpan Draft' }).click();
    await expect(co).toHaveURL(/\/applications\/SP-[^/]+$/);
    codeReg = decodeURIComponent(co.url().split('/').at(-1) as string);
    await expect(co.getByRole('heading', { level: 2, name: codeReg })).toBeVisible();
    await expect(co.getByText('Draft', { exact: true }).first()).toBeVisible();
  });

  await test.step('it uploads the supporting documents the detail page asks for and submits', async () => {
    const missing = co
      .getByRole('heading', { name: 'Dokumen wajib' })
      .locator('xpath=following-sibling::ul[1]')
      .getByRole('listitem');
    const labels = await missing.allInnerTexts();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      await co
        .getByLabel(`Pilih file ${label}`, { exact: true })
        .setInputFiles(pdfFile(`${label.toLowerCase().replaceAll(' ', '-')}.pdf`));
      await expect(co.getByRole('region', { name: label }).getByText('Belum diunggah')).toHaveCount(0);
    }
    await expect(
      co.getByRole('heading', { name: 'Data dan dokumen wajib sudah lengkap. Permohonan siap dikirim.' }),
    ).toBeVisible();

    await co.getByRole('button', { name: 'Kirim Permohonan' }).click();
    const confirm = co.getByRole('dialog', { name: `Kirim permohonan ${codeReg}?` });
    await expect(confirm).toContainText('Rp 3.885.000');
    await confirm.getByRole('button', { name: 'Kirim', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(co.getByText('Disubmit', { exact: true }).first()).toBeVisible();
    const invoiceNumber = co
      .getByRole('term')
      .filter({ hasText: 'Nomor tagihan' })
      .locator('xpath=following-sibling::dd[1]');
    transId = (await invoiceNumber.innerText()).trim();
    expect(transId).toMatch(/^INV-/);
    await expect(co.getByText('Rp 3.885.000').first()).toBeVisible();
    await expect(co.getByText('Dokumen tidak dapat diubah setelah permohonan dikirim.').first()).toBeVisible();
    await expectAxeClean(co, 'application detail (submitted)');
    await shoot(co, 'application-detail-submitted');

    await co.goto('/applications');
    const list = co.getByRole('table', { name: 'Daftar permohonan SBU' });
    await expect(list.getByRole('row').filter({ hasText: codeReg })).toContainText('3 sub-bidang');
    await shoot(co, 'applications-list');
  });

  await test.step('it opens the invoice PDF and uploads a transfer proof', async () => {
    await co.goto(`/applications/${codeReg}`);
    await co.getByRole('link', { name: 'Lihat tagihan dan bayar' }).click();
    await expect(co).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    invoicePath = new URL(co.url()).pathname;
    await expect(co.getByRole('heading', { level: 2, name: transId })).toBeVisible();
    await expect(co.getByText('Menunggu Pembayaran').first()).toBeVisible();
    verificationCode = (
      await co
        .getByRole('term')
        .filter({ hasText: 'Kode verifikasi' })
        .locator('xpath=following-sibling::dd[1]')
        .innerText()
    ).trim();
    expect(verificationCode).toMatch(/^[A-Z0-9]{8}$/i);

    // "Lihat" fetches the PDF through the file helper and shows it in a new tab.
    const [pdf, tab] = await Promise.all([
      co.waitForResponse(
        (r) => r.url().includes(apiPath('transactions/generate_invoice_pdf.php')) && r.request().method() === 'GET',
      ),
      co.context().waitForEvent('page'),
      co.getByRole('button', { name: 'Lihat Invoice (PDF)' }).click(),
    ]);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect(pdf.headers()['content-disposition'] ?? '').toContain(transId);
    // Chromium does not hand Playwright the body of a fetch the page read as a blob: the same URL
    // is asked again with the company's session for the bytes.
    await expect(tab).toHaveURL(/^blob:/);
    const bytes = await (await co.request.get(pdf.url())).body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(5_000);
    await tab.close();

    await expectAxeClean(co, 'payment page (pending)');
    await shoot(co, 'payment');
    await co.getByLabel('Pilih file Bukti Transfer', { exact: true }).setInputFiles(pngFile('bukti-transfer.png'));
    await expect(co.getByText('Bukti transfer sedang diverifikasi admin.')).toBeVisible();
    await expect(co.getByText('Verifikasi', { exact: true }).first()).toBeVisible();
    await expect(co.getByRole('heading', { name: 'Bukti yang pernah diunggah' })).toBeVisible();
  });

  const admin = await newSignedInPage(browser, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin\/dashboard$/);

  await test.step('the admin verifies the payment in the queue with the keyboard (v, Enter)', async () => {
    const uuid = invoicePath.split('/').at(-1) as string;
    await admin.goto(`/admin/payment-verification?invoice=${uuid}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Verifikasi Pembayaran' })).toBeVisible();
    const pane = admin.getByRole('heading', { name: new RegExp(transId) }).first();
    await expect(pane).toBeVisible();
    await expect(admin.getByText('Rp 3.885.000').first()).toBeVisible();
    // The queue column's paging stays inside its column (as wide as the queue), clear of the pane beside it.
    const paging = admin.getByRole('navigation', { name: 'Navigasi halaman' });
    const nextBox = await paging.getByRole('button', { name: 'Berikutnya' }).boundingBox();
    const queueBox = await admin.getByRole('list', { name: 'Antrean pembayaran' }).boundingBox();
    expect(nextBox!.x + nextBox!.width).toBeLessThanOrEqual(queueBox!.x + queueBox!.width + 0.5);
    await expectAxeClean(admin, 'payment verification (one in the queue)');
    await shoot(admin, 'payment-verification');
    await admin.locator('body').click({ position: { x: 5, y: 5 } });
    await admin.keyboard.press('v');
    const dialog = admin.getByRole('dialog', { name: `Verifikasi pembayaran ${transId}?` });
    await expect(dialog).toContainText('Rp 3.885.000');
    await expect(dialog.getByRole('button', { name: 'Ya, verifikasi' })).toBeFocused();
    await admin.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(admin.getByText(`Pembayaran ${transId} diverifikasi.`).first()).toBeVisible();
  });

  await test.step('the admin asks for a document with a due date; the company uploads it', async () => {
    await admin.goto(`/admin/applications/${codeReg}`);
    await expect(admin.getByRole('heading', { level: 2, name: `Permohonan ${codeReg}` })).toBeVisible();
    await expect(admin.getByText('Dalam Review').first()).toBeVisible();
    await admin.getByRole('button', { name: 'Minta dokumen' }).click();
    const form = admin.getByRole('form', { name: 'Permintaan dokumen baru' });
    await form.getByLabel('Judul').fill('Surat Keterangan Domisili');
    await form.getByLabel('Keterangan').fill('Unggah surat keterangan domisili kantor yang masih berlaku.');
    const due = new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jakarta' });
    await form.getByLabel('Jatuh tempo').fill(due);
    await form.getByRole('button', { name: 'Kirim permintaan' }).click();
    await expect(form).toHaveCount(0);
    await expect(admin.getByText('Masih ada 1 permintaan dokumen terbuka.')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Setujui', exact: true })).toBeDisabled();
    await expectAxeClean(admin, 'admin application detail');
    await shoot(admin, 'admin-application-detail');

    await co.goto(`/applications/${codeReg}`);
    const request = co.getByRole('listitem', { name: 'Surat Keterangan Domisili' });
    await expect(request).toContainText('Unggah surat keterangan domisili');
    await request
      .getByLabel('Pilih file Surat Keterangan Domisili', { exact: true })
      .setInputFiles(pdfFile('domisili.pdf'));
    await expect(request.getByText('domisili.pdf')).toBeVisible();
    await expect(request.getByText('Dipenuhi', { exact: true })).toBeVisible();
  });

  await test.step('the admin approves and the company sees "Disetujui"', async () => {
    await admin.reload();
    await expect(
      admin.getByText('Siap disetujui: tagihan lunas dan tidak ada permintaan dokumen terbuka.'),
    ).toBeVisible();
    await admin.getByRole('button', { name: 'Setujui', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: `Setujui permohonan ${codeReg}?` });
    await dialog.getByRole('button', { name: 'Setujui', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    // After a decision the next application under review opens (docs/business-rules.md#queues), or
    // the clerk is told none is left; then back to this one.
    await expect
      .poll(
        async () =>
          !admin.url().endsWith(codeReg) ||
          (await admin.getByText('Tidak ada lagi permohonan yang menunggu review.').count()) > 0,
      )
      .toBe(true);
    await admin.goto(`/admin/applications/${codeReg}`);
    await expect(admin.getByText(/^Disetujui pada /)).toBeVisible();

    await co.goto(`/applications/${codeReg}`);
    await expect(co.getByText('Disetujui', { exact: true }).first()).toBeVisible();
    await co.goto(invoicePath);
    await expect(co.getByText('Lunas', { exact: true }).first()).toBeVisible();
    await expect(co.getByRole('button', { name: 'Lihat Kuitansi (PDF)' })).toBeVisible();
  });

  await test.step('the public invoice asks for its code, refuses a wrong one and opens with the right one', async () => {
    const visitor = await browser.newContext();
    const pub = await visitor.newPage();
    await pub.goto(`/invoice/${transId}`);
    await expect(pub.getByRole('heading', { level: 1, name: 'Verifikasi Invoice' })).toBeVisible();
    const code = pub.getByRole('textbox', { name: 'Kode verifikasi' });
    await expect(code).toBeVisible();
    await expect(pub.getByText(transId)).toHaveCount(1);
    await code.fill('ZZZZ0000');
    await pub.getByRole('button', { name: 'Tampilkan Invoice' }).click();
    await expect(pub.getByRole('alert')).toHaveText(
      'Kode verifikasi salah atau invoice tidak ditemukan. Periksa kembali kode pada invoice.',
    );
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(pub.getByText('Invoice terverifikasi')).toHaveCount(0);

    await pub.goto(`/invoice/${transId}?code=${verificationCode}`);
    await expect(pub.getByText('Invoice terverifikasi')).toBeVisible();
    await expect(pub.getByRole('heading', { name: transId })).toBeVisible();
    await expect(pub.getByText(company.companyName)).toBeVisible();
    await expect(pub.getByText('Lunas', { exact: true })).toBeVisible();
    await expect(pub.getByRole('region', { name: 'Rincian invoice' }).getByTestId('quote-total')).toHaveText(
      'Rp 3.885.000',
    );
    await visitor.close();
  });

  await co.context().close();
  await admin.context().close();
});
