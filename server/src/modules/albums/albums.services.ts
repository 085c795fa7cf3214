import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LikesPort } from '../likes/likes.port.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { MailPort } from '../mail/mail.port.ts';
import { createAlbumsService } from './albums.service.ts';
import { createCrystalsService } from './crystals.service.ts';
import { createPuzzlesService } from './puzzles.service.ts';

/** A student's albums, puzzles and crystals; likes are spent and earned only through the likes service. */
export function createAlbumsServices(deps: {
  database: Database;
  clock: Clock;
  likes: Pick<LikesService, 'spendWithin' | 'accrueWithin' | 'announce'>;
  balances: Pick<LikesPort, 'findBalance' | 'holdBalances'>;
  /** A completed album sends the student a letter. */
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
}) {
  return {
    albums: createAlbumsService(deps),
    puzzles: createPuzzlesService(deps),
    crystals: createCrystalsService(deps),
  };
}

export type AlbumsServices = ReturnType<typeof createAlbumsServices>;
