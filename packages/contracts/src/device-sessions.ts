import { z } from 'zod';

/**
 * One signed-in device of the caller (issue [16], docs/SESSIONS.md): a session that is neither ended nor expired.
 * `browser` and `os` are read from the user agent the login came with, null when it named none we know;
 * `last_seen_at` moves at login and at each token renewal, not on every request.
 */
export const deviceSessionSchema = z.object({
  id: z.number().int(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** A phone or a tablet, as the user agent says. */
  mobile: z.boolean(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/** The caller's session first, then the others by when they were last seen, newest first. */
export const deviceSessionListSchema = z.object({ items: z.array(deviceSessionSchema) });
export type DeviceSessionList = z.infer<typeof deviceSessionListSchema>;

/** How many sessions "end all other sessions" ended (0 when there were none). */
export const endOtherSessionsResultSchema = z.object({ ended: z.number().int() });
export type EndOtherSessionsResult = z.infer<typeof endOtherSessionsResultSchema>;
