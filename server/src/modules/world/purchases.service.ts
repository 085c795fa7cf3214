import type { Purchase } from '@umka/contracts';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { AuthUser } from '../../lib/access.ts';
import { titleOf } from '../../lib/localized-columns.ts';
import { listClothesPurchases, listThingPurchases } from './purchases.repo.ts';
import { findStudentCharacter } from './wardrobe.repo.ts';
import { enterWorld } from './world-access.ts';

export interface PurchasesService {
  /** Everything bought or given in a subject, newest first (/student/shop/buys). */
  list(actor: AuthUser, studentId: number, subjectId: number): Promise<Purchase[]>;
}

const idsSchema = z.array(z.number());

export function createPurchasesService(deps: { database: Database }): PurchasesService {
  const { db, dialect } = deps.database;

  return {
    async list(actor, studentId, subjectId) {
      await enterWorld(db, actor, studentId, subjectId);
      const [character, clothes, things] = await Promise.all([
        findStudentCharacter(db, studentId, subjectId),
        listClothesPurchases(db, studentId, subjectId),
        listThingPurchases(db, studentId, subjectId),
      ]);
      const purchases: Purchase[] = [
        ...clothes.map((row) => ({
          kind: 'clothes' as const,
          id: row.id,
          item_id: row.clothes_id,
          title: titleOf(row),
          image: row.preview ?? row.picture,
          price_paid: row.price_paid,
          created_at: row.created_at,
          in_use: Boolean(row.worn),
          usable: character !== undefined && idsSchema.parse(readJson(dialect, row.characters)).includes(character.id),
          location_id: null,
          group_id: null,
        })),
        ...things.map((row) => ({
          kind: 'thing' as const,
          id: row.id,
          item_id: row.thing_id,
          title: titleOf(row),
          image: row.image,
          price_paid: row.price_paid,
          created_at: row.created_at,
          in_use: Boolean(row.placed),
          usable: true,
          location_id: row.location_id,
          group_id: row.group_id,
        })),
      ];
      return purchases.sort(
        (a, b) => b.created_at.localeCompare(a.created_at) || (a.kind === b.kind ? b.id - a.id : 0),
      );
    },
  };
}
