/**
 * The first date or number a page formats makes the browser load its locale data (ICU): 130–350 ms of the page's
 * own thread at 4× CPU slowdown, measured in Chromium, in the middle of drawing the student home. The data is shared
 * by the page's threads, so a worker that formats once at start takes that cost beside the page, which then formats
 * in ~3 ms (docs/PERFORMANCE.md § First load).
 */
export function warmUpIntl(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' }).postMessage(locale);
  } catch {
    // A browser that refuses the worker loads the data on the first formatting, as without one.
  }
}
