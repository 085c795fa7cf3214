import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['critical', 'serious', 'moderate']);

/**
 * WCAG 2.x A/AA plus axe's best practices, which hold the page-structure rules: one main landmark,
 * all content in landmarks, a level-one heading, heading order, no duplicate banner.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

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
 * A tooltip is a passing hint to the control under the pointer, portalled by Mantine to the end of the page,
 * outside the landmark of that control. The pointer a login click left over a truncated name would otherwise
 * decide the result, so the page is checked at rest: pointer in the corner, hints closed.
 */
async function restPointer(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.querySelector('[role="tooltip"]') === null);
}

/** axe checks that a level-one heading exists; a page title is also the only one, which it does not check. */
async function headingOneProblems(page: Page): Promise<string[]> {
  const titles = await page.getByRole('heading', { level: 1 }).allTextContents();
  return titles.length === 1 ? [] : [`page-has-one-heading-one: ${titles.length} level-one headings — ${titles}`];
}

/**
 * Runs axe on what the page shows now and describes each critical, serious or moderate violation
 * with the elements it was found on, plus a page title that is missing or not alone; an empty list means
 * the page passes.
 */
export async function blockingA11yViolations(page: Page): Promise<string[]> {
  await restPointer(page);
  await settleTransitions(page);
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const violations = result.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      return `${violation.impact} ${violation.id}: ${violation.help} — ${where}`;
    });
  return [...violations, ...(await headingOneProblems(page))];
}
