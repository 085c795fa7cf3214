import {
  type CreateLotBody,
  type Lot,
  type LotItemType,
  type LotsPage,
  type lotsQuerySchema,
  MARKET_PAGE_SIZE,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { lotItemsRefusal } from '@umka/games';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { LedgerEntry } from '../likes/likes.types.ts';
import { assertOwnStudent } from '../students/students.policy.ts';
import { enterAlbums } from './albums-access.ts';
import { addSale } from './collectors.repo.ts';
import { lotTypeOf, toLots } from './market.mapper.ts';
import {
  claimCancel,
  claimPiece,
  claimSale,
  countOpenLots,
  findLot,
  findLotState,
  findTradeActiveUntil,
  giveCrystalCopies,
  type ItemMove,
  insertLot,
  insertLotItems,
  type LotStatus,
  listLotContents,
  listLotItems,
  listOpenLots,
  recordMoves,
  releasePieces,
  takeCrystalCopy,
} from './market.repo.ts';

export interface MarketService {
  lots(actor: AuthUser, query: z.output<typeof lotsQuerySchema>): Promise<LotsPage>;
  create(actor: AuthUser, body: CreateLotBody): Promise<Lot>;
  buy(actor: AuthUser, lotId: number, subjectId: number): Promise<{ lot: Lot; balance: number }>;
  cancel(actor: AuthUser, studentId: number, lotId: number): Promise<Lot>;
}

type LotContents = Awaited<ReturnType<typeof listLotContents>>;

/** Why a claim on a lot changed nothing, read after it: the lot is gone, the caller's own, or no longer open. */
function refusalOf(state: { status: string } | undefined, own: boolean): AppError {
  if (!state) return new AppError('NOT_FOUND');
  if (state.status === 'sold') return new AppError('LOT_SOLD');
  if (state.status !== 'open') return new AppError('LOT_CLOSED');
  return new AppError(own ? 'LOT_OWN' : 'NOT_FOUND');
}

/** One ledger row per item of a lot, for one student. */
function movesOf(
  contents: LotContents,
  move: { studentId: number; subjectId: number; lotId: number; delta: 1 | -1; reason: string },
): ItemMove[] {
  return contents.map((item) => ({
    student_id: move.studentId,
    subject_id: move.subjectId,
    item_type: item.item_type as LotItemType,
    item_id: item.puzzle_student_id ?? item.crystal_id ?? 0,
    delta: move.delta,
    reason: move.reason,
    ref_type: 'lot',
    ref_id: move.lotId,
  }));
}

/** The crystal copies of a lot, counted per crystal. */
function crystalCopies(contents: LotContents): Map<number, number> {
  const copies = new Map<number, number>();
  for (const item of contents) {
    if (item.crystal_id !== null) copies.set(item.crystal_id, (copies.get(item.crystal_id) ?? 0) + 1);
  }
  return copies;
}

export function createMarketService(deps: {
  database: Database;
  clock: Clock;
  realtime: Pick<Realtime, 'publish'>;
  likes: Pick<LikesService, 'spendWithin' | 'receiveWithin' | 'tell'>;
  logger: FastifyBaseLogger;
}): MarketService {
  const { database } = deps;
  const { db } = database;
  const now = () => deps.clock().toISOString();

  async function lotFor(reader: Kysely<DB>, lotId: number, viewerId: number): Promise<Lot> {
    const row = await findLot(reader, lotId);
    const lot = row && toLots([row], await listLotItems(reader, [lotId]), viewerId)[0];
    if (!lot) throw new AppError('NOT_FOUND');
    return lot;
  }

  /** Open market pages refresh on it; a lost notice only delays that, so it never fails the committed trade. */
  async function announceLot(subjectId: number, lotId: number, status: LotStatus): Promise<void> {
    await publishTo(deps.realtime, channels.subjectMarket(subjectId), 'subjectMarket', 'lot', {
      lot_id: lotId,
      status,
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'market lot change not published'));
  }

  /** Items of a closing lot go to `studentId`: pieces by their owner column, copies into the count. */
  async function handOver(trx: Kysely<DB>, lotId: number, studentId: number, subjectId: number, at: string) {
    const contents = await listLotContents(trx, lotId);
    await releasePieces(trx, lotId, studentId, at);
    for (const [crystalId, count] of crystalCopies(contents)) {
      await giveCrystalCopies(trx, { studentId, subjectId, crystalId, count }, at);
    }
    return contents;
  }

  return {
    async lots(actor, query) {
      await enterAlbums(db, actor, query.subject_id);
      const filter = { subjectId: query.subject_id, type: query.type, sellerId: query.mine ? actor.id : null };
      const [total, rows] = await Promise.all([
        countOpenLots(db, filter),
        listOpenLots(db, filter, { limit: MARKET_PAGE_SIZE, offset: (query.page - 1) * MARKET_PAGE_SIZE }),
      ]);
      const items = await listLotItems(
        db,
        rows.map((row) => row.id),
      );
      return {
        items: toLots(rows, items, actor.id),
        total,
        page: query.page,
        per_page: MARKET_PAGE_SIZE,
        last_page: Math.max(1, Math.ceil(total / MARKET_PAGE_SIZE)),
      };
    },

    /** One transaction: the lot, then each item claimed by a conditional update; any refusal undoes it all. */
    async create(actor, body) {
      const subjectId = body.subject_id;
      await enterAlbums(db, actor, subjectId);
      const refusal = lotItemsRefusal(body.items);
      if (refusal) throw new AppError(refusal);
      const activeUntil = await findTradeActiveUntil(db, actor.id, subjectId);
      if (!activeUntil || new Date(activeUntil).getTime() <= deps.clock().getTime()) {
        throw new AppError('LOT_NEEDS_TRADE_CRYSTAL');
      }
      const lotId = await database.transaction(async (trx) => {
        const at = now();
        const id = await insertLot(
          trx,
          { subject_id: subjectId, seller_id: actor.id, price: body.price, type: lotTypeOf(body.items) },
          at,
        );
        // Claimed in one order whatever the request's, so two listings of the same items wait instead of deadlocking.
        const ordered = [...body.items].sort((a, b) => a.item_type.localeCompare(b.item_type) || a.id - b.id);
        for (const item of ordered) {
          const claimed =
            item.item_type === 'puzzle_student'
              ? await claimPiece(trx, { pieceId: item.id, lotId: id, sellerId: actor.id, subjectId }, at)
              : await takeCrystalCopy(trx, { studentId: actor.id, subjectId, crystalId: item.id }, at);
          if (!claimed) throw new AppError('LOT_ITEMS_NOT_OWNED');
        }
        await insertLotItems(trx, id, body.items, at);
        const contents = body.items.map((item) => ({
          item_type: item.item_type,
          puzzle_student_id: item.item_type === 'puzzle_student' ? item.id : null,
          crystal_id: item.item_type === 'crystal_student' ? item.id : null,
        }));
        await recordMoves(
          trx,
          movesOf(contents, { studentId: actor.id, subjectId, lotId: id, delta: -1, reason: 'lot_listed' }),
          at,
        );
        return id;
      });
      await announceLot(subjectId, lotId, 'open');
      return lotFor(db, lotId, actor.id);
    },

    /**
     * Claims the lot first (`status = 'sold' WHERE status = 'open'`), so of buyers racing for it one wins and the
     * others read why they lost; then the likes and the items move, all in the same transaction.
     */
    async buy(actor, lotId, subjectId) {
      await enterAlbums(db, actor, subjectId);
      const sale = await database.transaction(async (trx) => {
        const at = now();
        if (!(await claimSale(trx, { lotId, buyerId: actor.id, subjectId }, at))) {
          const state = await findLotState(trx, lotId);
          const visible = state && state.subject_id === subjectId ? state : undefined;
          throw refusalOf(visible, visible?.seller_id === actor.id);
        }
        const lot = await findLotState(trx, lotId);
        if (!lot) throw new AppError('NOT_FOUND');
        const paid: Omit<LedgerEntry, 'studentId' | 'delta'> = {
          subjectId,
          reason: 'market',
          refType: 'lot',
          refId: lotId,
        };
        const received: LedgerEntry = { ...paid, studentId: lot.seller_id, delta: lot.price };
        const spend = () => deps.likes.spendWithin(trx, { ...paid, studentId: actor.id, amount: lot.price });
        const accrue = () => deps.likes.receiveWithin(trx, received);
        // Both balances are locked lowest student first, so two students buying each other's lots cannot deadlock.
        let balance: number;
        let sellerBalance: number;
        if (lot.seller_id < actor.id) {
          sellerBalance = await accrue();
          balance = await spend();
        } else {
          balance = await spend();
          sellerBalance = await accrue();
        }
        const contents = await handOver(trx, lotId, actor.id, subjectId, at);
        // The seller's −1 was written when the items left them for the lot ('lot_listed'): only the buyer gains now.
        await recordMoves(
          trx,
          movesOf(contents, { studentId: actor.id, subjectId, lotId, delta: 1, reason: 'lot_bought' }),
          at,
        );
        await addSale(trx, lot.seller_id, subjectId);
        return { balance, received, sellerBalance };
      });
      await deps.likes.tell(sale.received, sale.sellerBalance);
      await announceLot(subjectId, lotId, 'sold');
      return { lot: await lotFor(db, lotId, actor.id), balance: sale.balance };
    },

    /** The seller takes an open lot back; its items return to their pool and count. */
    async cancel(actor, studentId, lotId) {
      assertOwnStudent(actor, studentId);
      const state = await findLotState(db, lotId);
      if (!state || state.seller_id !== studentId) throw new AppError('NOT_FOUND');
      const subjectId = state.subject_id;
      await enterAlbums(db, actor, subjectId);
      await database.transaction(async (trx) => {
        const at = now();
        if (!(await claimCancel(trx, { lotId, sellerId: studentId }, at))) {
          throw refusalOf(await findLotState(trx, lotId), true);
        }
        const contents = await handOver(trx, lotId, studentId, subjectId, at);
        await recordMoves(
          trx,
          movesOf(contents, { studentId, subjectId, lotId, delta: 1, reason: 'lot_cancelled' }),
          at,
        );
      });
      await announceLot(subjectId, lotId, 'cancelled');
      return lotFor(db, lotId, actor.id);
    },
  };
}
