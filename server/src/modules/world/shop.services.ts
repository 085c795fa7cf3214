import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { CharacterService } from './character.service.ts';
import { createClothesShopService } from './clothes-shop.service.ts';
import { createPurchasesService } from './purchases.service.ts';
import { createThingsService } from './things.service.ts';
import { createThingsShopService } from './things-shop.service.ts';

/** The student side of the world. The character service is made earlier: subject data reads the character too. */
export function createShopServices(deps: {
  database: Database;
  clock: Clock;
  likes: Pick<LikesService, 'spendWithin'>;
  characters: CharacterService;
}) {
  const { database, clock, likes, characters } = deps;
  return {
    characters,
    clothesShop: createClothesShopService({ database, clock, likes, characters }),
    things: createThingsService({ database, clock }),
    thingsShop: createThingsShopService({ database, clock, likes }),
    purchases: createPurchasesService({ database }),
  };
}

export type ShopServices = ReturnType<typeof createShopServices>;
