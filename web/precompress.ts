import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats the server may send compressed; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|xml)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      // The pages (index.html, login.html) are sent with the page's config written into them (server/src/lib/spa.ts),
      // so a copy would go unused; the build's own folders (.vite/, .prerendered/) are read by the server, not sent.
      .filter(
        (entry) =>
          entry.isFile() &&
          COMPRESSIBLE.test(entry.name) &&
          !entry.name.endsWith('.html') &&
          !relative(dir, entry.parentPath)
            .split(sep)
            .some((part) => part.startsWith('.')),
      )
      .map((entry) => join(entry.parentPath, entry.name))
  );
}

async function compress(file: string): Promise<void> {
  const content = await readFile(file);
  await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }).then((compressed) => writeFile(`${file}.br`, compressed)),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }).then((compressed) =>
      writeFile(`${file}.gz`, compressed),
    ),
  ]);
}

/**
 * Writes a .br and a .gz beside every text file of the build, compressed once at the highest levels, so the
 * server (server/src/lib/spa.ts, @fastify/static `preCompressed`) sends them without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'umka:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are both written.
    async closeBundle() {
      const files = await filesUnder(outDir);
      const large = await Promise.all(files.map(async (file) => ((await stat(file)).size >= MIN_BYTES ? file : null)));
      await Promise.all(large.filter((file) => file !== null).map(compress));
    },
  };
}
