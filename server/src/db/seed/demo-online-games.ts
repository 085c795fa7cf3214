import type { Kysely } from 'kysely';
import { storeFinishedGame } from '../../modules/online/online-results.ts';
import { likesForRound } from '../../modules/trainers/likes-rule.ts';
import { recordStanding } from '../../modules/trainers/trainers.repo.ts';
import type { DB } from '../schema.ts';

const DAY_MS = 86_400_000;
const BOT = 'bot';
type Player = string | typeof BOT;

/** A past game: who sat where (emails, or a bot), the winner's seat (null for a draw) and the subject. */
interface DemoGame {
  component: 'connect4' | 'picnic';
  subjectId: number;
  players: readonly Player[];
  winner: number | null;
}

const MISHA = 'student@example.com';
const DASHA = 'student4@example.com';

/**
 * Past online games of the two «3 «А»» students whose likes open the games (Миша 12, Даша 15 in math): so
 * /student/online shows a record, the online rating has a table, and the others see the lock of fewer than 10 likes.
 * They earned no likes (the demo balances are documented as they are).
 */
export const DEMO_ONLINE_GAMES: readonly DemoGame[] = [
  { component: 'connect4', subjectId: 1, players: [MISHA, DASHA], winner: 0 },
  { component: 'connect4', subjectId: 1, players: [DASHA, MISHA], winner: 0 },
  { component: 'connect4', subjectId: 1, players: [MISHA, BOT], winner: 0 },
  { component: 'connect4', subjectId: 1, players: [MISHA, DASHA], winner: null },
  { component: 'connect4', subjectId: 1, players: [DASHA, MISHA], winner: 1 },
  { component: 'connect4', subjectId: 1, players: [DASHA, BOT], winner: 0 },
  { component: 'connect4', subjectId: 1, players: [MISHA, BOT], winner: 1 },
  { component: 'connect4', subjectId: 1, players: [MISHA, DASHA], winner: 0 },
  { component: 'picnic', subjectId: 1, players: [MISHA, DASHA], winner: 1 },
  { component: 'picnic', subjectId: 1, players: [DASHA, MISHA, BOT], winner: 1 },
  { component: 'picnic', subjectId: 1, players: [MISHA, BOT], winner: 0 },
  { component: 'connect4', subjectId: 3, players: [MISHA, BOT], winner: 0 },
];

export async function insertDemoOnlineGames(
  trx: Kysely<DB>,
  studentIds: ReadonlyMap<string, number>,
  now: Date,
): Promise<void> {
  const trainers = await trx
    .selectFrom('trainers')
    .select(['id', 'component'])
    .where('component', 'in', ['connect4', 'picnic'])
    .execute();
  for (const [index, game] of DEMO_ONLINE_GAMES.entries()) {
    const trainerId = trainers.find((row) => row.component === game.component)?.id;
    if (trainerId === undefined) throw new Error(`the catalogue has no ${game.component}`);
    const when = new Date(now.getTime() - (DEMO_ONLINE_GAMES.length - index) * DAY_MS).toISOString();
    await storeFinishedGame(
      trx,
      {
        gameKey: `demo:${index}`,
        trainerId,
        subjectId: game.subjectId,
        withBot: game.players.includes(BOT),
        now: when,
        players: game.players.map((player, seat) => ({
          studentId: player === BOT ? null : (studentIds.get(player) ?? null),
          standing: game.winner === null ? 'draw' : game.winner === seat ? 'won' : 'lost',
        })),
      },
      {
        trainers: { recordStanding, likesForRound },
        rule: null,
        accrue: () => Promise.reject(new Error('demo games earn no likes')),
      },
    );
  }
}
