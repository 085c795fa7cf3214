import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { ClientConfig } from '@umka/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodedPage, localeFiles, pageWithConfig, pageWithScreen, registerSpa } from './spa.ts';

const SCRIPT = `console.log(${JSON.stringify('umka '.repeat(400))});`;
const PAGE = '<!doctype html><head><title>Umka</title></head><body><div id="root"></div></body>';
const CONFIG: ClientConfig = { forced_locale: null, maintenance: false, recording_max_bytes: 1000 };

/** A built SPA as web/precompress.ts leaves it: each file beside its brotli and gzip copies. */
function writeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'umka-spa-'));
  mkdirSync(join(dist, 'assets'));
  const files: [string, string][] = [
    ['index.html', PAGE],
    [join('assets', 'index-abc123.js'), SCRIPT],
  ];
  for (const [name, content] of files) {
    writeFileSync(join(dist, name), content);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(join(dist, 'assets', 'tiny-def456.css'), 'a{}');
  return dist;
}

describe('SPA files', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = writeDist();
    app = Fastify({ logger: false });
    await registerSpa(app, dist, async () => CONFIG);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy of a hashed script to a browser that takes brotli, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when the browser takes gzip but not brotli', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('sends a file too small to have compressed copies as it is', async () => {
    const response = await get('/assets/tiny-def456.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(response.body).toBe('a{}');
  });

  it('sends the page with its client config written in, never cached without a check, for the root and client-side routes alike', async () => {
    for (const url of ['/', '/index.html', '/login', '/student/profile/trainers']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(
        '<!doctype html><head><title>Umka</title><script type="application/json" id="client-config">' +
          '{"forced_locale":null,"maintenance":false,"recording_max_bytes":1000}</script></head><body><div id="root"></div></body>',
      );
    }
  });

  it('writes the config so that no value in it can close its block and start markup of its own', () => {
    const page = pageWithConfig(PAGE, { ...CONFIG, forced_locale: '</script><script>alert(1)</script>' as 'uk-UA' });
    expect(page).not.toContain('</script><script>');
    const block = /<script type="application\/json" id="client-config">(.*?)<\/script>/.exec(page)?.[1] ?? '';
    expect(JSON.parse(block).forced_locale).toBe('</script><script>alert(1)</script>');
  });
});

describe('the page names the texts it will show, so they load beside the code', () => {
  let dist: string;
  let app: FastifyInstance;
  let forced: ClientConfig['forced_locale'] = null;

  beforeAll(async () => {
    dist = writeDist();
    mkdirSync(join(dist, '.vite'));
    const manifest = Object.fromEntries(
      ['ru-RU', 'en-US', 'uk-UA'].map((locale) => [
        `src/locales/${locale}.json`,
        { file: `assets/${locale}-h4sh.json`, src: `src/locales/${locale}.json` },
      ]),
    );
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    app = Fastify({ logger: false });
    await registerSpa(app, dist, async () => ({ ...CONFIG, forced_locale: forced }));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const preloaded = async (cookie?: string) => {
    const response = await app.inject({ method: 'GET', url: '/login', headers: cookie ? { cookie } : {} });
    return /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/.exec(response.body)?.[1];
  };

  it('reads where the build put each locale from its manifest', () => {
    expect(localeFiles(dist)).toEqual({
      'ru-RU': '/assets/ru-RU-h4sh.json',
      'en-US': '/assets/en-US-h4sh.json',
      'uk-UA': '/assets/uk-UA-h4sh.json',
    });
  });

  it('preloads the default locale for a first visit and for a cookie naming no locale', async () => {
    expect(await preloaded()).toBe('/assets/ru-RU-h4sh.json');
    expect(await preloaded('locale=fr-FR')).toBe('/assets/ru-RU-h4sh.json');
    expect(await preloaded('other=1; locale=../../etc')).toBe('/assets/ru-RU-h4sh.json');
  });

  it("preloads the visitor's kept choice, wherever the cookie stands among others", async () => {
    expect(await preloaded('locale=en-US')).toBe('/assets/en-US-h4sh.json');
    expect(await preloaded('theme=x; locale=uk-UA; other=1')).toBe('/assets/uk-UA-h4sh.json');
    expect(await preloaded('mylocale=en-US')).toBe('/assets/ru-RU-h4sh.json');
  });

  it("preloads the host's forced locale over the visitor's choice", async () => {
    forced = 'uk-UA';
    try {
      expect(await preloaded('locale=en-US')).toBe('/assets/uk-UA-h4sh.json');
    } finally {
      forced = null;
    }
  });
});

describe('the login page is its own light page, sent with its prerendered markup', () => {
  const LOGIN_PAGE = PAGE.replace('<title>Umka</title>', '<title>Umka</title><script src="/assets/login.js"></script>');
  let dist: string;
  let app: FastifyInstance;
  let config: ClientConfig = CONFIG;

  beforeAll(async () => {
    dist = writeDist();
    writeFileSync(join(dist, 'login.html'), LOGIN_PAGE);
    mkdirSync(join(dist, '.prerendered'));
    writeFileSync(join(dist, '.prerendered', 'login.ru-RU.html'), '<h1>Вход</h1>');
    writeFileSync(join(dist, '.prerendered', 'login.en-US.html'), '<h1>Log in</h1>');
    writeFileSync(join(dist, '.prerendered', 'login.uk-UA.html'), '<h1>Вхід</h1>');
    // Markup without a page of its own to go in is not sent.
    writeFileSync(join(dist, '.prerendered', 'orphan.ru-RU.html'), '<h1>Orphan</h1>');
    app = Fastify({ logger: false });
    await registerSpa(app, dist, async () => config);
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, cookie?: string) => {
    const response = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return {
      root: /<div id="root"[^>]*>.*?<\/div>/.exec(response.body)?.[0],
      light: response.body.includes('/assets/login.js'),
      config: response.body.includes('"maintenance"'),
    };
  };

  it("sends /login as the light page with the markup in the visitor's locale in its root, marked with that locale", async () => {
    expect(await page('/login')).toEqual({
      root: '<div id="root" data-prerendered="ru-RU"><h1>Вход</h1></div>',
      light: true,
      config: true,
    });
    expect((await page('/login?next=%2Fstudent', 'locale=en-US')).root).toBe(
      '<div id="root" data-prerendered="en-US"><h1>Log in</h1></div>',
    );
  });

  it("sends the app's page, root empty, everywhere else", async () => {
    // '/assets' and '/assets/' name a folder of the build: a page, never a listing of it nor an error.
    for (const url of ['/student', '/login/restore', '/', '/orphan', '/assets', '/assets/']) {
      expect(await page(url), url).toEqual({ root: '<div id="root"></div>', light: false, config: true });
    }
  });

  it("sends the app's page for /login too while a host forces a locale or maintenance is on, since the app draws otherwise then", async () => {
    for (const changed of [{ forced_locale: 'uk-UA' as const }, { maintenance: true }]) {
      config = { ...CONFIG, ...changed };
      try {
        expect(await page('/login'), JSON.stringify(changed)).toEqual({
          root: '<div id="root"></div>',
          light: false,
          config: true,
        });
      } finally {
        config = CONFIG;
      }
    }
  });

  it("never sends the build's own files or a page without its config", async () => {
    const markup = await app.inject({ method: 'GET', url: '/.prerendered/login.ru-RU.html' });
    expect(markup.body).not.toBe('<h1>Вход</h1>');
    const shell = await app.inject({ method: 'GET', url: '/login.html' });
    expect(shell.body).not.toBe(LOGIN_PAGE);
  });
});

describe('a page with a drawn screen', () => {
  const APP_PAGE =
    '<html><head><title>Umka</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/vendor-1.js"></head><body><div id="root"></div></body></html>';

  it("carries the drawn markup and the drawing's head in place of the app's script and preloads", () => {
    const page = pageWithScreen(APP_PAGE, {
      head: '<script type="module" src="/boot.js"></script>',
      root: '<h1>$&</h1>',
      tail: '<script type="application/json" id="first-screen">{}</script>',
    });
    expect(page).toBe(
      '<html><head><title>Umka</title><script type="module" src="/boot.js"></script></head><body><div id="root">' +
        '<h1>$&</h1></div><script type="application/json" id="first-screen">{}</script></body></html>',
    );
  });

  it('goes compressed as the browser takes it, brotli first, and as it is to one that takes neither', async () => {
    const page = `<p>${'Привет, Миша! '.repeat(200)}</p>`;
    const brotli = await encodedPage(page, 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(page);
    const gzip = await encodedPage(page, 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);
    expect(await encodedPage(page, undefined)).toEqual({ encoding: null, body: page });
    expect(await encodedPage('<p>short</p>', 'br')).toEqual({ encoding: null, body: '<p>short</p>' });
  });
});
