import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, SHOT_DIR, login, newCompany, registerAndVerify } from '../support/fixtures';
import { pdfFile, pngFile } from '../support/files';

/**
 * Issue 3 journey: a new company signs up, completes its data, uploads every required document,
 * submits; the admin rejects one document with a note (and the registration); the company sees the
 * note, replaces the document and resubmits; the admin verifies everything and approves; the
 * company's menus change.
 */
const company = newCompany('onb');
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
const NOTE = 'Scan NIB buram, mohon unggah ulang yang jelas.';

async function fillCompanyData(page: Page) {
  // Scope to the company-data form: document cards are regions named like some fields.
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Simpan Data Perusahaan' }) });
  const field = (label: RegExp) => form.getByLabel(label);
  await field(/^Alamat/).fill('Jl. Merdeka No. 10');
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
  await field(/^Kode Pos/).fill('10110');
  await field(/^Telepon Perusahaan/).fill('081298765432');
  await field(/^Email Perusahaan/).fill('kantor@example.co.id');
  await field(/^Jenis Usaha/).fill('Perdagangan besar alat tulis');
  await field(/^Nilai Investasi/).fill('1500000000');
  await field(/^Jumlah Karyawan/).fill('25');
  await field(/^Nama Pimpinan/).fill(company.name);
  await field(/^Jabatan Pimpinan/).fill('Direktur Utama');
  await field(/^NIK Pimpinan/).fill('3171012345678901');
  await field(/^NPWP Pimpinan/).fill('01.312.166.0-091.000');
  await field(/^Nomor KTA Kadin/).fill('KTA-2026-000123');
  await field(/^Tanggal KTA Kadin/).fill('2026-01-15');
  await page.getByRole('button', { name: 'Simpan Data Perusahaan' }).click();
  await expect(page.getByText('Data perusahaan lengkap')).toBeVisible();
}

async function upload(page: Page, label: string, file: ReturnType<typeof pdfFile>) {
  await page.getByLabel(`Pilih File ${label}`, { exact: true }).setInputFiles(file);
}

test('a company goes from sign-up to verified in the browser', async ({ browser }) => {
  test.setTimeout(240_000);
  const companyPage = await (await browser.newContext()).newPage();
  const adminPage = await (await browser.newContext()).newPage();

  await test.step('sign up, complete the data and upload every required document', async () => {
    await registerAndVerify(companyPage, company);
    await companyPage
      .getByRole('navigation', { name: 'Navigasi utama' })
      .getByRole('link', { name: 'Dokumen Registrasi' })
      .click();
    await expect(companyPage).toHaveURL(/\/document-registration$/);
    await fillCompanyData(companyPage);
    for (const [i, label] of REQUIRED_FOR_PT.entries()) {
      await upload(
        companyPage,
        label,
        label === 'Pas Foto Pimpinan' ? pngFile('pasfoto.png') : pdfFile(`dokumen-${i}.pdf`),
      );
      await expect(companyPage.getByText(`${label} berhasil diunggah.`)).toBeAttached();
    }
    await expect(
      companyPage.getByText(`${REQUIRED_FOR_PT.length} dari ${REQUIRED_FOR_PT.length} dokumen wajib telah diunggah`),
    ).toBeVisible();
    await companyPage.setViewportSize({ width: 1280, height: 900 });
    await companyPage.screenshot({ path: path.join(SHOT_DIR, 'document-registration.png'), fullPage: true });
    await companyPage.getByRole('button', { name: 'Kirim untuk Verifikasi' }).click();
    await companyPage.getByRole('button', { name: 'Kirim Sekarang' }).click();
    await expect(companyPage.getByRole('heading', { name: 'Menunggu verifikasi admin' })).toBeVisible();
  });

  await test.step('the admin rejects one document with a note and sends the registration back', async () => {
    await login(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await adminPage.goto('/admin/companies');
    await adminPage
      .getByRole('searchbox', { name: 'Cari perusahaan' })
      .or(adminPage.getByRole('textbox', { name: 'Cari perusahaan' }))
      .fill(company.companyName);
    await adminPage.getByRole('link', { name: company.companyName }).click();
    await expect(adminPage.getByRole('heading', { name: company.companyName })).toBeVisible();
    // The document list chooses what the preview pane shows; review happens in the pane.
    await adminPage.getByRole('listitem', { name: 'NIB', exact: true }).getByRole('button').click();
    await adminPage.getByRole('button', { name: 'Tolak NIB', exact: true }).click();
    await adminPage.getByRole('textbox', { name: /Catatan penolakan/ }).fill(NOTE);
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Tolak Dokumen' }).click();
    await expect(adminPage.getByText('NIB telah ditolak.')).toBeVisible();
    await adminPage.getByRole('button', { name: 'Tolak Registrasi' }).click();
    await adminPage.getByRole('textbox', { name: /Alasan penolakan/ }).fill('Dokumen NIB perlu diganti.');
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Tolak Registrasi' }).click();
    await expect(adminPage.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the company sees the note, replaces the document and resubmits', async () => {
    await companyPage.reload();
    await expect(companyPage.getByRole('heading', { name: 'Registrasi ditolak' })).toBeVisible();
    await expect(companyPage.getByText(NOTE)).toBeVisible();
    await companyPage.getByRole('button', { name: 'Ganti NIB' }).click();
    await upload(companyPage, 'NIB', pdfFile('nib-baru.pdf'));
    await companyPage.getByRole('button', { name: 'Ganti Dokumen' }).click();
    await expect(companyPage.getByText('NIB berhasil diunggah.')).toBeAttached();
    await expect(companyPage.getByText(NOTE)).toHaveCount(0);
    await companyPage.getByRole('button', { name: 'Kirim Ulang untuk Verifikasi' }).click();
    await companyPage.getByRole('button', { name: 'Kirim Sekarang' }).click();
    await expect(companyPage.getByRole('heading', { name: 'Menunggu verifikasi admin' })).toBeVisible();
  });

  await test.step('the admin verifies every document and approves the company', async () => {
    await adminPage.reload();
    const approve = adminPage.getByRole('button', { name: 'Setujui Perusahaan' });
    await expect(approve).toBeDisabled();
    for (const label of REQUIRED_FOR_PT) {
      await adminPage.getByRole('listitem', { name: label, exact: true }).getByRole('button').click();
      await adminPage.getByRole('button', { name: `Verifikasi ${label}`, exact: true }).click();
      await expect(adminPage.getByText(`${label} telah diverifikasi.`)).toBeVisible();
    }
    await expect(approve).toBeEnabled();
    await adminPage.setViewportSize({ width: 1280, height: 900 });
    await adminPage.screenshot({ path: path.join(SHOT_DIR, 'admin-company-detail.png'), fullPage: true });
    await approve.click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Setujui', exact: true }).click();
    await expect(adminPage.getByText(`${company.companyName} telah diverifikasi.`)).toBeVisible();
  });

  await test.step('the company now sees the verified menus', async () => {
    await companyPage.goto('/dashboard');
    const nav = companyPage.getByRole('navigation', { name: 'Navigasi utama' });
    for (const item of ['Data Perusahaan', 'Permohonan SBU', 'Transaksi', 'Pengaturan']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Dokumen Registrasi', exact: true })).toHaveCount(0);
    // No certificate yet: Sertifikat stays hidden (docs/business-rules.md#menus).
    await expect(nav.getByRole('link', { name: 'Sertifikat', exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Data Perusahaan', exact: true }).click();
    await expect(companyPage).toHaveURL(/\/company$/);
    await expect(companyPage.getByText(company.companyName).first()).toBeVisible();
  });
});
