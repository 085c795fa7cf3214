/**
 * The players of `online.bench.ts`, written into a fresh embedded database before the server starts: the students of
 * realtime-seed.ts, each with the likes that open the online games in the subject (earned through the app's own
 * ledger, so the likes rating agrees), and a session and token each as a login would give them.
 */
import { LIKES_TO_OPEN_ONLINE, ROLE } from '@umka/contracts';
import type { Config } from '../server/src/config.ts';
import { openDatabase } from '../server/src/db/database.ts';
import { systemClock } from '../server/src/lib/clock.ts';
import { loadOrCreateJwtSecret } from '../server/src/lib/jwt-secret.ts';
import { createTokenService } from '../server/src/lib/tokens.ts';
import { openSession } from '../server/src/modules/auth/sessions.service.ts';
import { applyLikesChange } from '../server/src/modules/likes/likes.repo.ts';
import { seedStudents } from './realtime-seed.ts';

export interface Player {
  id: number;
  token: string;
}

export async function seedPlayers(config: Config, students: number, subjectId: number): Promise<Player[]> {
  const { firstStudentId } = await seedStudents(config, students, subjectId);
  const ids = Array.from({ length: students }, (_, index) => firstStudentId + index);
  const database = openDatabase(config.database);
  try {
    const now = systemClock().toISOString();
    await database.transaction(async (trx) => {
      for (const studentId of ids) {
        await applyLikesChange(trx, { studentId, subjectId, delta: LIKES_TO_OPEN_ONLINE, reason: 'trainer' }, now);
      }
    });
    // The secret the server reads from DATA_DIR when it starts: the tokens signed here are its own.
    const tokens = createTokenService({
      secret: loadOrCreateJwtSecret(config.dataDir),
      ttlSeconds: config.jwtTtlSeconds,
      clock: systemClock,
    });
    const players: Player[] = [];
    for (const id of ids) {
      const token = await openSession(
        database.db,
        tokens,
        { id, role_id: ROLE.student, token_version: 0 },
        { now: systemClock(), maxAgeSeconds: config.sessionMaxAgeSeconds, device: { userAgent: null, ip: null } },
      );
      players.push({ id, token });
    }
    return players;
  } finally {
    await database.destroy();
  }
}
