/**
 * Preloaded into the compiled server by `bench:soak` (`node --import`), never by `npm start`: each server process
 * measures its own event-loop delay and writes it, every second, to <UMKA_LOOP_DELAY_DIR>/<pid>.json (delays in ms
 * since the last reset). SIGUSR2 resets it, so the bench can leave the warm-up out. Cluster workers and the preparing
 * child inherit the flag and the environment, so every process of the server writes its own file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const dir = process.env.UMKA_LOOP_DELAY_DIR;
if (dir) {
  // At 1 ms, as the other benches measure it: a sample is the time between two ticks, so it includes that 1 ms.
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const write = () =>
    writeFileSync(
      join(dir, `${process.pid}.json`),
      JSON.stringify({
        p50Ms: ms(delay.percentile(50)),
        p99Ms: ms(delay.percentile(99)),
        maxMs: ms(delay.max),
        samples: delay.count,
      }),
    );
  setInterval(write, 1000).unref();
  process.on('SIGUSR2', () => delay.reset());
}
