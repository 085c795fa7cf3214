// The script of a page whose first screen the server drew (server/src/lib/spa.ts, pageWithScreen), in place of the
// app's own: the drawn screen paints first, pictures and all, then the app's script (named in data-app) loads and
// takes it over. With the app's script and its preloads in the page, the browser compiles and runs the app's modules
// before its first paint (about a second at 4× CPU slowdown), and the screen drawn to show at once would wait for
// them; started before the pictures are in, the app's code holds their paint back the same way.

/** Imports the app's script once the page has loaded and the frame after it has painted. */
export function startAppAfterPaint(app: string | undefined): void {
  if (!app) return;
  // A frame's callback runs before that frame paints; a task queued from it, after.
  const start = () => requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ app)));
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}

startAppAfterPaint(document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app);
