import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * The page as a person would see it once a theme switch is over. The theme follows the (emulated)
 * system scheme through a `dark` class that the app's script sets a moment after the change (a
 * user's own choice in local storage wins); the class then starts colour transitions
 * (`transition-colors`), and a text measured halfway has neither its light nor its dark contrast.
 * Polled from here, not with the page's timers or frames: a test may run the page on a paused
 * fake clock.
 */
export async function themeSettled(page: Page): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const state = await page.evaluate(async () => {
      let chosen: string | null = null;
      try {
        chosen = localStorage.getItem('theme');
      } catch {
        // A page without storage (an opaque origin) has no chosen theme.
      }
      const dark = chosen === 'dark' || (chosen !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
      const themed = document.documentElement.classList.contains('dark') === dark;
      // Reading a style applies pending changes, so transitions they start are listed.
      void getComputedStyle(document.documentElement).color;
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      return { themed, running: running.length };
    });
    if ((state.themed && state.running === 0) || Date.now() > deadline) return;
    await page.waitForTimeout(state.themed ? 20 : 50);
  }
}

/**
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and returns the violations,
 * one line each, so a failing test names the rule and the elements.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await themeSettled(page);
  // Evaluated through the DevTools protocol: the portal's CSP (rightly) refuses injected <script>s.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}${v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : ''}`,
  );
}
