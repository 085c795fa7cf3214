// Compiles the server for production: src/main.ts and everything it imports from this workspace (the server's
// own code and the TypeScript sources of @umka/contracts and @umka/games) into ES modules: dist/main.js and the
// chunks it imports on demand beside it (a cluster's primary loads only what preparing the database needs).
// Packages under node_modules stay external and load from there as usual (native better-sqlite3, sharp, argon2).
// `npm start` runs this when dist/ is missing or older than the sources; `npm run build -w @umka/server` by hand.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = dirname(fileURLToPath(import.meta.url));
const outDir = join(serverDir, 'dist');
const outFile = join(outDir, 'main.js');

/** Bare imports are packages: external, except our workspaces, which ship TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@umka/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Files read at run time next to their source (common-passwords.txt, the PDF fonts, the repository root in
 * config.ts) are found through import.meta.url / import.meta.dirname. Compiled, those would name a file in
 * dist/, so each module's own is rewritten to the source file it was compiled from, relative to dist/ (every
 * output file lies directly in it): dist/ can move together with the repository.
 */
const sourceLocation = {
  name: 'source-location',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const fromBundle = (path) => JSON.stringify(relative(outDir, path).split('\\').join('/'));
      const fileUrl = `new URL(${fromBundle(args.path)}, import.meta.url).href`;
      const dir = `__umkaFileURLToPath(new URL(${fromBundle(dirname(args.path))}, import.meta.url))`;
      const file = `__umkaFileURLToPath(new URL(${fromBundle(args.path)}, import.meta.url))`;
      const contents = text
        .replaceAll('import.meta.url', fileUrl)
        .replaceAll('import.meta.dirname', dir)
        .replaceAll('import.meta.filename', file);
      return { contents, loader: 'ts', resolveDir: dirname(args.path) };
    });
  },
};

/**
 * A few characters outside ASCII (a dash or an ellipsis in a comment, a Cyrillic letter in a regular expression)
 * made V8 hold the whole source of a chunk as two bytes a character: the main chunk's 1 MB source took 2 MB of heap
 * for as long as the process lived. Escaped, every chunk is one byte a character; an escape means the same in a
 * regular expression or a template and is only text in a comment.
 */
function asciiOnly(code) {
  return code.replace(/[^ -~\t\n\r]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const started = Date.now();
// Chunk names change with their content: old ones must not pile up.
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const result = await build({
  entryPoints: [join(serverDir, 'src/main.ts')],
  outdir: outDir,
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  banner: { js: "import { fileURLToPath as __umkaFileURLToPath } from 'node:url';" },
  plugins: [externalPackages, sourceLocation],
  write: false,
});
for (const file of result.outputFiles) {
  writeFileSync(file.path, file.path.endsWith('.js') ? asciiOnly(file.text) : file.contents);
}
// dist/ is ESM whatever package.json above it says.
writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
console.log(`server built: ${relative(process.cwd(), outFile)} in ${Date.now() - started} ms`);
