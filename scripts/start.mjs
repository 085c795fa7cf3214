// `npm start`: build the web app and the server if either is missing or older than its sources, then run the
// compiled server (node server/dist/main.js, no TypeScript loader), which migrates, seeds an empty embedded
// database, starts WEB_CONCURRENCY processes (default: one per CPU) and listens on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** npm itself, the same way on every platform: the script npm runs us with, or the npm on PATH. */
function npm(args) {
  const npmCli = process.env.npm_execpath;
  return npmCli
    ? spawnSync(process.execPath, [npmCli, ...args], { cwd: root, stdio: 'inherit' })
    : spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { cwd: root, stdio: 'inherit', shell: true });
}

/** The newest modification time of any file below `path`. */
function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), 0);
}

/** True when `built` is missing or any of `sources` changed after it. */
function stale(built, sources) {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => existsSync(source) && newestChange(source) > builtAt);
}

const webSources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'packages/contracts/src'].map((p) =>
  join(root, p),
);
if (stale(join(root, 'web/dist/index.html'), webSources)) {
  console.log('The web app is not built or older than its sources: building it first…');
  const build = npm(['run', 'build', '-w', '@umka/web']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverEntry = join(root, 'server/dist/main.js');
const serverSources = ['server/src', 'server/build.mjs', 'packages/contracts/src', 'packages/games/src'].map((p) =>
  join(root, p),
);
if (stale(serverEntry, serverSources)) {
  console.log('The server is not built or older than its sources: building it first…');
  const build = spawnSync(process.execPath, [join(root, 'server/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
});
// The server shuts down gracefully on these; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
