import {
  IT_PRIZE_GIVEN_EVENT,
  type ItPrize,
  type ItPrizes,
  type ItPurchaseResult,
  type ItShop,
  type ItShopItem,
  type ItShopItemBody,
  type ItShopItems,
  ROLE,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import type { ItPointsService } from '../it-points/it-points.service.ts';
import { toItem, toPrize, toPurchase } from './it-shop.mapper.ts';
import { assertItStudent, assertMayGivePrize } from './it-shop.policy.ts';
import {
  deleteItem,
  findItem,
  findPurchase,
  hasPurchases,
  insertItem,
  insertPurchase,
  listItems,
  listPrizes,
  listStudentPurchases,
  markGiven,
  ownsDrawnItem,
  takeFromStock,
  updateItem,
} from './it-shop.repo.ts';

export interface ItShopService {
  shop(actor: AuthUser): Promise<ItShop>;
  buy(actor: AuthUser, itemId: number): Promise<ItPurchaseResult>;
  items(): Promise<ItShopItems>;
  createItem(actor: AuthUser, body: ItShopItemBody): Promise<ItShopItem>;
  updateItem(actor: AuthUser, id: number, body: ItShopItemBody): Promise<ItShopItem>;
  removeItem(actor: AuthUser, id: number): Promise<{ id: number }>;
  prizes(actor: AuthUser): Promise<ItPrizes>;
  givePrize(actor: AuthUser, purchaseId: number): Promise<ItPrize>;
}

export function createItShopService(deps: {
  database: Database;
  itPoints: Pick<ItPointsService, 'find' | 'spendWithin'>;
  realtime: Realtime;
  audit: AuditLog;
  clock: Clock;
  logger: FastifyBaseLogger;
}): ItShopService {
  const { db } = deps.database;
  const now = () => deps.clock().toISOString();

  async function itemOrNotFound(id: number): Promise<ItShopItem> {
    const row = await findItem(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toItem(row);
  }

  return {
    async shop(actor) {
      await assertItStudent(db, actor);
      const [points, items, purchases] = await Promise.all([
        deps.itPoints.find(db, actor.id),
        listItems(db, true),
        listStudentPurchases(db, actor.id),
      ]);
      return { ...points, items: items.map(toItem), purchases: purchases.map(toPurchase) };
    },

    /**
     * The points are spent first: that update holds the student's balance row, so two purchases of one student take
     * turns, and the second sees the first's drawn item as owned. A stock is taken by a conditional update too;
     * any refusal rolls the whole purchase back.
     */
    async buy(actor, itemId) {
      await assertItStudent(db, actor);
      const { purchaseId, balance } = await deps.database.transaction(async (trx) => {
        const row = await findItem(trx, itemId);
        if (!row?.is_active) throw new AppError('NOT_FOUND');
        const stamp = now();
        const balance = await deps.itPoints.spendWithin(trx, {
          studentId: actor.id,
          amount: row.price,
          reason: 'it_shop_purchase',
          refType: 'it_shop_item',
          refId: row.id,
        });
        if (row.kind !== 'prize' && (await ownsDrawnItem(trx, actor.id, row.id))) throw new AppError('ALREADY_OWNED');
        if (row.stock !== null && !(await takeFromStock(trx, row.id))) throw new AppError('IT_SHOP_SOLD_OUT');
        const purchaseId = await insertPurchase(trx, {
          studentId: actor.id,
          itemId: row.id,
          price: row.price,
          status: row.kind === 'prize' ? 'awaiting' : 'owned',
          now: stamp,
        });
        return { purchaseId, balance };
      });
      const purchase = await findPurchase(db, purchaseId);
      if (!purchase) throw new Error('a committed purchase is missing');
      return { purchase: toPurchase(purchase), balance };
    },

    async items() {
      return { items: (await listItems(db, false)).map(toItem) };
    },

    async createItem(actor, body) {
      const id = await deps.database.transaction(async (trx) => {
        const id = await insertItem(trx, body, now());
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'it_shop.item_created',
          target_type: 'it_shop_item',
          target_id: id,
        });
        return id;
      });
      return itemOrNotFound(id);
    },

    async updateItem(actor, id, body) {
      await deps.database.transaction(async (trx) => {
        if (!(await updateItem(trx, id, body, now()))) throw new AppError('NOT_FOUND');
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'it_shop.item_updated',
          target_type: 'it_shop_item',
          target_id: id,
        });
      });
      return itemOrNotFound(id);
    },

    /** A good someone bought stays (their purchase names it): the admin hides it from the shop instead. */
    async removeItem(actor, id) {
      await deps.database.transaction(async (trx) => {
        if (await hasPurchases(trx, id)) throw new AppError('IT_SHOP_ITEM_BOUGHT');
        if (!(await deleteItem(trx, id))) throw new AppError('NOT_FOUND');
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'it_shop.item_deleted',
          target_type: 'it_shop_item',
          target_id: id,
        });
      });
      return { id };
    },

    async prizes(actor) {
      const rows = await listPrizes(db, actor.role_id === ROLE.admin ? null : actor.id);
      return { prizes: rows.map(toPrize) };
    },

    async givePrize(actor, purchaseId) {
      const found = await findPurchase(db, purchaseId);
      if (found?.kind !== 'prize') throw new AppError('NOT_FOUND');
      await assertMayGivePrize(db, actor, found.student_id);
      await deps.database.transaction(async (trx) => {
        if (!(await markGiven(trx, purchaseId, actor.id, now()))) throw new AppError('IT_PRIZE_ALREADY_GIVEN');
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: 'it_shop.prize_given',
          target_type: 'it_shop_purchase',
          target_id: purchaseId,
        });
      });
      const given = await findPurchase(db, purchaseId);
      if (!given) throw new Error('a given prize is missing');
      await publishTo(deps.realtime, channels.events(given.student_id), 'events', 'new', {
        type: IT_PRIZE_GIVEN_EVENT,
        data: { purchase_id: purchaseId },
      }).catch((error: unknown) => deps.logger.warn({ err: error }, 'prize handed over not published'));
      return toPrize(given);
    },
  };
}
