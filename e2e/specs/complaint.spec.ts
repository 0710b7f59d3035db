import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_DATA_DIR, SHOT_DIR, login } from '../support/fixtures';
import { readOutbox } from '../support/outbox';
import { expectAxeClean, shootScreens } from '../support/screens';

/**
 * The public complaint form on /verify (docs/business-rules.md#complaints-and-appeals): a visitor
 * without an account, e.g. a procurement officer, complains about a certificate; the form says by
 * which date the answer comes, and the confirmation is e-mailed; an administrator answers it from
 * Banding & Keluhan and the answer is e-mailed. axe in light and dark, screenshots at 1280 and 390 px.
 */
test('a visitor files a complaint from /verify; an administrator answers it from Banding & Keluhan', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = `ppk-${Date.now()}@dinas.example.go.id`;
  await page.goto('/verify?complaint=SBU-2026-000123#complaint');
  const form = page.getByRole('form', { name: 'Formulir keluhan' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ajukan keluhan' })).toBeVisible();
  await expect(form.getByLabel('Nomor sertifikat (jika ada)')).toHaveValue('SBU-2026-000123');
  await expectAxeClean(page, '/verify with the complaint form');

  // Refused at the form: nothing is sent; the first field says why.
  await form.getByRole('button', { name: 'Kirim Keluhan' }).click();
  await expect(form.getByLabel(/^Nama/)).toHaveAttribute('aria-invalid', 'true');
  await expectAxeClean(page, '/verify with field errors');
  await shootScreens(page, path.join(SHOT_DIR, 'complaint'), 'verify-complaint-errors', () =>
    expect(form).toBeVisible(),
  );

  // Keyboard only: every field in order, then the button.
  await form.getByLabel(/^Nama/).focus();
  await page.keyboard.type('Pejabat Pengadaan');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Sertifikat mencurigakan');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nomor sertifikat di dokumen tender tidak cocok dengan data di portal.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const sent = page.getByRole('status').filter({ hasText: 'Keluhan Anda telah diterima' });
  await expect(sent).toContainText(/paling lambat \d{1,2} \w+ \d{4}/);
  await expectAxeClean(page, '/verify after the complaint');
  await shootScreens(page, path.join(SHOT_DIR, 'complaint'), 'verify-complaint-sent', () => expect(sent).toBeVisible());
  await expect.poll(() => readOutbox(E2E_DATA_DIR).filter((m) => m.to === email).length).toBe(1);

  // The administrator's queue: the complaint, oldest first, answered with a reason-like dialog.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await login(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin/appeals');
  await expect(admin.getByRole('heading', { level: 1, name: 'Banding & Keluhan' })).toBeVisible();
  const queue = admin.getByRole('region', { name: /^Keluhan/ });
  const item = queue.getByRole('listitem').filter({ hasText: email });
  await expect(item).toBeVisible();
  await expectAxeClean(admin, '/admin/appeals');
  await shootScreens(admin, path.join(SHOT_DIR, 'complaint'), 'admin-appeals', () => expect(item).toBeVisible());
  await item.getByRole('button', { name: 'Jawab' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Jawab keluhan' });
  await dialog.getByLabel(/Jawaban/).fill('Sertifikat tersebut sudah kami periksa dan dinyatakan sah.');
  await expectAxeClean(admin, '/admin/appeals answer dialog');
  await dialog.getByRole('button', { name: 'Jawab' }).click();
  await expect(item).toHaveCount(0);
  await expect
    .poll(() => readOutbox(E2E_DATA_DIR).filter((m) => m.to === email && m.text.includes('dinyatakan sah')).length)
    .toBe(1);
  await context.close();
});
