import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SHOT_DIR, login } from '../support/fixtures';
import { expectAxeClean, shootScreens } from '../support/screens';
import { seedVerifiedCompany } from '../support/seed-api';
import { publishCertificate, seedApprovedApplication, setCertificateSettings } from '../support/workflow-api';

/**
 * The upgrade page end to end (issue 23, defect 7; docs/business-rules.md#certificate-renewal): from
 * an active certificate, "Tingkatkan" opens the upgrade form under its own header ("Peningkatan
 * SBU", not "Perpanjangan"), which explains the full fee for sub-bidang already held; the draft
 * saved from it starts with the Neraca of the certificate's application, so only the letter of
 * application is still missing. axe light and dark; shots at 1280 and 390.
 */
const SHOTS = process.env.SHOT_OUT ?? path.join(SHOT_DIR, 'upgrade');
const TAG = `Naik${Date.now() % 100_000}`;

test('an upgrade explains its fee and starts with the Neraca already given', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseURL as string;
  await setCertificateSettings(base);
  const company = await seedVerifiedCompany(base, TAG, 1);
  const code = await seedApprovedApplication(base, company, { subBidangCodes: ['TI001'] });
  const cert = await publishCertificate(base, code);

  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, company.email, company.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/certificates/view/${cert.certificate_uuid}`);
  await page.getByRole('link', { name: 'Tingkatkan' }).click();
  await expect(page).toHaveURL(new RegExp(`/renewal/sbu/${cert.certificate_uuid}\\?type=upgrade$`));

  await expect(page.getByRole('heading', { level: 1, name: 'Peningkatan SBU' })).toBeVisible();
  await expect(page).toHaveTitle(/^Peningkatan SBU · /);
  await expect(page.getByRole('heading', { level: 2, name: `Peningkatan ${cert.number}` })).toBeVisible();
  await expect(page.getByTestId('upgrade-fee')).toContainText(
    `termasuk yang sudah tercantum di sertifikat ${cert.number}`,
  );
  await expect(page.getByTestId('carried-over')).toContainText(`Neraca dari permohonan ${code}`);
  await expect(page.getByRole('combobox', { name: 'Jenis permohonan' })).toHaveValue('upgrade');
  await page.getByRole('combobox', { name: 'Kualifikasi' }).selectOption('menengah');
  await expectAxeClean(page, 'upgrade form');
  await shootScreens(page, SHOTS, 'upgrade-form');

  await page.getByRole('button', { name: 'Simpan Draft' }).click();
  await expect(page).toHaveURL(/\/applications\/SP-[^/]+$/);
  const neraca = page.getByRole('region', { name: 'Neraca Tahun Terakhir' });
  await expect(neraca.getByText('neraca_tahun_terakhir.pdf')).toBeVisible();
  await expect(neraca.getByText('Belum diunggah')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Surat Permohonan Sub-bidang' }).getByText('Belum diunggah'),
  ).toBeVisible();
  await expectAxeClean(page, 'upgrade draft');
  await shootScreens(page, SHOTS, 'upgrade-draft');
});
