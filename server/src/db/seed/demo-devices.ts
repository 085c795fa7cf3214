import type { Kysely } from 'kysely';
import { insertSession } from '../../modules/auth/sessions.repo.ts';
import type { DB } from '../schema.ts';

const HOUR_MS = 3_600_000;
/** SESSION_MAX_AGE's default: the demo's sessions end when a real login of that day would. */
const SESSION_DAYS = 30;

/** Миша's other devices, as his page «Мои устройства» shows them beside the one he logs in with. */
export const DEMO_DEVICES = [
  {
    label: 'the family iPad, yesterday evening',
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ip: '198.51.100.23',
    signedInHoursAgo: 26,
    lastSeenHoursAgo: 14,
  },
  {
    label: 'the school computer, on Monday',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ip: '203.0.113.40',
    signedInHoursAgo: 5 * 24,
    lastSeenHoursAgo: 4 * 24,
  },
] as const;

/**
 * Issue [16]: the demo student (`student@example.com`) is signed in on two more devices than the one he logs in
 * with, so his list of devices has something to show and to end. No token of these sessions exists: ending them
 * only takes them off the list, as ending a lost tablet's would.
 */
export async function insertDemoDevices(trx: Kysely<DB>, studentId: number, now: string): Promise<void> {
  const at = Date.parse(now);
  const { token_version } = await trx
    .selectFrom('users')
    .select('token_version')
    .where('id', '=', studentId)
    .executeTakeFirstOrThrow();
  for (const device of DEMO_DEVICES) {
    const signedIn = at - device.signedInHoursAgo * HOUR_MS;
    const { id } = await insertSession(trx, {
      userId: studentId,
      tokenVersion: token_version,
      now: new Date(signedIn).toISOString(),
      expiresAt: new Date(signedIn + SESSION_DAYS * 24 * HOUR_MS).toISOString(),
      device: { userAgent: device.userAgent, ip: device.ip },
    });
    const lastSeen = new Date(at - device.lastSeenHoursAgo * HOUR_MS).toISOString();
    await trx
      .updateTable('sessions')
      .set({ last_seen_at: lastSeen, renewed_at: lastSeen })
      .where('id', '=', id)
      .execute();
  }
}
