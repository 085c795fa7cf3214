import { FIRST_SCREEN_ELEMENT_ID } from '@umka/contracts';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), as far as the drawn pages read it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The modules a drawn page's first screen runs beyond the app's entry: the layout and the page the router loads
 * lazily for it (app/lazyLayouts.tsx, app/lazyPages.tsx), named as the manifest names them.
 */
export const FIRST_SCREEN_MODULES = [
  'src/app/layouts/StudentArea.tsx',
  'src/features/students/student/StudentHomePage.tsx',
];

/** The styles of the given modules and of everything they import, each once. */
export function stylesOf(manifest: Manifest, modules: readonly string[]): string[] {
  const visited = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}`);
    if (visited.has(key)) return;
    visited.add(key);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...styles];
}

/** The script of a drawn page (boot.ts), as the manifest names it. */
export const BOOT_MODULE = 'src/first-screen/boot.ts';

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const APP_STYLESHEET = /<link rel="stylesheet"[^>]* href="([^"]+)"/g;

/**
 * The style sheets of a drawn page: those its screen is drawn with beyond the ones the app's page (index.html) links
 * already, which the page carries only the used rules of (screen-styles.ts), and those linked ones.
 */
export function screenSheets(manifest: Manifest, appPage: string): { drawn: string[]; linked: string[] } {
  const linked = [...appPage.matchAll(APP_STYLESHEET)].map((match) => match[1] ?? '');
  const drawn = stylesOf(manifest, FIRST_SCREEN_MODULES).filter((file) => !linked.includes(file));
  return { drawn, linked };
}

/**
 * What a drawn page adds to its head beyond its styles (the server takes the app's script and preloads out of it): the
 * script that starts the app's own once the screen has painted, and the hold on painting until the screen's data
 * block, which follows it, is parsed. The layout's and the page's scripts are not preloaded: the app asks for them as
 * it starts, and compiling them on arrival would hold the first paint too.
 */
export function headLinks(manifest: Manifest, appPage: string): string {
  const app = APP_SCRIPT.exec(appPage)?.[1];
  const boot = manifest[BOOT_MODULE]?.file;
  if (!app || !boot) throw new Error("The build's app page names no script, or its manifest no first-screen boot");
  return [
    `<script type="module" crossorigin src="/${boot}" data-app="${app}"></script>`,
    // Nothing paints before the whole drawn screen is in: the parser would otherwise hand over a screen in slices, each
    // laid out and painted anew (three layouts of the home at 4× slowdown instead of one).
    `<link rel="expect" href="#${FIRST_SCREEN_ELEMENT_ID}" blocking="render">`,
  ].join('');
}
