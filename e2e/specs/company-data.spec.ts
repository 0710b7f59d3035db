import { expect, test } from '@playwright/test';
import { newCompany, registerAndVerify } from '../support/fixtures';

/**
 * The company's own data screens as a new leader meets them: errors are never out of sight, the
 * sign-up review fits a phone, and the address is picked from the official areas.
 */
const PHONE = { width: 390, height: 844 };

// FIXME: since the four onboarding branches were merged, the fields are marked invalid but focus
// stays on the save button in Chromium (the unit tests of lib/focus-first-error.ts and the company
// page still pass). Left open in the closing note; to be fixed before the issue is closed.
test('saving company data with errors scrolls to and focuses the first field in error; a cleared e-mail is refused', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await registerAndVerify(page, newCompany('focus'));
  await page.goto('/document-registration');
  const save = page.getByRole('button', { name: 'Simpan Data Perusahaan' });
  const email = page.getByRole('textbox', { name: /^Email Perusahaan/ });
  await email.fill('kantor@contoh.co.id');
  await save.click();
  await expect(page.getByText('Data perusahaan berhasil disimpan').first()).toBeVisible();

  // Client errors: postal code (address group) comes before the phone (contact group).
  await page.getByRole('textbox', { name: /^Kode Pos/ }).fill('12');
  await page.getByRole('textbox', { name: /^Telepon Perusahaan/ }).fill('abc');
  await save.scrollIntoViewIfNeeded();
  await save.click();
  const postal = page.getByRole('textbox', { name: /^Kode Pos/ });
  await expect(postal).toBeFocused();
  await expect(postal).toBeInViewport();

  // Clearing a saved required field: refused on the field, never silently kept.
  await postal.fill('');
  await page.getByRole('textbox', { name: /^Telepon Perusahaan/ }).fill('');
  await email.fill('');
  await save.scrollIntoViewIfNeeded();
  await save.click();
  await expect(email).toBeFocused();
  await expect(email).toBeInViewport();
  await expect(email).toHaveAccessibleDescription(/Kolom ini wajib diisi/);
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Email Perusahaan/ })).toHaveValue('kantor@contoh.co.id');
});

test('the sign-up review step fits a 390 px phone: no text overflows and no number breaks mid-digit', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const c = newCompany('review');
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Nama Lengkap', exact: true }).fill('Raden Ayu Siti Rahmawati Kusumaningrum');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`sangat.panjang.sekali.alamatnya.${c.email}`);
  await page.getByRole('textbox', { name: 'Nomor Telepon', exact: true }).fill(c.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
  await page.getByRole('textbox', { name: 'Konfirmasi Password', exact: true }).fill(c.password);
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await page
    .getByRole('textbox', { name: 'Nama Perusahaan', exact: true })
    .fill(`${c.companyName} Konstruksi Nusantara Abadi Sejahtera`);
  await page.getByRole('combobox', { name: 'Bentuk Badan Usaha' }).selectOption('PT');
  await page.getByRole('textbox', { name: 'NPWP Perusahaan', exact: true }).fill(c.npwp);
  await page.getByRole('textbox', { name: 'NIB (Nomor Induk Berusaha)', exact: true }).fill(c.nib);
  await page.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page.getByText('Periksa kembali data Anda')).toBeVisible();

  const formatted = `${c.npwp.slice(0, 2)}.${c.npwp.slice(2, 5)}.${c.npwp.slice(5, 8)}.${c.npwp[8]}-${c.npwp.slice(9, 12)}.${c.npwp.slice(12)}`;
  await expect(page.getByText(formatted, { exact: true })).toBeVisible();
  const report = await page.locator('dl dd').evaluateAll((dds) =>
    dds.map((dd) => {
      const dl = dd.closest('dl')!.getBoundingClientRect();
      const r = dd.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(dd);
      const lines = new Set([...range.getClientRects()].map((x) => Math.round(x.top))).size;
      return {
        text: dd.textContent ?? '',
        overflows: dd.scrollWidth > dd.clientWidth + 1 || r.right > dl.right + 1 || r.left < dl.left - 1,
        lines,
      };
    }),
  );
  for (const row of report) expect(row.overflows, `"${row.text}" overflows`).toBe(false);
  // Numbers (phone, NPWP, NIB) stay on one line.
  for (const row of report.filter((r) => /^[\d.+\s-]+$/.test(r.text)))
    expect(row.lines, `"${row.text}" breaks`).toBe(1);
  const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.doc).toBeLessThanOrEqual(widths.view);
});

test('the address is picked province → regency/city → district → village and saved with its codes', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await registerAndVerify(page, newCompany('region'));
  await page.goto('/document-registration');
  const province = page.getByRole('combobox', { name: /^Provinsi/ });
  const regency = page.getByRole('combobox', { name: /^Kabupaten\/Kota/ });
  const district = page.getByRole('combobox', { name: /^Kecamatan/ });
  const village = page.getByRole('combobox', { name: /^Kelurahan\/Desa/ });
  await expect(regency).toBeDisabled();
  await expect(province).toBeEnabled();
  await province.selectOption({ label: 'JAWA BARAT' });
  await expect(regency).toBeEnabled();
  await regency.selectOption({ label: 'KOTA BANDUNG' });
  await expect(district).toBeEnabled();
  await district.selectOption({ label: 'Coblong' });
  await expect(village).toBeEnabled();
  await village.selectOption({ label: 'Dago' });
  const saved = page.waitForResponse((r) => r.url().includes('/companies/update.php'));
  await page.getByRole('button', { name: 'Simpan Data Perusahaan' }).click();
  const body = (await (await saved).json()) as { data: { company: Record<string, string> } };
  expect(body.data.company).toMatchObject({
    province: 'JAWA BARAT',
    province_code: '32',
    regency_city: 'KOTA BANDUNG',
    regency_city_code: '32.73',
    district: 'Coblong',
    village: 'Dago',
  });
  expect(body.data.company.village_code).toMatch(/^32\.73\.\d{2}\.\d{4}$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: /^Kelurahan\/Desa/ })).toHaveValue(body.data.company.village_code);
  await expect(page.getByRole('combobox', { name: /^Kelurahan\/Desa/ }).locator('option:checked')).toHaveText('Dago');
});
