import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPath } from '@portal/contract';
import { axeViolations } from '../support/axe';
import { E2E_ADMIN, expectScreenSettled, type NewCompany } from '../support/fixtures';
import { seedCompanyInReview } from '../support/seed-api';
import { ensureAdminEnrolled, nextAdminCode } from '../support/second-factor';

/**
 * The clerk's desk (docs/business-rules.md#verification-queue): five companies are put in review
 * through the API; an administrator, with the keyboard alone, opens the queue, walks the first
 * company's documents in the preview pane, verifies them, approves, and goes on to the next
 * company in the queue. Then axe and screenshots of the clerk screens.
 */
const TAG = `Antrean${Date.now() % 100_000}`;
const seeded: NewCompany[] = [];
const SHOTS = process.env.SHOT_OUT ?? path.resolve('test-results', 'shots-queue');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  for (let i = 0; i < 5; i++) seeded.push(await seedCompanyInReview(baseURL as string, `${TAG}-${i}`, i + 1));
});

/** Presses Tab until `target` has the focus (keyboard only), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function loginByKeyboard(page: Page) {
  await page.goto('/login');
  const base = new URL(page.url()).origin;
  await ensureAdminEnrolled(base);
  await page.getByRole('textbox', { name: 'Email', exact: true }).focus();
  await page.keyboard.type(E2E_ADMIN.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(E2E_ADMIN.password);
  await page.keyboard.press('Enter');
  // The second factor's one field takes the focus (support/second-factor.ts).
  await expect(page.getByRole('textbox', { name: 'Kode verifikasi', exact: true })).toBeFocused();
  await page.keyboard.type(await nextAdminCode(base));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('a clerk walks the verification queue with the keyboard alone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginByKeyboard(page);

  // The sidebar shows how many companies wait; Enter opens the queue and focus lands on the heading.
  const nav = page.getByRole('navigation', { name: 'Navigasi admin' });
  const companiesLink = nav.getByRole('link', { name: /^Manajemen Perusahaan \d+ menunggu$/ });
  await expect(companiesLink).toBeVisible();
  await tabTo(page, companiesLink);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Manajemen Perusahaan' })).toBeFocused();
  const queue = page.getByRole('table', { name: 'Antrean verifikasi perusahaan' });
  await expect(queue).toBeVisible();

  // Oldest submission first: the seeded companies keep their order, each "0 dari 8 terverifikasi".
  // Polled: the table shows while its first page is still loading (skeleton rows, no names yet).
  const mine = async () =>
    (await queue.getByRole('rowheader').getByRole('link').allInnerTexts()).filter((n) => n.includes(TAG));
  await expect.poll(mine).toEqual(seeded.map((c) => c.companyName));
  const firstRow = queue.getByRole('row').filter({ hasText: seeded[0].companyName });
  await expect(firstRow.getByText('0 dari 8 terverifikasi')).toBeVisible();
  await expect(firstRow.getByText('< 1 jam')).toBeVisible();

  // Into the first company from the keyboard.
  await tabTo(page, queue.getByRole('link', { name: seeded[0].companyName }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: seeded[0].companyName })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  // The pane opens on the first document; j / k move through them and are announced on screen.
  const position = page.getByText(/^Dokumen \d+ dari 8$/);
  await expect(position).toHaveText('Dokumen 1 dari 8');
  await expect(page.locator('iframe[title="Pratinjau KTA Kadin Terakhir"]')).toHaveAttribute(
    'src',
    /get_document\.php\?uuid=/,
  );
  await page.keyboard.press('j');
  await expect(position).toHaveText('Dokumen 2 dari 8');
  await page.keyboard.press('k');
  await expect(position).toHaveText('Dokumen 1 dari 8');

  // v verifies the shown document and moves on to the next one awaiting review, eight times.
  for (let i = 1; i <= 8; i++) {
    await expect(position).toHaveText(`Dokumen ${i} dari 8`);
    const label = await page.locator('#preview-pane-title').innerText();
    await page.keyboard.press('v');
    await expect(page.getByRole('listitem', { name: label, exact: true }).getByText('Terverifikasi')).toBeVisible();
    if (i < 8) await expect(position).toHaveText(`Dokumen ${i + 1} dari 8`);
  }
  await expect(page.getByText('Semua dokumen wajib telah terverifikasi. Perusahaan dapat disetujui.')).toBeVisible();

  // Approve with the keyboard: Tab to the button, Enter, Tab to the dialog's confirm, Enter.
  await tabTo(page, page.getByRole('button', { name: 'Setujui Perusahaan' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Setujui Registrasi Perusahaan' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Setujui', exact: true }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Perusahaan telah diverifikasi/)).toBeVisible();

  // The history names the clerk; the next oldest waiting company is offered, and n opens it.
  await expect(page.getByRole('region', { name: 'Riwayat Keputusan' }).getByText(/Disetujui · oleh/)).toBeVisible();
  const head = await page.request.get(
    `${apiPath('admin/companies/list.php')}?status=in_review&sort=waiting&per_page=1`,
  );
  const expected = (await head.json()).data.items[0].name as string;
  await expect(page.getByRole('link', { name: `Berikutnya dalam antrean: ${expected}` })).toBeVisible();
  await page.keyboard.press('n');
  await expect(page.getByRole('heading', { level: 2, name: expected })).toBeVisible();
  await expect(page.getByText('Dokumen 1 dari 8')).toBeVisible();

  // Kembali ke daftar returns to the queue; the approved company has left it.
  await tabTo(page, page.getByRole('link', { name: 'Kembali ke daftar' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(queue.getByRole('link', { name: seeded[0].companyName })).toHaveCount(0);
  await expect(queue.getByRole('link', { name: seeded[1].companyName })).toBeVisible();
});

test('the clerk screens pass axe and are photographed (1440×900, 1024×768, 390 px; light and dark)', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginByKeyboard(page);
  await page.goto('/admin/companies');
  await page.getByRole('link', { name: seeded[2].companyName }).click();
  await expect(page.getByText('Dokumen 1 dari 8')).toBeVisible();
  const detailUrl = page.url();
  // One document rejected with a ready-made reason, so the screens show every state.
  await page.keyboard.press('j');
  await page.keyboard.press('r');
  const reject = page.getByRole('dialog', { name: 'Tolak Dokumen' });
  await reject.getByRole('radio', { name: 'Dokumen tidak terbaca atau buram.' }).check();
  expect(await axeViolations(page), 'reject dialog').toEqual([]);
  await reject.getByRole('button', { name: 'Tolak Dokumen' }).click();
  await expect(page.getByText('NIB telah ditolak.')).toBeVisible();

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const [w, h] of [
      [1440, 900],
      [1024, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.goto('/admin/companies');
      await expectScreenSettled(page);
      if (w === 1440) expect(await axeViolations(page), `${colorScheme} queue`).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `queue-${w}-${colorScheme}.png`) });
      await page.goto(detailUrl);
      await expect(page.getByText(/^Dokumen \d+ dari 8$/)).toBeVisible();
      if (w === 1440) expect(await axeViolations(page), `${colorScheme} company detail`).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `detail-${w}-${colorScheme}.png`) });
      if (w === 1440)
        await page.screenshot({ path: path.join(SHOTS, `detail-${w}-${colorScheme}-full.png`), fullPage: true });
    }
  }
  // The user detail sheet with its history (a suspension and a reactivation by this clerk).
  await page.setViewportSize({ width: 1440, height: 900 });
  const users = await page.request.get(`${apiPath('admin/users/list.php')}?q=${encodeURIComponent(seeded[4].email)}`);
  const target = (await users.json()).data.items[0] as { uuid: string };
  const csrf = (await (await page.request.get(apiPath('auth/csrf-token.php'))).json()).data.csrf_token as string;
  for (const body of [{ suspended: true, reason: 'Data tidak sesuai' }, { suspended: false }]) {
    const res = await page.request.post(apiPath('admin/users/set-suspended.php'), {
      data: { uuid: target.uuid, ...body, csrf_token: csrf },
      headers: { 'x-csrf-token': csrf },
    });
    expect(res.status()).toBe(200);
  }
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto(`/admin/users?q=${encodeURIComponent(seeded[4].email)}`);
    await page.getByRole('button', { name: seeded[4].name, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Detail Pengguna' });
    await expect(
      sheet.getByRole('region', { name: 'Riwayat Keputusan' }).getByText(/Diaktifkan kembali · oleh/),
    ).toBeVisible();
    expect(await axeViolations(page), `${colorScheme} user sheet`).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `user-sheet-1440-${colorScheme}.png`) });
  }
  await context.close();
});
