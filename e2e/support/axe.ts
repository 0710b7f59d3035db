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
 * Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now and returns the violations,
 * one line each, so a failing test names the rule and the elements.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // A theme switch starts colour transitions (`transition-colors`): measured halfway, a text has
  // neither its light nor its dark contrast. The transitions may start only at the next frame
  // (a busy machine paints late): wait two frames, then for every finite animation to end, until
  // a frame passes with none running.
  await page.evaluate(async () => {
    const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    for (let round = 0; round < 10; round++) {
      await frames();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
    }
  });
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
