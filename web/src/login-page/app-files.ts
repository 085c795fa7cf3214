import { pageDataBlock } from '../lib/page-data-block.ts';

/** The data block of login.html that names the signed-in app's first files (written by web/prerender.mjs). */
export const APP_FILES_ELEMENT_ID = 'app-files';

/**
 * Fetches the signed-in app's first files into the browser's cache without running them, once the visitor starts to
 * log in: the app is a page of its own, loaded after the login, and then starts from the cache instead of the network.
 */
export function prefetchApp(): void {
  const files = pageDataBlock<unknown>(APP_FILES_ELEMENT_ID);
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    // The app's page asks for its scripts and styles in CORS mode (Vite marks them crossorigin): the same request.
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}
