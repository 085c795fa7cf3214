import type { Page } from 'playwright-core';

/** Errors the page writes to its console from now on: a page taken over without a mismatch writes none. */
export function consoleErrorsOf(page: Page): readonly string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Marks the first element matching `selector` with `data-drawn` as soon as the parser inserts it, before any of the
 * app's code runs: after the take-over, a marked heading is the one the server drew, an unmarked one was drawn anew.
 */
export async function markDrawnOnArrival(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    new MutationObserver((_, observer) => {
      const element = document.querySelector(wanted);
      if (!element) return;
      element.setAttribute('data-drawn', '');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

/**
 * Waits until the app has reached the element matching `selector` in taking the screen over. A drawn screen looks the
 * same before and after, so nothing visible tells; React keeps its fiber on each element it has claimed while
 * hydrating, or drawn (`__reactFiber$…`). Checks made after a later step of the journey cannot tell: a click on a link
 * of a part not yet taken over is followed by the browser as a page load, which draws the screen anew.
 */
export async function waitForTakeOver(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const element = document.querySelector(wanted);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  }, selector);
}
