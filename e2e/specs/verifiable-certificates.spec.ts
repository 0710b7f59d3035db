import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { SHOT_DIR, login } from '../support/fixtures';
import { expectAxeClean, shootScreens } from '../support/screens';
import { seedVerifiedCompany } from '../support/seed-api';
import { publishCertificate, seedApprovedApplication, setCertificateSettings } from '../support/workflow-api';

/**
 * Certificates anyone can check without the portal (docs/decisions/102): the holder downloads the
 * signed PDF and the digital credential from the certificate page; an anonymous visitor uploads
 * the PDF to /verify ("Asli"), then a copy with one byte changed ("Tidak asli"), and checks three
 * numbers at once: a table in the order given, downloadable as CSV, that never scrolls sideways
 * (1280 and 390 px); then finds the company in the public register and opens its certificate. The
 * file pickers speak the page's language. axe clean in light and dark.
 */
const SHOTS = process.env.SHOT_OUT ?? path.join(SHOT_DIR, 'verifiable');
const TAG = `Verif${Date.now() % 100_000}`;

test.describe.configure({ mode: 'serial' });

/** Neither the page nor any box on it scrolls sideways (a table or list wider than its frame). */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const wide = await page.evaluate(() => {
    const over = (el: Element) => el.scrollWidth > el.clientWidth + 1;
    const boxes = [...document.querySelectorAll('main *')].filter(
      (el) => over(el) && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
    );
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      boxes: boxes.map((el) => `${el.tagName}.${el.className}`),
    };
  });
  expect(wide, what).toEqual({ page: 0, boxes: [] });
}

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, acceptDownloads: true });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  return page;
}

test('the holder downloads the PDF and the credential; a visitor checks the file, an altered copy and a batch', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL as string;
  await setCertificateSettings(base);
  const company = await seedVerifiedCompany(base, TAG, 93);
  const code = await seedApprovedApplication(base, company, { subBidangCodes: ['TI001', 'TI002'] });
  const cert = await publishCertificate(base, code);
  let pdf = Buffer.alloc(0);
  let jwt = '';

  await test.step('the holder downloads the signed PDF and the digital credential', async () => {
    const holder = await newPage(browser, base);
    await login(holder, company.email, company.password);
    await expect(holder).toHaveURL(/\/dashboard$/);
    await holder.goto(`/certificates/view/${cert.certificate_uuid}`);
    const [pdfDownload] = await Promise.all([
      holder.waitForEvent('download'),
      holder.getByRole('button', { name: `Unduh PDF sertifikat ${cert.number}` }).click(),
    ]);
    pdf = fs.readFileSync(await pdfDownload.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');

    await expect(holder.getByText(/Open Badges 3\.0/)).toBeVisible();
    const linkedIn = holder.getByRole('link', { name: /Tambahkan ke LinkedIn/ });
    expect(new URL((await linkedIn.getAttribute('href'))!).searchParams.get('certId')).toBe(cert.number);
    const [jwtDownload] = await Promise.all([
      holder.waitForEvent('download'),
      holder.getByRole('button', { name: 'Unduh kredensial digital' }).click(),
    ]);
    expect(jwtDownload.suggestedFilename()).toBe(`kredensial-${cert.number}.jwt`);
    jwt = fs.readFileSync(await jwtDownload.path(), 'utf8');
    const [header, payload] = jwt
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    expect(payload.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(payload.credentialSubject.licenseNumber).toBe(cert.number);
    await expectAxeClean(holder, 'certificate detail with the credential');
    await shootScreens(holder, SHOTS, 'certificate-credential');
    await holder.context().close();
  });

  const visitor = await newPage(browser, base);

  await test.step('a visitor uploads the PDF: "Asli"; a copy with one byte changed: "Tidak asli"', async () => {
    await visitor.goto('/verify');
    await visitor.getByRole('tab', { name: 'Periksa berkas PDF' }).click();
    // The picker in the page's language, not the browser's "Choose File" / "No file chosen".
    await expect(visitor.getByText('Pilih File', { exact: true })).toBeVisible();
    await expect(visitor.getByText('Belum ada berkas dipilih.')).toBeVisible();
    const field = visitor.getByLabel('Berkas PDF sertifikat');
    await field.setInputFiles({ name: 'sertifikat.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(visitor.getByText('Berkas dipilih: sertifikat.pdf')).toBeVisible();
    await visitor.getByRole('button', { name: 'Periksa Berkas' }).click();
    await expect(visitor.getByRole('heading', { level: 3, name: 'Asli' })).toBeVisible();
    await expect(visitor.getByText(new RegExp(`persis sertifikat ${cert.number} revisi 1`))).toBeVisible();
    await expectAxeClean(visitor, '/verify file check (genuine)');
    await shootScreens(visitor, SHOTS, 'verify-file-genuine');

    const altered = Buffer.from(pdf);
    const at = altered.indexOf('/Type /Page');
    altered[at + 7] = 'X'.charCodeAt(0);
    await field.setInputFiles({ name: 'sertifikat-ubah.pdf', mimeType: 'application/pdf', buffer: altered });
    await visitor.getByRole('button', { name: 'Periksa Berkas' }).click();
    await expect(visitor.getByRole('heading', { level: 3, name: 'Tidak asli' })).toBeVisible();
    await expect(visitor.getByText(/isinya telah diubah setelah ditandatangani/)).toBeVisible();
    await expectAxeClean(visitor, '/verify file check (altered)');
    await shootScreens(visitor, SHOTS, 'verify-file-altered');
  });

  await test.step("a visitor picks the holder's credential file: signed by the portal, certificate active", async () => {
    await visitor.getByRole('tab', { name: 'Periksa kredensial' }).click();
    await visitor
      .getByLabel(/Atau pilih berkas kredensial/)
      .setInputFiles({ name: `kredensial-${cert.number}.jwt`, mimeType: 'text/plain', buffer: Buffer.from(jwt) });
    await expect(visitor.getByText(`Berkas dipilih: kredensial-${cert.number}.jwt`)).toBeVisible();
    await expect(visitor.getByLabel('Kredensial digital (teks JWT)')).toHaveValue(jwt.trim());
    await visitor.getByRole('button', { name: 'Periksa Kredensial' }).click();
    await expect(visitor.getByRole('heading', { level: 3, name: 'Asli' })).toBeVisible();
    await expect(visitor.getByText(new RegExp(`sertifikat ${cert.number} berstatus Aktif`))).toBeVisible();
    await expectAxeClean(visitor, '/verify credential file');
  });

  await test.step('a batch of three lines gives its table in the order given, and its CSV', async () => {
    await visitor.getByRole('tab', { name: 'Cek banyak' }).click();
    await visitor
      .getByLabel('Nomor sertifikat, satu per baris')
      .fill(`SBU-2000-999999\n${cert.number.toLowerCase()}\n${cert.number}`);
    await visitor.getByRole('button', { name: 'Periksa Semua' }).click();
    const table = visitor.getByRole('table', { name: /sesuai urutan/ });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('Tidak ditemukan');
    await expect(rows.nth(2)).toContainText(company.companyName);
    await expect(rows.nth(2)).toContainText('TI001');
    await expect(rows.nth(3)).toContainText('Aktif');
    const [csv] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('button', { name: 'Unduh CSV' }).click(),
    ]);
    const lines = fs
      .readFileSync(await csv.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^SBU-2000-999999,/);
    expect(lines[3]).toContain(`${cert.number},${cert.number},`);
    await expectAxeClean(visitor, '/verify batch');
    await expectNoSidewaysScroll(visitor, 'batch table at 1280 px');
    await visitor.setViewportSize({ width: 390, height: 844 });
    const cards = visitor.getByRole('list', { name: /sesuai urutan/ }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(1)).toContainText(company.companyName);
    await expectNoSidewaysScroll(visitor, 'batch cards at 390 px');
    await expectAxeClean(visitor, '/verify batch at 390 px');
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await shootScreens(visitor, SHOTS, 'verify-batch');
  });

  await test.step('the public register finds the company by part of its name and opens its certificate', async () => {
    await visitor.getByRole('tab', { name: 'Cari perusahaan' }).click();
    await visitor.getByLabel('Nama perusahaan').fill('zz-tidak-ada-zz');
    await visitor.getByRole('button', { name: 'Cari Perusahaan' }).click();
    await expect(visitor.getByText('Tidak ada sertifikat berlaku untuk "zz-tidak-ada-zz"')).toBeVisible();
    await expectAxeClean(visitor, '/verify register (nothing found)');

    await visitor.getByLabel('Nama perusahaan').fill(TAG.toLowerCase());
    await visitor.getByRole('button', { name: 'Cari Perusahaan' }).click();
    const results = visitor.getByRole('list', { name: 'Sertifikat yang berlaku' }).getByRole('listitem');
    await expect(results).toHaveCount(1);
    await expect(results.first().getByRole('heading', { level: 3 })).toHaveText(company.companyName);
    await expect(results.first()).toContainText('TI001');
    await expect(visitor).toHaveURL(new RegExp(`\\?tab=register&company=${TAG.toLowerCase()}$`));
    await expectAxeClean(visitor, '/verify register');
    await expectNoSidewaysScroll(visitor, 'register at 1280 px');
    await visitor.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(visitor, 'register at 390 px');
    await visitor.setViewportSize({ width: 1280, height: 900 });
    await shootScreens(visitor, SHOTS, 'verify-register');

    await results
      .first()
      .getByRole('link', { name: `Lihat sertifikat ${cert.number} milik ${company.companyName}` })
      .click();
    await expect(visitor).toHaveURL(new RegExp(`/sertifikat/${cert.certificate_uuid}$`));
    await expect(visitor.getByText(company.companyName).first()).toBeVisible();
  });
  await visitor.context().close();
});
