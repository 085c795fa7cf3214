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

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** Mantine's containers (one per corner) for passing notices. */
const NOTICES = '.mantine-Notifications-root';

/**
 * Violations found only inside notices may be a notice caught half-transparent while it faded out on its own
 * during the run (or already removed since). The page is then read again once they are gone; a notice that
 * stays on screen is reported.
 */
async function onlyInNotices(page: Page, violations: Violation[]): Promise<boolean> {
  if (violations.length === 0) return false;
  const targets = violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  return page.evaluate(
    ({ selectors, container }) =>
      selectors.every((selector) => {
        try {
          const element = document.querySelector(selector);
          return element === null || element.closest(container) !== null;
        } catch {
          return false;
        }
      }),
    { selectors: targets, container: NOTICES },
  );
}

async function blockingViolations(page: Page): Promise<Violation[]> {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return result.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/**
 * Runs axe on what the page shows now and describes each critical, serious or moderate violation
 * with the elements it was found on, plus a page title that is missing or not alone; an empty list means
 * the page passes.
 */
export async function blockingA11yViolations(page: Page): Promise<string[]> {
  await restPointer(page);
  await settleTransitions(page);
  let found = await blockingViolations(page);
  if (await onlyInNotices(page, found)) {
    const faded = await page
      .waitForFunction((container) => document.querySelector(`${container} [role="alert"]`) === null, NOTICES, {
        timeout: 10_000,
      })
      .then(() => true)
      .catch(() => false);
    if (faded) {
      await settleTransitions(page);
      found = await blockingViolations(page);
    }
  }
  const violations = found.map((violation) => {
    const where = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
    return `${violation.impact} ${violation.id}: ${violation.help} — ${where}`;
  });
  return [...violations, ...(await headingOneProblems(page))];
}
