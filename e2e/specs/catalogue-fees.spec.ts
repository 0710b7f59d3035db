import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN, SHOT_DIR, expectScreenSettled, login, newCompany, registerAndVerify } from '../support/fixtures';

/**
 * The catalogue and the fees in the built portal: an admin changes the fee schedule and the
 * calculator shows the new total; a company searches the catalogue. Screenshots at 1280 and
 * 390 px in light and dark, and axe on each screen (docs/decisions/011).
 */
test.describe.configure({ mode: 'serial' });

async function shootAndScan(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectScreenSettled(page);
      await page.screenshot({ path: path.join(SHOT_DIR, `${name}-${width}-${colorScheme}.png`), fullPage: true });
      expect(await axeViolations(page), `${name} ${width} ${colorScheme}`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin changes the fee schedule and the calculator shows the new total', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Navigasi admin' }).getByRole('link', { name: 'Kalkulator SBU' }).click();
  await expect(page).toHaveURL(/\/admin\/calculator$/);

  const total = page.getByTestId('quote-total');
  await expect(total).toHaveText('Rp 2.775.000');
  await page.getByRole('spinbutton', { name: 'Jumlah sub-bidang' }).fill('3');
  await expect(total).toHaveText('Rp 3.885.000');
  const fees = page.getByRole('table', { name: 'Rincian biaya' });
  await expect(fees.getByRole('row', { name: /Sub-bidang tambahan/ })).toContainText('Rp 1.000.000');
  await expect(fees.getByRole('row', { name: /DPP/ })).toContainText('Rp 3.208.333');
  await expect(fees.getByRole('row', { name: /PPN 12%/ })).toContainText('Rp 385.000');
  await shootAndScan(page, 'calculator');

  // The version in force now (the first-run setup may have made one: docs/business-rules.md#first-run-setup).
  const versionLine = page.getByText(/^Versi \d+, berlaku sejak/);
  const versionBefore = Number((await versionLine.textContent())!.match(/^Versi (\d+)/)![1]);

  // A wrong value is refused on its field; nothing is saved.
  const base = page.getByRole('textbox', { name: /^Biaya dasar Kecil/ });
  await base.fill('tiga juta');
  await page.getByRole('button', { name: 'Simpan versi baru' }).click();
  await expect(base).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await base.fill('3.000.000');
  await page.getByRole('textbox', { name: /^Nama bank \(rekening 1\)/ }).fill('Bank Mandiri');
  await page.getByRole('textbox', { name: /^Nomor rekening \(rekening 1\)/ }).fill('123-000-4567890');
  await page.getByRole('textbox', { name: /^Atas nama \(rekening 1\)/ }).fill('Badan Sertifikasi BSKI');
  await page.getByRole('button', { name: 'Simpan versi baru' }).click();
  const confirm = page.getByRole('dialog', { name: 'Simpan versi tarif baru?' });
  await expect(confirm).toContainText('berlaku untuk tagihan yang diterbitkan setelah disimpan');
  expect(await axeViolations(page), 'confirmation dialog').toEqual([]);
  await confirm.getByRole('button', { name: 'Simpan versi baru' }).click();
  await expect(confirm).toHaveCount(0);

  // 3,000,000 + 2 × 500,000 = 4,000,000 → DPP 3,666,667 → PPN 440,000 → Rp 4.440.000.
  await expect(total).toHaveText('Rp 4.440.000');
  await expect(page.getByText(new RegExp(`^Versi ${versionBefore + 1}, berlaku sejak`))).toBeVisible();
  // A reload reads the saved version from the server.
  await page.reload();
  await page.getByRole('spinbutton', { name: 'Jumlah sub-bidang' }).fill('3');
  await expect(page.getByTestId('quote-total')).toHaveText('Rp 4.440.000');
  await expect(page.getByRole('textbox', { name: /^Nomor rekening \(rekening 1\)/ })).toHaveValue('1230004567890');

  // The catalogue administration, reached from the calculator.
  await page.getByRole('link', { name: 'Katalog Sub Bidang' }).click();
  await expect(page).toHaveURL(/\/admin\/sub-bidang$/);
  await expect(page.getByRole('table', { name: 'Daftar sub-bidang' }).getByRole('row')).toHaveCount(21);
  await shootAndScan(page, 'admin-sub-bidang');
  await page.getByRole('button', { name: 'Tambah Sub Bidang' }).click();
  await expect(page.getByRole('dialog', { name: 'Tambah Sub Bidang' })).toBeVisible();
  expect(await axeViolations(page), 'add sub-bidang dialog').toEqual([]);
  await page.screenshot({ path: path.join(SHOT_DIR, 'admin-sub-bidang-dialog-1280-light.png') });
});

test('a company searches the catalogue', async ({ page }) => {
  test.setTimeout(180_000);
  await registerAndVerify(page, newCompany('katalog'));
  await page
    .getByRole('navigation', { name: 'Navigasi utama' })
    .getByRole('link', { name: 'Daftar Sub Bidang' })
    .click();
  await expect(page).toHaveURL(/\/sub-bidang$/);
  const table = page.getByRole('table', { name: 'Daftar sub-bidang' });
  await expect(page.getByText('Menampilkan 1–20 dari 70')).toBeVisible();
  await shootAndScan(page, 'sub-bidang');

  await page.getByRole('searchbox', { name: 'Cari sub-bidang' }).fill('62019');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader')).toContainText('Pengembangan Perangkat Lunak');
  await expect(table).toContainText('TI002');
  await expect(page).toHaveURL(/q=62019/);

  await page.getByRole('searchbox', { name: 'Cari sub-bidang' }).fill('');
  await page.getByRole('combobox', { name: 'Bidang' }).selectOption('TI');
  await expect(page.getByText('Menampilkan 1–8 dari 8')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(9);

  await page.getByRole('searchbox', { name: 'Cari sub-bidang' }).fill('tidak ada yang cocok');
  await expect(page.getByText('Tidak ada hasil')).toBeVisible();
  expect(await axeViolations(page), 'empty search').toEqual([]);
});
