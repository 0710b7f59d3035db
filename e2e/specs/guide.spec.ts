import path from 'node:path';
import { apiPath, computeFee, formatCurrency, ZFeeScheduleResponse } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { newCompany, registerAndVerify, SHOT_DIR } from '../support/fixtures';

/**
 * Panduan for a just-registered (unverified) leader: the steps, fee examples on the live
 * (seeded) schedule, the search, deep links and the language switch; axe in light and dark, and
 * screenshots at 1280 and 390 px for a person to look at.
 */
async function openGuide(page: Page, hash = '') {
  await page.goto(`/guide${hash}`);
  await expect(page.getByRole('heading', { level: 2, name: /Langkah 1/ })).toBeVisible();
  await expect(page.getByTestId('fee-examples')).toBeVisible();
}

test('the guide: steps, live fee examples, search, deep link, language, axe and screenshots', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await registerAndVerify(page, newCompany('guide'));
  // Reached from the sidebar, before the company is verified.
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Panduan' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await openGuide(page);
  // One per section: the seven steps, then appeals and complaints, statuses, fees and the FAQ.
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(11);

  // The live schedule (another spec may have changed the seeded one): the totals the contract's
  // computeFee gives on it. On the seeded schedule: Rp 2.775.000, Rp 3.885.000, Rp 3.108.000.
  const rates = ZFeeScheduleResponse.parse((await (await page.request.get(apiPath('fees/schedule.php'))).json()).data);
  const total = (applicationType: 'new' | 'renewal', subBidangCount: number) =>
    formatCurrency(computeFee(rates, { applicationType, qualification: 'kecil', subBidangCount }).total);
  const examples = page.getByTestId('fee-examples');
  await expect(examples.locator('[data-example="newOne"] [data-testid="quote-total"]')).toHaveText(total('new', 1));
  await expect(examples.locator('[data-example="newThree"] [data-testid="quote-total"]')).toHaveText(total('new', 3));
  await expect(examples.locator('[data-example="renewalThree"] [data-testid="quote-total"]')).toHaveText(
    total('renewal', 3),
  );

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openGuide(page);
      expect(await axeViolations(page), `${colorScheme} ${width}`).toEqual([]);
      await page.screenshot({ path: path.join(SHOT_DIR, `guide-${width}-${colorScheme}.png`) });
      for (const part of ['statuses', 'fees', 'faq']) {
        await page
          .locator(`#${part}`)
          .screenshot({ path: path.join(SHOT_DIR, `guide-${width}-${colorScheme}-${part}.png`) });
      }
    }
    // The search, with its marks, and its empty answer.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('searchbox', { name: 'Cari di panduan' }).fill('perpanjangan');
    await expect(page.locator('article mark').first()).toBeVisible();
    expect(await axeViolations(page), `${colorScheme} search`).toEqual([]);
    await page.screenshot({ path: path.join(SHOT_DIR, `guide-search-${colorScheme}.png`) });
    await page.getByRole('searchbox', { name: 'Cari di panduan' }).fill('zzqxv');
    await expect(page.getByText('Tidak ada hasil untuk “zzqxv”')).toBeVisible();
    await page.screenshot({ path: path.join(SHOT_DIR, `guide-no-results-${colorScheme}.png`) });
  }

  // A deep link opens at its part, with the heading focused.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  await openGuide(page, '#faq-wrong-amount');
  await expect(page.getByRole('heading', { level: 3, name: 'Saya mentransfer jumlah yang salah' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name: 'Saya mentransfer jumlah yang salah' })).toBeInViewport();

  // The contents by keyboard: Tab to a link, Enter moves there.
  const toc = page.getByRole('navigation', { name: 'Daftar isi' });
  await toc.getByRole('link', { name: /Contoh biaya/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide#fees$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Contoh biaya' })).toBeFocused();

  // Printed: the guide's text alone, without the shell, the contents or the search.
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.getByRole('navigation', { name: 'Daftar isi' })).toBeHidden();
  await expect(page.getByRole('searchbox', { name: 'Cari di panduan' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.screenshot({ path: path.join(SHOT_DIR, 'guide-print.png') });
  await page.emulateMedia({ media: 'screen', colorScheme: 'light' });

  // The language switch changes the content.
  await page.getByRole('button', { name: /Pilih bahasa/ }).click();
  await page.getByRole('menuitemradio', { name: /English/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Step 5\s*Pay the invoice/ })).toBeVisible();
  // It stays at the part it was showing.
  await expect(page.getByRole('heading', { level: 2, name: 'Fee examples' })).toBeInViewport();
  await page.screenshot({ path: path.join(SHOT_DIR, 'guide-1280-light-en.png') });
  await context.close();
});
