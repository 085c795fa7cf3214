import type { ClothesPurchase, ShopClothes } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { toClothes } from '../clothes/clothes.mapper.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { CharacterService } from './character.service.ts';
import { assertCharacterChosen, assertFits } from './shop.policy.ts';
import { claimClothes, findClothes, findStudentCharacter, listClothes, listOwnedClothes } from './wardrobe.repo.ts';
import { enterShop } from './world-access.ts';

export interface ClothesShopService {
  list(actor: AuthUser, studentId: number, subjectId: number): Promise<ShopClothes[]>;
  buy(actor: AuthUser, studentId: number, clothesId: number, subjectId: number): Promise<ClothesPurchase>;
}

export function createClothesShopService(deps: {
  database: Database;
  clock: Clock;
  likes: Pick<LikesService, 'spendWithin'>;
  characters: Pick<CharacterService, 'putOn' | 'dress'>;
}): ClothesShopService {
  const { database } = deps;
  const { db, dialect } = database;

  return {
    /** What fits the character: pieces on sale, and withdrawn ones the student still owns. */
    async list(actor, studentId, subjectId) {
      await enterShop(db, actor, studentId, subjectId);
      const character = await findStudentCharacter(db, studentId, subjectId);
      assertCharacterChosen(character);
      const [catalogue, owned] = await Promise.all([listClothes(db), listOwnedClothes(db, studentId, subjectId)]);
      const ownedById = new Map(owned.map((row) => [row.clothes_id, row]));
      return catalogue
        .filter((row) => row.deleted_at === null || ownedById.has(row.id))
        .map((row) => toClothes(dialect, row))
        .filter((clothes) => clothes.characters.includes(character.id))
        .map((clothes) => ({
          ...clothes,
          owned: ownedById.has(clothes.id),
          worn: Boolean(ownedById.get(clothes.id)?.worn),
        }));
    },

    /** One transaction: claim the piece, pay its catalogue price, put it on (ARCHITECTURE.md money rules). */
    async buy(actor, studentId, clothesId, subjectId) {
      await enterShop(db, actor, studentId, subjectId);
      return database.transaction(async (trx) => {
        const character = await findStudentCharacter(trx, studentId, subjectId, dialect);
        assertCharacterChosen(character);
        const row = await findClothes(trx, clothesId);
        if (!row || row.deleted_at !== null) throw new AppError('NOT_FOUND');
        const clothes = toClothes(dialect, row);
        assertFits(clothes, character.id);
        await claimClothes(
          trx,
          { student_id: studentId, subject_id: subjectId, clothes_id: clothes.id, price_paid: clothes.price },
          deps.clock().toISOString(),
        );
        const balance = await deps.likes.spendWithin(trx, {
          studentId,
          subjectId,
          amount: clothes.price,
          reason: 'shop',
          refType: 'clothes',
          refId: clothes.id,
        });
        await deps.characters.putOn(trx, studentId, subjectId, clothes);
        return { balance, character: await deps.characters.dress(trx, character, studentId, subjectId) };
      });
    },
  };
}
