import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pdfFile, pngFile } from '../support/files';
import { E2E_DATA_DIR, SHOT_DIR, login } from '../support/fixtures';
import { readOutbox, waitForResetLink } from '../support/outbox';
import { expectAxeClean, shootScreens } from '../support/screens';
import { seedVerifiedCompany } from '../support/seed-api';

/**
 * A company's staff end to end (docs/business-rules.md#company-staff, issue 23): the owner invites a
 * staffer under Data Perusahaan; the staffer opens the invitation from the outbox, sets a password,
 * and on a phone (390 px) files an application and pays it (uploads the transfer proof); the owner
 * then reads the staffer's name in the application's timeline. axe is clean in light and dark on
 * each screen on the way; each is photographed at 1280 and 390 px.
 *
 * `actions` counts what the staffer does on the clean path, clicks and fields (a file chosen counts
 * as a field), from the dashboard to a submitted application and from there to an uploaded proof.
 */
const SHOTS = process.env.SHOT_OUT ?? path.join(SHOT_DIR, 'company-staff');
const TAG = `Staf${Date.now() % 100_000}`;
const PHONE = { width: 390, height: 844 };

test.describe.configure({ mode: 'serial' });

async function shootAt(page: Page, name: string, viewport: { width: number; height: number }) {
  await shootScreens(page, SHOTS, name);
  await page.setViewportSize(viewport);
}

test('the owner invites a staffer, who files and pays on a phone; the owner sees who did it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const company = await seedVerifiedCompany(baseURL as string, TAG, 1);
  const staff = { name: `Sari Staf ${TAG}`, email: `sari.${TAG.toLowerCase()}@example.co.id` };
  const password = 'Staf-Rahasia-2026';

  const owner = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(owner, company.email, company.password);
  await expect(owner).toHaveURL(/\/dashboard$/);

  await test.step('the owner invites a staffer under Data Perusahaan', async () => {
    await owner.goto('/company');
    const members = owner.getByRole('region', { name: 'Anggota Perusahaan' });
    await expect(members.getByText(company.name)).toBeVisible();
    await members.getByRole('textbox', { name: /^Nama/ }).fill(staff.name);
    await members.getByRole('textbox', { name: /^Email/ }).fill(staff.email);
    await members.getByRole('button', { name: 'Kirim Undangan' }).click();
    await expect(owner.getByText(`Undangan dikirim ke ${staff.email}.`).first()).toBeVisible();
    await expect(members.getByText(staff.name)).toBeVisible();
    await expect(members.getByText('Menunggu').first()).toBeVisible();
    await expectAxeClean(owner, 'Data Perusahaan with an invitation');
    await shootAt(owner, 'owner-members', { width: 1280, height: 900 });
  });

  const phone = await (await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();

  await test.step('the invitation mail names the company; its link sets the password', async () => {
    const link = new URL(await waitForResetLink(E2E_DATA_DIR, staff.email));
    const mail = readOutbox(E2E_DATA_DIR)
      .filter((m) => m.to === staff.email)
      .at(-1)!;
    expect(mail.text).toContain(company.companyName);
    expect(mail.text).toContain(company.name);
    await phone.goto(link.pathname);
    await phone.getByRole('textbox', { name: 'Password Baru', exact: true }).fill(password);
    await phone.getByRole('textbox', { name: 'Konfirmasi Password Baru', exact: true }).fill(password);
    await phone.getByRole('button', { name: 'Simpan Password' }).click();
    await expect(phone).toHaveURL(/\/login$/);
    await login(phone, staff.email, password);
    await expect(phone).toHaveURL(/\/dashboard$/);
  });

  let actionsFiling = 0;
  let actionsPaying = 0;
  let codeReg = '';

  await test.step('the staffer files an application at 390 px', async () => {
    const act = () => actionsFiling++;
    await phone
      .getByRole('navigation', { name: 'Navigasi bawah' })
      .getByRole('link', { name: /^Permohonan/ })
      .click();
    act();
    await expect(phone).toHaveURL(/\/applications$/);
    await phone.getByRole('link', { name: 'Ajukan Permohonan' }).first().click();
    act();
    await expect(phone).toHaveURL(/\/applications\/new$/);
    await phone.getByRole('combobox', { name: 'Kualifikasi' }).selectOption('kecil');
    act();
    await phone.getByRole('searchbox', { name: 'Cari sub-bidang' }).fill('TI001');
    act();
    await phone.getByRole('checkbox', { name: /^TI001 / }).check();
    act();
    await expect(phone.getByText('1 sub-bidang dipilih')).toBeVisible();
    const legal: [string, string][] = [
      ['Nama notaris akta pendirian', 'Dr. Hendra Wijaya, S.H., M.Kn.'],
      ['Nomor akta pendirian', '12'],
      ['Tanggal akta pendirian', '2015-03-10'],
      ['Nomor SK Kemenkumham', 'AHU-0012345.AH.01.01.TAHUN 2015'],
      ['Tanggal SK Kemenkumham', '2015-04-02'],
      ['Tanggal terbit NIB', '2019-08-20'],
    ];
    for (const [label, value] of legal) {
      await phone.getByLabel(label, { exact: true }).fill(value);
      act();
    }
    await expectAxeClean(phone, 'application form (staff, 390)');
    await phone.getByRole('button', { name: 'Simpan Draft' }).click();
    act();
    await expect(phone).toHaveURL(/\/applications\/SP-[^/]+$/);
    codeReg = decodeURIComponent(phone.url().split('/').at(-1) as string);

    for (const label of ['Neraca Tahun Terakhir', 'Surat Permohonan Sub-bidang']) {
      await phone.getByLabel(`Pilih file ${label}`, { exact: true }).setInputFiles(pdfFile(`${label}.pdf`));
      act();
      await expect(phone.getByRole('region', { name: label }).getByText('Belum diunggah')).toHaveCount(0);
    }
    await phone.getByRole('button', { name: 'Kirim Permohonan' }).click();
    act();
    const confirm = phone.getByRole('dialog', { name: `Kirim permohonan ${codeReg}?` });
    await confirm.getByRole('button', { name: 'Kirim', exact: true }).click();
    act();
    await expect(confirm).toHaveCount(0);
    await expect(phone.getByText('Disubmit', { exact: true }).first()).toBeVisible();
    await expectAxeClean(phone, 'application detail (staff, submitted, 390)');
    await shootAt(phone, 'staff-application-submitted', PHONE);
  });

  await test.step('the staffer pays: the transfer proof from the application page, at 390 px', async () => {
    const act = () => actionsPaying++;
    await phone.getByRole('link', { name: 'Lihat tagihan dan bayar' }).click();
    act();
    await expect(phone).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    await expect(phone.getByText('Menunggu Pembayaran').first()).toBeVisible();
    await expectAxeClean(phone, 'payment page (staff, 390)');
    await phone.getByLabel('Pilih file Bukti Transfer', { exact: true }).setInputFiles(pngFile('bukti-transfer.png'));
    act();
    await expect(phone.getByText('Bukti transfer sedang diverifikasi admin.')).toBeVisible();
    await shootAt(phone, 'staff-payment-uploaded', PHONE);
  });

  await test.step('the owner reads who filed and paid in the timeline', async () => {
    await owner.goto(`/applications/${codeReg}`);
    const timeline = owner.getByRole('list', { name: 'Riwayat status' });
    await expect(timeline).toContainText(`oleh ${staff.name}`);
    await expect(timeline).not.toContainText(`oleh ${company.name}`);
    await expectAxeClean(owner, 'application detail (owner reads the timeline)');
    await shootAt(owner, 'owner-timeline', { width: 1280, height: 900 });
    // The invoice's own timeline names who uploaded the transfer proof.
    await owner.getByRole('link', { name: 'Lihat tagihan' }).click();
    await expect(owner).toHaveURL(/\/payment\/[0-9a-f-]{36}$/);
    const invoiceTimeline = owner.getByRole('list', { name: 'Riwayat status' });
    await expect(invoiceTimeline.getByRole('listitem').filter({ hasText: 'Verifikasi' })).toContainText(
      `oleh ${staff.name}`,
    );
  });

  // The clean path's counts, printed for the note (clicks + fields).
  console.log(`company-staff: filing ${actionsFiling} actions, paying ${actionsPaying} actions`);
  expect(actionsFiling).toBeGreaterThan(0);
});
