import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { axeViolations, themeSettled } from './axe';
import { expectScreenSettled } from './fixtures';

/**
 * Full-page screenshots at 1280 and 390 px, light and dark, into `dir` (`<name>-<width>-<scheme>.png`);
 * then back to light at 1280. `settled` says when the screen is ready (its heading, by default).
 */
export async function shootScreens(
  page: Page,
  dir: string,
  name: string,
  settled: () => Promise<void> = () => expectScreenSettled(page),
): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await settled();
      await themeSettled(page);
      // From the top, with nothing focused: a full-page shot of a scrolled page paints the fixed
      // header and sidebar where the viewport was.
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo(0, 0);
      });
      await page.screenshot({ path: path.join(dir, `${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** axe (WCAG 2.1 AA) clean in light and dark. */
export async function expectAxeClean(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectScreenSettled(page);
    expect(await axeViolations(page), `${name} ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
