import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip as gzipCompress, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  CLIENT_CONFIG_ELEMENT_ID,
  type ClientConfig,
  DEFAULT_LOCALE,
  type DrawnScreen,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
} from '@umka/contracts';
import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from './app-error.ts';
import type { FirstScreens } from './first-screen.ts';
import { cookieValue } from './page-session.ts';

const NOT_SPA = /^\/(api|socket\.io)(\/|$|\?)/;

/** What every page needs before it can show anything, answered by GET /api/client-config too. */
export type PageConfig = (hostname: string) => Promise<ClientConfig>;

/**
 * The page with its client config in a JSON block, so the app starts without asking for it first. `<` is escaped so
 * no value can close the block; a data block is not a script, so the page's CSP has nothing to allow.
 */
export function pageWithConfig(html: string, config: ClientConfig): string {
  const json = JSON.stringify(config).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${json}</script>`;
  return html.replace('</head>', `${block}</head>`);
}

/** Where the build put each locale's texts (web/src/lib/i18n.ts), read from its manifest; empty without one. */
export function localeFiles(distDir: string): Partial<Record<Locale, string>> {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return {};
  const manifest: Record<string, { file?: string }> = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files: Partial<Record<Locale, string>> = {};
  for (const locale of LOCALES) {
    const file = manifest[`src/locales/${locale}.json`]?.file;
    if (file) files[locale] = `/${file}`;
  }
  return files;
}

/** The locale the app will show: the host's forced one, else the visitor's kept choice, else the default. */
export function pageLocale(config: ClientConfig, cookies: string | undefined): Locale {
  const chosen = cookieValue(cookies, LOCALE_COOKIE);
  return config.forced_locale ?? (isLocale(chosen) ? chosen : DEFAULT_LOCALE);
}

/**
 * The page with a preload of the texts it will show: the app asks for them only once its code has run, and at 4× CPU
 * slowdown that is ~0.6 s after the page arrived. A fetch preload is taken up by the app's own fetch of the same file.
 */
export function pageWithTexts(html: string, textsFile: string | undefined): string {
  if (!textsFile) return html;
  return html.replace('</head>', `<link rel="preload" as="fetch" crossorigin href="${textsFile}"></head>`);
}

/** A page the build prerendered (web/prerender.mjs): the page of its own it is sent in, and its markup by locale. */
export interface PrerenderedPage {
  shell: string;
  markup: Partial<Record<Locale, string>>;
}

/**
 * The pages the build prerendered, by address: `.prerendered/<name>.<locale>.html` is the markup of /<name>, sent in
 * the build's `<name>.html` (the light login page, web/login.html); empty without any.
 */
export function prerenderedPages(distDir: string): Record<string, PrerenderedPage> {
  const dir = join(distDir, '.prerendered');
  const pages: Record<string, PrerenderedPage> = {};
  if (!existsSync(dir)) return pages;
  for (const file of readdirSync(dir)) {
    const [, name, locale] = /^(.+)\.([^.]+)\.html$/.exec(file) ?? [];
    const shellPath = join(distDir, `${name}.html`);
    if (!name || !isLocale(locale) || !existsSync(shellPath)) continue;
    const page = pages[`/${name}`] ?? { shell: readFileSync(shellPath, 'utf8'), markup: {} };
    page.markup[locale] = readFileSync(join(dir, file), 'utf8');
    pages[`/${name}`] = page;
  }
  return pages;
}

/**
 * The prerendered page with its markup in the root, marked with the locale it is in: its script hydrates it when it
 * would render the same (web/src/login-page/main.tsx), so the page shows as soon as its styles are in rather than
 * after its code has run.
 */
export function pageWithMarkup(page: PrerenderedPage, markup: string, locale: Locale): string {
  return page.shell.replace('<div id="root"></div>', `<div id="root" data-prerendered="${locale}">${markup}</div>`);
}

/** The app's script and the preloads of its modules, which a drawn page starts only after it has painted. */
const APP_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * The app's page with a first screen drawn for its visitor (lib/first-screen.ts), which the app takes over: the
 * drawing brings the script that starts the app's own (web/src/first-screen/boot.ts) in place of it.
 */
export function pageWithScreen(html: string, screen: DrawnScreen): string {
  return html
    .replace(APP_SCRIPTS, '')
    .replace('</head>', () => `${screen.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen.root}</div>${screen.tail}`);
}

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);
/** Fast settings: a page is compressed for each visitor, unlike the build's files. */
const BROTLI_QUALITY = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * The page compressed as the browser takes it, brotli first: a page with a drawn screen is ~45 KB of markup and its
 * answers, ~8 KB compressed. A page of a few hundred bytes goes as it is.
 */
export async function encodedPage(
  page: string,
  acceptEncoding: string | undefined,
): Promise<{ encoding: 'br' | 'gzip' | null; body: string | Buffer }> {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s*;\s*/))
    .filter(([, weight]) => weight !== 'q=0')
    .map(([name]) => name);
  if (page.length < 1024) return { encoding: null, body: page };
  if (accepted.includes('br')) return { encoding: 'br', body: await brotli(page, BROTLI_QUALITY) };
  if (accepted.includes('gzip')) return { encoding: 'gzip', body: await gzip(page) };
  return { encoding: null, body: page };
}

/**
 * Serves the built SPA from web/dist: hashed assets cached for a year, index.html for every
 * other page GET so client-side routes survive a reload. Everything else that matches no route
 * gets the 404 envelope.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
  pageConfig: PageConfig,
  firstScreens: FirstScreens | null = null,
): Promise<void> {
  const hasSpa = existsSync(join(distDir, 'index.html'));
  // Read once: a release replaces the whole directory and restarts the server.
  const html = hasSpa ? readFileSync(join(distDir, 'index.html'), 'utf8') : '';
  const texts = localeFiles(distDir);
  const prerendered = prerenderedPages(distDir);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      // One route for every file, looked up on request: `wildcard: false` would list the build's ~2,000 files and
      // register two routes for each at every start (~0.3 s). A path that is no file goes on to the not-found
      // handler below, as it would without the route.
      wildcard: true,
      // The pages themselves (index.html, login.html) are answered below, with their config in them.
      index: false,
      // A folder ('/' included) is never a file to send: it is a page of the app.
      allowedPath: (pathname) => !pathname.endsWith('.html') && !pathname.endsWith('/'),
      // The build's own files (.vite/manifest.json, .prerendered/) are read by this server, not sent.
      dotfiles: 'ignore',
      cacheControl: false,
      // The web build writes a .br and a .gz beside each text file (web/precompress.ts): brotli goes to a browser
      // that accepts it, then gzip, then the file as it is, with the original file's content type.
      preCompressed: true,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes(`${join(distDir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL answers differently per Accept-Encoding, so no shared cache may hand one answer to all.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web/dist is missing: the SPA is not served (run `npm run build`)');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_SPA.test(request.url);
    if (hasSpa && isPage) {
      const config = await pageConfig(request.hostname);
      const locale = pageLocale(config, request.headers.cookie);
      // A host's forced locale or maintenance change what is drawn (the app's BootGate), so those get the app's page.
      const asIs = Boolean(config.forced_locale || config.maintenance);
      const own = asIs ? undefined : prerendered[request.url.split('?')[0] ?? ''];
      const markup = own?.markup[locale];
      const screen = asIs || own ? null : await firstScreens?.draw(request, locale, config);
      const shell = own && markup ? pageWithMarkup(own, markup, locale) : screen ? pageWithScreen(html, screen) : html;
      const page = pageWithConfig(pageWithTexts(shell, texts[locale]), config);
      // A drawn page is its visitor's own: no shared cache may keep it.
      const caching = screen ? 'private, no-cache' : 'no-cache';
      reply.header('cache-control', caching).header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
      const { encoding, body } = await encodedPage(page, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    }
    return reply.code(404).send(errorEnvelope('NOT_FOUND'));
  });
}
