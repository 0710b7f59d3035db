import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR, login, newCompany, registerAndVerify, submitRegistration } from '../support/fixtures';
import { pdfFile, pngFile } from '../support/files';
import { waitForOtp } from '../support/outbox';

/**
 * Notifications that follow the registration as it happens (docs/business-rules.md#notifications):
 * a rejected document replaced during review, the approval seen without a reload within one
 * polling interval, a notification click opening its page, the same notification in English; and
 * a mistyped e-mail corrected on the OTP page (docs/business-rules.md#pending-email-change).
 */
const SHOTS = process.env.SHOT_DIR_NOTIFY ?? '/tmp/shots-i8-notify';
const REQUIRED_FOR_PT = [
  'KTA Kadin Terakhir',
  'NIB',
  'Akta Pendirian',
  'NPWP Perusahaan',
  'SK Kemenkumham',
  'KTP Pimpinan',
  'NPWP Pimpinan',
  'Pas Foto Pimpinan',
];
const NOTE = 'Scan NIB terpotong, mohon unggah ulang.';
/** The list is polled every 30 s: a status change must show within one interval (plus a margin). */
const ONE_POLL = 40_000;

async function fillCompanyData(page: Page, leader: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Simpan Data Perusahaan' }) });
  const field = (label: RegExp) => form.getByLabel(label);
  await field(/^Alamat/).fill('Jl. Sudirman No. 5');
  // The address areas are cascading choices (each list loads after its parent is chosen).
  for (const [label, value] of [
    [/^Provinsi/, 'DKI JAKARTA'],
    [/^Kabupaten\/Kota/, 'KOTA ADMINISTRASI JAKARTA PUSAT'],
    [/^Kecamatan/, 'Gambir'],
    [/^Kelurahan\/Desa/, 'Gambir'],
  ] as const) {
    await expect(field(label)).toBeEnabled();
    await field(label).selectOption({ label: value });
  }
  await field(/^Kode Pos/).fill('12920');
  await field(/^Telepon Perusahaan/).fill('081298765431');
  await field(/^Email Perusahaan/).fill('kantor@example.co.id');
  await field(/^Jenis Usaha/).fill('Konstruksi gedung');
  await field(/^Nilai Investasi/).fill('2500000000');
  await field(/^Jumlah Karyawan/).fill('40');
  await field(/^Nama Pimpinan/).fill(leader);
  await field(/^Jabatan Pimpinan/).fill('Direktur');
  await field(/^NIK Pimpinan/).fill('3171012345678902');
  await field(/^NPWP Pimpinan/).fill('01.312.166.0-091.000');
  await field(/^Nomor KTA Kadin/).fill('KTA-2026-000456');
  await field(/^Tanggal KTA Kadin/).fill('2026-02-01');
  await page.getByRole('button', { name: 'Simpan Data Perusahaan' }).click();
  await expect(page.getByText('Data perusahaan lengkap')).toBeVisible();
}

const upload = (page: Page, label: string, file: ReturnType<typeof pdfFile>) =>
  page.getByLabel(`Pilih File ${label}`, { exact: true }).setInputFiles(file);

/** Light and dark, 1280 and 390 px wide, of what the page shows now. */
async function shots(page: Page, name: string, before?: () => Promise<void>) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [1280, 390]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      if (before) await before();
      await page.screenshot({ path: path.join(SHOTS, `${name}-${width}-${scheme}.png`), fullPage: !before });
      if (before) await page.keyboard.press('Escape');
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a rejected document is replaced during review; the approval shows live; a notification opens its page, in English too', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const company = newCompany('ntf');
  const companyPage = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();

  await test.step('the company signs up, completes its data and documents, and submits', async () => {
    await registerAndVerify(companyPage, company);
    await companyPage.goto('/document-registration');
    await fillCompanyData(companyPage, company.name);
    for (const [i, label] of REQUIRED_FOR_PT.entries()) {
      await upload(
        companyPage,
        label,
        label === 'Pas Foto Pimpinan' ? pngFile('pasfoto.png') : pdfFile(`dok-${i}.pdf`),
      );
      await expect(companyPage.getByText(`${label} berhasil diunggah.`)).toBeAttached();
    }
    await companyPage.getByRole('button', { name: 'Kirim untuk Verifikasi' }).click();
    await companyPage.getByRole('button', { name: 'Kirim Sekarang' }).click();
    await expect(companyPage.getByRole('heading', { name: 'Menunggu verifikasi admin' })).toBeVisible();
  });

  await test.step('the admin rejects one document; the company replaces it at once, still in review', async () => {
    await login(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await adminPage.goto('/admin/companies');
    await adminPage
      .getByRole('searchbox', { name: 'Cari perusahaan' })
      .or(adminPage.getByRole('textbox', { name: 'Cari perusahaan' }))
      .fill(company.companyName);
    await adminPage.getByRole('link', { name: company.companyName }).click();
    // The review pane shows one document at a time: pick it in the list first.
    await adminPage.getByRole('listitem', { name: 'NIB', exact: true }).getByRole('button').click();
    await adminPage.getByRole('button', { name: 'Tolak NIB', exact: true }).click();
    await adminPage.getByRole('textbox', { name: /Catatan penolakan/ }).fill(NOTE);
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Tolak Dokumen' }).click();
    await expect(adminPage.getByText('NIB telah ditolak.')).toBeVisible();

    // The company sees the rejection without a reload (the notification refreshes the page's data).
    const nibCard = companyPage.getByRole('region', { name: 'NIB', exact: true });
    await expect(nibCard.getByText(NOTE)).toBeVisible({ timeout: ONE_POLL });
    await expect(nibCard.getByText('Tidak dapat diubah selama ditinjau admin.')).toHaveCount(0);
    await expect(companyPage.getByText('7 dari 8 dokumen wajib telah diunggah')).toBeVisible();
    await expect(companyPage.getByText('1 dari 8 dokumen ditolak: NIB. Unggah penggantinya.')).toBeVisible();
    await shots(companyPage, 'document-cards');
    await upload(companyPage, 'NIB', pdfFile('nib-jelas.pdf'));
    await expect(companyPage.getByText('NIB berhasil diunggah.')).toBeAttached();
    await expect(nibCard.getByText(NOTE)).toHaveCount(0);
    await expect(companyPage.getByRole('heading', { name: 'Menunggu verifikasi admin' })).toBeVisible();
  });

  await test.step('the admin is told about the replacement, verifies everything and approves', async () => {
    await adminPage.reload();
    await expect(adminPage.getByRole('button', { name: /^Notifikasi, [1-9]/ })).toBeVisible({ timeout: ONE_POLL });
    const unreadAboutCompany = async () => {
      const answer = await adminPage.request.get('/backend/api/notifications/list.php?limit=100');
      const { notifications } = (await answer.json()).data as {
        notifications: { message: string; read: boolean }[];
      };
      return notifications.filter((n) => !n.read && n.message.includes(company.companyName)).length;
    };
    expect(await unreadAboutCompany()).toBeGreaterThan(0);
    for (const label of REQUIRED_FOR_PT) {
      await adminPage.getByRole('listitem', { name: label, exact: true }).getByRole('button').click();
      await adminPage.getByRole('button', { name: `Verifikasi ${label}`, exact: true }).click();
      await expect(adminPage.getByText(`${label} telah diverifikasi.`)).toBeVisible();
    }
    await adminPage.getByRole('button', { name: 'Setujui Perusahaan' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Setujui', exact: true }).click();
    await expect(adminPage.getByText(`${company.companyName} telah diverifikasi.`)).toBeVisible();
    // Acted on: the admin's "submitted" and "replaced" notifications about this company no longer
    // count as unread (other specs of the lane leave the admin notifications of their own).
    await expect.poll(unreadAboutCompany).toBe(0);
  });

  await test.step('without a reload, the company page and menus follow the approval within one polling interval', async () => {
    const nav = companyPage.getByRole('navigation', { name: 'Navigasi utama' });
    await expect(nav.getByRole('link', { name: 'Data Perusahaan', exact: true })).toBeVisible({ timeout: ONE_POLL });
    await expect(nav.getByRole('link', { name: 'Dokumen Registrasi', exact: true })).toHaveCount(0);
    await expect(companyPage.getByRole('heading', { name: 'Menunggu verifikasi admin' })).toHaveCount(0);
  });

  await test.step('clicking the notification marks it read and opens its page', async () => {
    await companyPage.getByRole('button', { name: /^Notifikasi/ }).click();
    const item = companyPage.getByTestId('notification-open').filter({ hasText: 'Registrasi perusahaan disetujui' });
    await expect(item).toBeVisible();
    await shots(companyPage, 'notification-panel', async () => {
      if (!(await companyPage.getByTestId('notification-open').first().isVisible()))
        await companyPage.getByRole('button', { name: /^Notifikasi/ }).click();
      await expect(companyPage.getByTestId('notification-open').first()).toBeVisible();
    });
    if (!(await item.isVisible())) await companyPage.getByRole('button', { name: /^Notifikasi/ }).click();
    await item.click();
    await expect(companyPage).toHaveURL(/\/company$/);
    await expect(companyPage.getByText('Verifikasi Diperlukan')).toHaveCount(0);
    await expect(companyPage.getByText(company.companyName).first()).toBeVisible();
    await companyPage.getByRole('button', { name: /^Notifikasi/ }).click();
    await expect(
      companyPage
        .locator('[data-testid="notification-item"][data-read="false"]')
        .filter({ hasText: 'Registrasi perusahaan disetujui' }),
    ).toHaveCount(0);
    await companyPage.keyboard.press('Escape');
  });

  await test.step('in English the notification is English (relative times stay Indonesian)', async () => {
    await companyPage.evaluate(() => localStorage.setItem('language', 'en'));
    await companyPage.reload();
    await companyPage.getByRole('button', { name: /^Notifications/ }).click();
    const item = companyPage.getByTestId('notification-open').filter({ hasText: 'Company registration approved' });
    await expect(item).toBeVisible();
    await expect(item).toContainText(company.companyName);
    await expect(companyPage.getByText('Registrasi perusahaan disetujui')).toHaveCount(0);
    await shots(companyPage, 'notification-panel-en', async () => {
      if (!(await companyPage.getByTestId('notification-open').first().isVisible()))
        await companyPage.getByRole('button', { name: /^Notifications/ }).click();
      await expect(companyPage.getByTestId('notification-open').first()).toBeVisible();
    });
  });
});

test('a mistyped e-mail is corrected on the OTP page and the code arrives at the new address', async ({ page }) => {
  const c = newCompany('chm');
  const mistyped = c.email.replace('@example.co.id', '@exampel.co.id');
  await submitRegistration(page, c, mistyped);
  const oldCode = await waitForOtp(E2E_DATA_DIR, mistyped);

  // A wrong code marks the field with the tries left.
  const code = page.getByRole('textbox', { name: 'Kode OTP', exact: true });
  await code.fill(oldCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText('Kode OTP salah. Sisa percobaan: 4.')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Ubah alamat email' }).click();
  await page.getByRole('textbox', { name: 'Email baru' }).fill(c.email);
  await page.getByLabel(/^Password/).fill(c.password);
  await shots(page, 'otp-change-email');
  await page.getByRole('button', { name: 'Simpan dan kirim kode' }).click();
  await expect(page.getByText(new RegExp(`ke ${c.email.replace(/\./g, '\\.')}\\. Kode berlaku`))).toBeVisible();
  const newCode = await waitForOtp(E2E_DATA_DIR, c.email);
  await shots(page, 'otp-page');
  await code.fill(newCode);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
