/**
 * The JSON of a data block the server or the build wrote into the page (`<script type="application/json" id="…">`),
 * typed as its writer's contract types it; undefined when the page has none (a page from the Vite dev server) or the
 * block is not JSON.
 */
export function pageDataBlock<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}
