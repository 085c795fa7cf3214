// The script of a page whose first screen the server drew (server/src/lib/spa.ts, pageWithScreen), in place of the
// app's own: the drawn screen paints first, then the app's script (named in data-app) loads and takes it over. With
// the app's script and its preloads in the page, the browser compiles and runs the app's modules before its first
// paint (about a second at 4× CPU slowdown), and the screen that was drawn to show at once would wait for them.
const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
if (app) {
  // A frame's callback runs before that frame paints; a task queued from it, after.
  requestAnimationFrame(() => setTimeout(() => void import(/* @vite-ignore */ app)));
}
