import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { RENDERED_ATTRIBUTE } from '../src/lib/on-demand/offscreen-render';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe with the WCAG 2.1 A and AA rules and returns one readable line per violation node.
 * `within`: a selector to check only that part, for a state that changes only it (an open menu on
 * a page whose closed state has its own full check): axe over a whole long page took 40 s on a
 * busy 2-core machine.
 */
export async function axeViolations(page: Page, label: string, within?: string): Promise<string[]> {
  // Blocks below the first screen render once the app is idle (src/lib/on-demand/offscreen-render.ts);
  // until then axe reads the colours behind their text from a page that is not drawn there yet.
  // Only the site's pages have the app; a planted bare page never gets the mark.
  await page.waitForFunction((rendered) => !document.querySelector('#root[data-server-rendered]') || document.documentElement.hasAttribute(rendered), RENDERED_ATTRIBUTE, { timeout: 20_000 });
  // Contrast read mid-animation (a modal fading in) is not what the visitor ends up seeing.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
  // Only violations come back in full: passes and inapplicable results listed every node of a
  // long page, and serialising them out of the browser was much of each check's time.
  // `options()` replaces every option set before it, `withTags()` included, so it comes first:
  // the other order ran axe's best-practice rules too.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${label}: ${violation.id} (${violation.impact ?? 'n/a'}) ${violation.help} at ${node.target.join(' ')}`,
    ),
  );
}
