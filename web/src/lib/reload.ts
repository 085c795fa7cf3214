/**
 * 419 (stale session) and 503 MAINTENANCE_MODE_ACTIVE reload the root page (spec §8). At boot the
 * app checks maintenance itself, so one reload settles it; the time guard stops a loop if the
 * server keeps answering that way anyway.
 */
const RELOADED_AT_KEY = 'root-reloaded-at';
const RELOAD_GUARD_MS = 10_000;

export function reloadRoot(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  const now = Date.now();
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  window.location.assign('/');
  return true;
}
