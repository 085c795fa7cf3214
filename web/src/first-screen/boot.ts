// The script of a page whose first screen the server drew (server/src/lib/spa.ts, pageWithScreen), in place of the
// app's own: the drawn screen paints first, pictures and all, then the app's script (named in data-app) loads and
// takes it over. With the app's script and its preloads in the page, the browser compiles and runs the app's modules
// before its first paint (about a second at 4× CPU slowdown), and the screen drawn to show at once would wait for
// them; started before the pictures are in, the app's code holds their paint back the same way.

/**
 * How long after the page has loaded the app starts when no paint has been reported: a browser without paint timing,
 * or a page opened in a hidden tab, which reports none.
 */
export const UNREPORTED_PAINT_MS = 3000;

function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page's first contentful paint has been presented: a frame's callback runs before the frame is
 * drawn, and the app's code started from it held the drawing of that frame back (the first paint came ~1 s after the
 * page was parsed at 4× CPU slowdown, the app's code running meanwhile); the paint's report comes after it is shown.
 */
function painted(): Promise<void> {
  const reported = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  const late = new Promise<void>((resolve) => setTimeout(resolve, UNREPORTED_PAINT_MS));
  return Promise.race([reported, late]);
}

/** Imports the app's script once the page has loaded and its first paint has been shown. */
export async function startAppAfterPaint(
  app: string | undefined,
  load: (script: string) => Promise<unknown> = (script) => import(/* @vite-ignore */ script),
): Promise<void> {
  if (!app) return;
  await loaded();
  await painted();
  await load(app);
}

void startAppAfterPaint(document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app);
