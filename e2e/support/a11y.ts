import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

/**
 * Colours caught half-way through a fade (the student header eases into the subject colour)
 * are not what anyone reads, so finite transitions are let finish; endless ones (loaders) are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe (WCAG 2.x A/AA rules) on what the page shows now and describes each critical or
 * serious violation with the elements it was found on; an empty list means the page passes.
 */
export async function blockingA11yViolations(page: Page): Promise<string[]> {
  await settleTransitions(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      return `${violation.impact} ${violation.id}: ${violation.help} — ${where}`;
    });
}
