/**
 * What the worker runs: it formats one date and one number in the locale it is sent, then ends. Written out here
 * rather than as a file of its own, so the page makes no request for it.
 */
const WORKER_SOURCE = `addEventListener('message', (event) => {
  new Intl.DateTimeFormat(event.data, { weekday: 'long', day: 'numeric', month: 'long' }).format(0);
  new Intl.NumberFormat(event.data).format(0);
  close();
});`;

/**
 * The first date or number a page formats makes the browser load its locale data (ICU): 130–350 ms of the page's
 * own thread at 4× CPU slowdown, measured in Chromium, in the middle of drawing the student home. The data is shared
 * by the page's threads, so a worker that formats once at start takes that cost beside the page, which then formats
 * in ~3 ms (docs/PERFORMANCE.md § First load).
 */
export function warmUpIntl(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    // The script's address lives as long as the page: a few hundred bytes, and the worker may still be fetching it.
    new Worker(URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }))).postMessage(locale);
  } catch {
    // A browser that refuses the worker loads the data on the first formatting, as without one.
  }
}
