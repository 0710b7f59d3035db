import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPath, daysBetween, publicCertificatePath, wibDate } from '@portal/contract';
import { decodeQrOnFirstPage, readPdf } from '../../apps/server/src/infra/pdf/read-pdf.test-util';
import { E2E_ADMIN, E2E_PORT } from '../playwright.config';
import { SHOT_DIR, login } from '../support/fixtures';
import { expectAxeClean, shootScreens } from '../support/screens';
import { OwnPortal } from '../support/own-server';
import { seedVerifiedCompany } from '../support/seed-api';
import {
  publishCertificate,
  seedApprovedApplication,
  setCertificateSettings,
  takeToApproved,
} from '../support/workflow-api';

/**
 * The certificate's life (docs/business-rules.md#certificates): the admin previews and publishes
 * an approved application; the company finds the Sertifikat menu and downloads the PDF; the QR
 * code decoded from the PDF's rendered page opens the public page ("Aktif"); the admin revises
 * (same number, revision 2); the holder sees the verification; the admin revokes and /verify says
 * "Dicabut". Last, with the server's clock moved into the renewal window of a second certificate
 * (CLOCK_OFFSET_DAYS, docs/decisions/079), the company renews it: the new certificate is active,
 * the old one "Diperbarui". The spec runs its own portal, restarted on the same data folder.
 */
const SHOTS = process.env.SHOT_OUT ?? path.join(SHOT_DIR, 'certificates');
const TAG = `Sertif${Date.now() % 100_000}`;
const portal = new OwnPortal(E2E_PORT + 1);

test.describe.configure({ mode: 'serial' });
const shoot = (page: Page, name: string, settled?: () => Promise<void>) => shootScreens(page, SHOTS, name, settled);
test.afterAll(async () => portal.stop());

async function signedIn(browser: Browser, email: string, password: string, home: RegExp): Promise<Page> {
  const context = await browser.newContext({ baseURL: portal.baseURL });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, email, password);
  await expect(page).toHaveURL(home);
  return page;
}

test('a certificate is published, checked by its QR code, revised, revoked, and renewed in its window', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  await portal.start();
  const base = portal.baseURL;
  await setCertificateSettings(base);
  const company = await seedVerifiedCompany(base, TAG, 1, portal.dataDir);
  const codeA = await seedApprovedApplication(base, company, { subBidangCodes: ['TI001', 'TI002'] });
  const codeB = await seedApprovedApplication(base, company, { subBidangCodes: ['TI003'] });
  const second = await publishCertificate(base, codeB);

  const admin = await signedIn(browser, E2E_ADMIN.email, E2E_ADMIN.password, /\/admin\/dashboard$/);
  let uuid = '';
  let number = '';

  await test.step('the admin previews the PDF of the approved application and publishes it', async () => {
    // Every CSP violation the page meets is logged by the browser and fired as an event: both are
    // collected, and the preview must meet none (its frame of a blob: URL is what the CSP allows).
    const violations: string[] = [];
    admin.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await admin.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await admin.goto(`/admin/applications/${codeA}`);
    const [preview] = await Promise.all([
      admin.waitForResponse(
        (r) => r.url().includes(apiPath('admin/certificates/view.php')) && r.request().method() === 'GET',
      ),
      admin.getByRole('link', { name: 'Pratinjau SBU' }).click(),
    ]);
    await expect(admin).toHaveURL(new RegExp(`/admin/sbu/preview/${codeA}$`));
    expect(preview.status()).toBe(200);
    expect(preview.headers()['content-type']).toContain('application/pdf');
    // The PDF is framed inline from its blob: URL; the download stays beside it.
    const frame = admin.locator(`iframe[title="Pratinjau PDF sertifikat untuk permohonan ${codeA}"]`);
    await expect(frame).toBeVisible();
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await expect(admin.getByText('Unduh PDF').first()).toBeVisible();
    await admin.waitForTimeout(500);
    // No directive that governs embedding refused anything. (zod's one-off `new Function` probe,
    // caught by zod itself, is reported as `script-src eval` and is not about the preview.)
    expect(violations.filter((v) => /frame-src|object-src|child-src|default-src|blob:/.test(v))).toEqual([]);
    await shoot(admin, 'admin-preview');
    await admin.getByRole('link', { name: 'Lanjut terbitkan' }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/sbu/publish/${codeA}$`));
    await expect(admin.getByText('Siap diterbitkan.')).toBeVisible();
    await expectAxeClean(admin, 'publish page');
    await shoot(admin, 'admin-publish');
    await admin.getByRole('button', { name: 'Terbitkan SBU' }).click();
    const dialog = admin.getByRole('dialog', { name: `Terbitkan SBU untuk ${codeA}?` });
    await dialog.getByRole('button', { name: /Terbitkan/ }).click();
    await expect(admin).toHaveURL(/\/admin\/certificates\/[0-9a-f-]{36}$/);
    uuid = admin.url().split('/').at(-1) as string;
    number = (
      await admin
        .getByText(/^SBU-\d{4}-\d{6}$/)
        .first()
        .innerText()
    ).trim();
    expect(number).toMatch(/^SBU-\d{4}-\d{6}$/);
    await expect(admin.getByText('Aktif', { exact: true }).first()).toBeVisible();
  });

  const co = await signedIn(browser, company.email, company.password, /\/dashboard$/);
  let publicUrl = '';

  await test.step('the company finds the Sertifikat menu and downloads the PDF; its QR code holds the public page', async () => {
    await co.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Sertifikat' }).click();
    await expect(co).toHaveURL(/\/certificates$/);
    await expect(co.getByRole('table', { name: 'Daftar sertifikat' }).getByText(number)).toBeVisible();
    await shoot(co, 'certificates');
    await co.goto(`/certificates/view/${uuid}`);
    await expect(co.getByText('Belum pernah diverifikasi.')).toBeVisible();
    const [download] = await Promise.all([
      co.waitForEvent('download'),
      co.getByRole('button', { name: `Unduh PDF sertifikat ${number}` }).click(),
    ]);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page1] = await readPdf(pdf);
    expect([Math.round(page1.width), Math.round(page1.height)]).toEqual([842, 595]);
    expect(page1.text).toContain(number);
    const qr = await decodeQrOnFirstPage(pdf);
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.writeFileSync(path.join(SHOTS, 'certificate-pdf-page1.png'), qr.png);
    publicUrl = qr.text ?? '';
    expect(publicUrl).toBe(`${base}${publicCertificatePath(uuid)}`);
  });

  await test.step('the QR code opens the public page, which says "Aktif"', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(publicUrl);
    await expect(visitor.getByText('Aktif', { exact: true }).first()).toBeVisible();
    await expect(visitor.getByText(company.companyName).first()).toBeVisible();
    await expect(visitor.getByText(company.npwp)).toHaveCount(0);
    await expectAxeClean(visitor, 'public certificate page');
    await shoot(visitor, 'public-certificate');
    await visitor.context().close();
  });

  await test.step('the admin revises the data: same number, revision 2', async () => {
    await admin.goto(`/admin/sbu/edit/${uuid}`);
    await admin
      .locator('#revise-company_address')
      .fill('Jl. Medan Merdeka Barat No. 7, Gambir, Jakarta Pusat, DKI Jakarta 10110');
    await admin.locator('#revise-reason').fill('Alamat kantor pindah sesuai akta perubahan.');
    await shoot(admin, 'admin-revision');
    await admin.getByRole('button', { name: 'Simpan revisi 2' }).click();
    // A revision re-issues the certificate: it is confirmed first.
    await admin
      .getByRole('dialog', { name: `Simpan revisi 2 untuk ${number}?` })
      .getByRole('button', { name: 'Ya, simpan revisi 2' })
      .click();
    await expect(admin.getByText(`${number} kini revisi 2`)).toBeVisible();
  });

  await test.step("the holder's page shows the revision and one more verification", async () => {
    await co.goto(`/certificates/view/${uuid}`);
    await expect(co.getByText(/Diverifikasi 1 kali/).first()).toBeVisible();
    await expect(co.getByText('Revisi 2').first()).toBeVisible();
    await expectAxeClean(co, 'certificate detail');
    await shoot(co, 'certificate-detail');
  });

  await test.step('the admin revokes it; /verify says "Dicabut"', async () => {
    await admin.goto(`/admin/certificates/${uuid}`);
    await admin.getByRole('button', { name: 'Cabut Sertifikat' }).click();
    const dialog = admin.getByRole('dialog', { name: `Cabut sertifikat ${number}?` });
    await dialog.getByLabel('Alasan pencabutan').fill('Perusahaan tidak lagi memenuhi persyaratan kualifikasi.');
    await dialog.getByRole('button', { name: /Cabut/ }).click();
    await expect(admin.getByText(`Sertifikat ${number} dicabut.`).first()).toBeVisible();
    const visitor = await (await browser.newContext({ baseURL: base })).newPage();
    await visitor.goto('/verify');
    await visitor.getByLabel('Nomor sertifikat atau UUID').fill(number.toLowerCase());
    await visitor.getByRole('button', { name: 'Periksa Sertifikat' }).click();
    await expect(visitor.getByText('Dicabut', { exact: true }).first()).toBeVisible();
    await expectAxeClean(visitor, '/verify (revoked)');
    await shoot(visitor, 'verify-revoked');
    await visitor.context().close();
  });

  await test.step('with the clock in the renewal window, the company renews its other certificate', async () => {
    await admin.context().close();
    await co.context().close();
    // 30 days before the last valid day: inside the window (90 days either side).
    const offset = daysBetween(wibDate(new Date()), second.valid_until) - 30;
    await portal.stop();
    await portal.start({ CLOCK_OFFSET_DAYS: String(offset) });
    const renewing = await signedIn(browser, company.email, company.password, /\/dashboard$/);
    await renewing.goto('/certificates');
    await renewing.getByRole('link', { name: `Perpanjang ${second.number}` }).click();
    await expect(renewing).toHaveURL(new RegExp(`/renewal/sbu/${second.certificate_uuid}$`));
    await shoot(renewing, 'renewal-form');
    await renewing.getByRole('button', { name: 'Simpan Draft' }).click();
    await expect(renewing).toHaveURL(/\/applications\/SP-[^/]+$/);
    const renewalCode = decodeURIComponent(renewing.url().split('/').at(-1) as string);
    await takeToApproved(base, company, renewalCode);
    const renewed = await publishCertificate(base, renewalCode);
    expect(renewed.number).not.toBe(second.number);

    await renewing.goto('/certificates');
    const table = renewing.getByRole('table', { name: 'Daftar sertifikat' });
    await expect(table.getByRole('row', { name: new RegExp(`^${renewed.number} `) })).toContainText('Aktif');
    await expect(table.getByRole('row', { name: new RegExp(`^${second.number} `) })).toContainText('Diperbarui');
    await shoot(renewing, 'certificates-after-renewal');
    await renewing.goto(`/sertifikat/${second.certificate_uuid}`);
    await expect(renewing.getByText('Diperbarui', { exact: true }).first()).toBeVisible();
    // The page leads to the certificate in force (the prominent link and the history's both name it).
    await expect(renewing.getByRole('link', { name: new RegExp(renewed.number) }).first()).toBeVisible();
    await renewing.goto(`/sertifikat/${renewed.certificate_uuid}`);
    await expect(renewing.getByText('Aktif', { exact: true }).first()).toBeVisible();
  });
});
