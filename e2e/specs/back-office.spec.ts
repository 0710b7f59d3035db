import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPath } from '@portal/contract';
import { axeViolations } from '../support/axe';
import { pngFile } from '../support/files';
import { expectScreenSettled, login, type NewCompany } from '../support/fixtures';
import { E2E_ADMIN } from '../playwright.config';
import { seedVerifiedCompany, signedInClient } from '../support/seed-api';
import { createApplication, setCertificateSettings, submitApplication, takeToApproved } from '../support/workflow-api';

/**
 * The back office at full speed (issue 22): mouse clicks counted for ten items each — verify one
 * payment (≤ 2), publish one certificate (≤ 3), clear ten approved applications by bulk publish
 * (≤ 5) — then every queue at 1440, 1024 and 390 px, light and dark, axe clean, with the SLA
 * column inside the viewport at 1024.
 */
const TAG = `Kantor${Date.now() % 100_000}`;
const SHOTS = process.env.SHOT_OUT ?? path.resolve('test-results', 'shots-back-office');
const CODES = ['TI001', 'TI002', 'TI003', 'TI004', 'TI005'];

test.describe.configure({ mode: 'serial' });

/** Five applications per company (one per sub-bidang), each taken as far as `step`. */
async function seedFive(base: string, company: NewCompany, step: 'proof' | 'approved'): Promise<void> {
  for (const code of CODES) {
    const codeReg = await createApplication(base, company, { subBidangCodes: [code] });
    if (step === 'approved') {
      await takeToApproved(base, company, codeReg);
      continue;
    }
    const invoice = await submitApplication(base, company, codeReg);
    const co = await signedInClient(base, company.email, company.password);
    await co.postFile(
      apiPath('transactions/upload_proof.php'),
      { uuid_invoice: invoice.uuid_invoice },
      'proof',
      pngFile('bukti-transfer.png'),
    );
  }
}

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(600_000);
  const base = baseURL as string;
  await setCertificateSettings(base);
  const companies: NewCompany[] = [];
  for (let i = 0; i < 6; i++) companies.push(await seedVerifiedCompany(base, `${TAG}-${i}`, i + 1));
  // Ten payments waiting, twenty approved applications (ten published one by one, ten in bulk).
  await seedFive(base, companies[0]!, 'proof');
  await seedFive(base, companies[1]!, 'proof');
  for (const c of companies.slice(2)) await seedFive(base, c, 'approved');
});

/** Every mouse click of a measured task goes through here. */
function clickCounter() {
  let clicks = 0;
  return {
    click: async (target: Locator) => {
      clicks += 1;
      await target.click();
    },
    take: () => {
      const n = clicks;
      clicks = 0;
      return n;
    },
  };
}

async function signIn(page: Page) {
  await login(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

const QUEUES: { name: string; url: string; heading: RegExp; sla?: RegExp }[] = [
  { name: 'payments', url: '/admin/payment-verification', heading: /Verifikasi Pembayaran/ },
  { name: 'statement', url: '/admin/payment-verification/statement', heading: /Impor Mutasi Bank/ },
  { name: 'publish', url: '/admin/publish-queue', heading: /Antrean Penerbitan/, sla: /^Menunggu/ },
  {
    name: 'review',
    url: '/admin/applications?status=under_review&sort=waiting',
    heading: /Permohonan/,
    sla: /^Menunggu/,
  },
  { name: 'companies', url: '/admin/companies?status=in_review&sort=waiting', heading: /./, sla: /^Menunggu/ },
  {
    name: 'answered-requests',
    url: '/admin/document-requests?status=fulfilled&checked=false&sort=answered',
    heading: /./,
  },
];

test('every queue at 1440, 1024 and 390, light and dark: axe clean, the SLA column in view at 1024', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const q of QUEUES) {
    await page.goto(q.url);
    await expect(page.locator('main').getByRole('heading', { name: q.heading }).first()).toBeVisible();
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of [1440, 1024, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await expectScreenSettled(page);
        if (width === 1024 && q.sla) {
          const header = page.getByRole('columnheader', { name: q.sla }).first();
          await expect(header).toBeVisible();
          const box = await header.boundingBox();
          expect(box, `${q.name}: SLA column`).not.toBeNull();
          expect(box!.x + box!.width, `${q.name}: SLA column inside 1024 px`).toBeLessThanOrEqual(1024);
          // No sideways scrolling of the page.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
        }
        if (width === 1440) expect(await axeViolations(page), `${q.name} ${colorScheme}`).toEqual([]);
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
          window.scrollTo(0, 0);
        });
        await page.screenshot({ path: path.join(SHOTS, `${q.name}-${width}-${colorScheme}.png`), fullPage: true });
      }
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});

test('clicks: ten payments verified at ≤ 2 each, ten certificates published at ≤ 3 each, ten cleared by bulk publish in ≤ 5', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  const counter = clickCounter();

  // Verify one payment: the oldest is selected; "Verifikasi", then "Ya, verifikasi".
  await page.goto('/admin/payment-verification');
  const paymentClicks: number[] = [];
  for (let i = 0; i < 10; i++) {
    const title = page.locator('#payment-pane-title');
    const before = (await title.textContent()) ?? '';
    await counter.click(page.getByRole('button', { name: 'Verifikasi', exact: true }));
    await counter.click(page.getByRole('dialog').getByRole('button', { name: 'Ya, verifikasi' }));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    if (i < 9) await expect(title).not.toHaveText(before);
    paymentClicks.push(counter.take());
  }
  expect(paymentClicks).toHaveLength(10);
  for (const n of paymentClicks) expect(n).toBeLessThanOrEqual(2);

  // Publish one certificate: tick it, "Terbitkan 1 terpilih", confirm under the stored signatory.
  await page.goto('/admin/publish-queue');
  const publishClicks: number[] = [];
  for (let i = 0; i < 10; i++) {
    const first = page.getByRole('checkbox', { name: /^Pilih SP-/ }).first();
    await expect(first).toBeVisible();
    await counter.click(first);
    await counter.click(page.getByRole('button', { name: 'Terbitkan 1 terpilih' }));
    await counter.click(page.getByRole('dialog').getByRole('button', { name: 'Terbitkan 1 SBU' }));
    await expect(page.getByTestId('batch-results')).toContainText('SBU-');
    publishClicks.push(counter.take());
  }
  for (const n of publishClicks) expect(n).toBeLessThanOrEqual(3);

  // Approved applications the lane's earlier specs left (older than these) went first above: publish
  // one by one until this spec's last ten remain.
  const ticks = page.getByRole('checkbox', { name: /^Pilih SP-/ });
  await page.reload();
  await expect(ticks.first()).toBeVisible();
  while ((await ticks.count()) > 10) {
    await ticks.first().click();
    await page.getByRole('button', { name: 'Terbitkan 1 terpilih' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Terbitkan 1 SBU' }).click();
    await expect(page.getByText('1 diterbitkan, 0 gagal')).toBeVisible();
    await page.reload();
    await expect(ticks.first()).toBeVisible();
  }
  counter.take();

  // Clear ten approved applications at once: "Pilih semua", "Terbitkan 10 terpilih", confirm.
  await expect(ticks).toHaveCount(10);
  await counter.click(page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }));
  await counter.click(page.getByRole('button', { name: 'Terbitkan 10 terpilih' }));
  await counter.click(page.getByRole('dialog').getByRole('button', { name: 'Terbitkan 10 SBU' }));
  await expect(page.getByText('10 diterbitkan, 0 gagal')).toBeVisible({ timeout: 60_000 });
  const bulkClicks = counter.take();
  expect(bulkClicks).toBeLessThanOrEqual(5);
  // The figures, for the report.
  console.log(
    `back-office clicks: payment ${Math.max(...paymentClicks)}, publish ${Math.max(...publishClicks)}, bulk ten ${bulkClicks}`,
  );
});

test('keyboard only: the publish queue is cleared with j, v and Enter, the next row selected after each', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL as string;
  const company = await seedVerifiedCompany(base, `${TAG}-keys`, 7);
  const codes: string[] = [];
  for (const code of CODES.slice(0, 3)) {
    const codeReg = await createApplication(base, company, { subBidangCodes: [code] });
    await takeToApproved(base, company, codeReg);
    codes.push(codeReg);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/admin/publish-queue');
  const current = page.locator('tbody tr[aria-current="true"]');
  await expect(page.getByText('Pintasan:')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: codes[2]! })).toBeVisible();
  // The oldest first: these three are the newest approvals, at the end of what is left; j walks there.
  for (let step = 0; step < 60 && !((await current.textContent()) ?? '').includes(codes[0]!); step++)
    await page.keyboard.press('j');
  await expect(current).toContainText(codes[0]!);
  await page.keyboard.press('j');
  await expect(current).toContainText(codes[1]!);
  await page.keyboard.press('k');
  await expect(current).toContainText(codes[0]!);

  for (let i = 0; i < 3; i++) {
    await expect(current).toContainText(codes[i]!);
    await page.keyboard.press('v');
    const dialog = page.getByRole('dialog', { name: 'Terbitkan SBU untuk 1 permohonan?' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Terbitkan 1 SBU' });
    // Tab to the confirmation, then Enter: no mouse.
    for (let tab = 0; tab < 8 && !(await confirm.evaluate((el) => el === document.activeElement)); tab++)
      await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('batch-results')).toContainText(codes[i]!);
    await expect(page.getByRole('rowheader', { name: codes[i]! })).toHaveCount(0);
  }
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'publish-queue-keys-1440-light.png') });
});
