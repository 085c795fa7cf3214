import cluster from 'node:cluster';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { PREPARE_ONLY_ENV, prepareInChildProcess, reportPrepared } from './prepare-process.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** One server in this process: the whole server (WEB_CONCURRENCY=1) or one worker of a cluster. */
async function serve(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  // The app loads while the database is being prepared by another process (the cluster's primary, or this one's
  // child), and starts once that is done.
  const app = import('./server.ts');
  if (cluster.isWorker) await (await import('./cluster.ts')).preparedByPrimary();
  else await prepareInChildProcess();
  const { startServer } = await app;
  const role = cluster.isWorker ? 'cluster-worker' : 'single';
  const server = await startServer(config, { logger, role, databasePrepared: true });
  logger.info(
    { url: server.url, database: config.database.kind, redis: Boolean(config.redisUrl), pid: process.pid, role },
    'Umka is ready',
  );

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // A connection that never closes must not keep the process alive forever.
    setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await server.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `on`, not `once`: a second signal (Ctrl+C reaches a cluster worker from the terminal and from the primary)
  // must not fall back to the default action and kill the process in the middle of its graceful stop.
  process.on('SIGTERM', (signal) => void stop(signal));
  process.on('SIGINT', (signal) => void stop(signal));
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (process.env[PREPARE_ONLY_ENV] === '1') {
    const { prepareBeforeServing } = await import('./prepare.ts');
    await prepareBeforeServing(config, { logger: createLogger(config.logLevel) });
    await reportPrepared();
    process.exit(0);
  }
  if (cluster.isPrimary && config.webConcurrency > 1) {
    // Migrations, the seed and the JWT secret happen once, in a child of the primary; workers are forked at once to
    // load the app meanwhile, but wait for it before they touch the database (runPrimary, preparedByPrimary).
    // Imported here, not above: the primary serves no HTTP, so it never loads the app (a leaner, faster primary).
    const { runPrimary } = await import('./cluster.ts');
    const logger = createLogger(config.logLevel);
    const prepared = prepareInChildProcess();
    runPrimary({ workers: config.webConcurrency, logger, shutdownTimeoutMs: SHUTDOWN_TIMEOUT_MS, prepared });
    return;
  }
  await serve(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Umka failed to start:', error);
  }
  process.exit(1);
});
