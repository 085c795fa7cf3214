import { randomInt } from 'node:crypto';
import type {
  BuyPuzzlesBody,
  CrystalCode,
  ExchangeBody,
  LegendaryBody,
  OwnedPuzzle,
  PictureSaved,
  PuzzlesBought,
  SavePictureBody,
  StudentCrystal,
} from '@umka/contracts';
import {
  createRng,
  drawPuzzles,
  exchangeRefusal,
  isCombo,
  isPictureComplete,
  legendaryRefusal,
  type PictureRule,
  placementRefusal,
  puzzlePrice,
  type SlotPiece,
} from '@umka/games';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LikesPort } from '../likes/likes.port.ts';
import type { LikesService } from '../likes/likes.service.ts';
import type { LedgerEntry } from '../likes/likes.types.ts';
import type { MailPort } from '../mail/mail.port.ts';
import { toOwnedPuzzle, toPuzzlePrices, toStudentCrystal } from './albums.mapper.ts';
import { studentPictures } from './albums.reader.ts';
import {
  albumPuzzleIds,
  completedPictureIds,
  completeStudentAlbum,
  countCompletedAlbums,
  findAlbum,
  findOpenAlbum,
  findPicture,
  findStudentAlbum,
  insertStudentPicture,
  listPicturePuzzles,
  listPictures,
} from './albums.repo.ts';
import { enterOwnAlbums } from './albums-access.ts';
import { addCompletedPicture } from './collectors.repo.ts';
import { activeCrystalCodes, findCrystalByCode, listHoldings, spendCharge } from './crystals.repo.ts';
import {
  clearSlots,
  deletePoolPieces,
  type ItemMove,
  insertPieces,
  listPieces,
  listPuzzlePrices,
  makePiecesLegendary,
  ownedPuzzleIds,
  type PieceRow,
  placePiece,
  recordItemMoves,
} from './puzzles.repo.ts';

export interface PuzzlesService {
  buy(actor: AuthUser, studentId: number, body: BuyPuzzlesBody): Promise<PuzzlesBought>;
  savePicture(actor: AuthUser, studentId: number, pictureId: number, body: SavePictureBody): Promise<PictureSaved>;
  makeLegendary(
    actor: AuthUser,
    studentId: number,
    body: LegendaryBody,
  ): Promise<{ puzzles: OwnedPuzzle[]; crystal: StudentCrystal }>;
  exchange(actor: AuthUser, studentId: number, body: ExchangeBody): Promise<{ puzzle: OwnedPuzzle }>;
}

/** Seeds fit the generator's 32 bits; drawn by the server alone, so no client can pick its pack. */
const SEED_LIMIT = 2 ** 31 - 1;

type Owner = { studentId: number; subjectId: number };

/** One ledger row per piece, all alike. */
function pieceMoves(
  owner: Owner,
  pieceIds: readonly number[],
  move: { delta: 1 | -1; reason: string; refType: string; refId: number },
): ItemMove[] {
  return pieceIds.map((id) => ({
    student_id: owner.studentId,
    subject_id: owner.subjectId,
    item_type: 'puzzle_student',
    item_id: id,
    delta: move.delta,
    reason: move.reason,
    ref_type: move.refType,
    ref_id: move.refId,
  }));
}

/** The ids named, refused when one is named twice. */
function distinct(ids: readonly number[]): number[] {
  if (new Set(ids).size !== ids.length) throw new AppError('FIELD_INVALID');
  return [...ids];
}

const slotPiece = (piece: PieceRow): SlotPiece => ({
  puzzle_id: piece.id,
  picture_id: piece.picture_id,
  is_legendary: Boolean(piece.is_legendary),
});

export function createPuzzlesService(deps: {
  database: Database;
  clock: Clock;
  likes: Pick<LikesService, 'spendWithin' | 'accrueWithin' | 'announce'>;
  balances: Pick<LikesPort, 'findBalance' | 'holdBalances'>;
  mail: Pick<MailPort, 'deliverWithin' | 'announce'>;
  /** A fresh seed per draw; tests may fix it. */
  seed?: () => number;
}): PuzzlesService {
  const { database } = deps;
  const { db } = database;
  const seed = deps.seed ?? (() => randomInt(0, SEED_LIMIT));

  async function activeCodes(trx: Kysely<DB>, owner: Owner, at: string): Promise<CrystalCode[]> {
    return (await activeCrystalCodes(trx, owner.studentId, owner.subjectId, at)) as CrystalCode[];
  }

  /** Pieces of the album drawn at random; with luck active, the ones the student lacks come first. */
  async function draw(trx: Kysely<DB>, owner: Owner, albumId: number, count: number, luck: boolean) {
    const candidates = await albumPuzzleIds(trx, albumId);
    if (candidates.length === 0) throw new AppError('PUZZLE_NOT_IN_ALBUM');
    const owned = luck ? await ownedPuzzleIds(trx, owner.studentId, owner.subjectId) : new Set<number>();
    return drawPuzzles(createRng(seed()), candidates, owned, count, luck);
  }

  async function piecesOut(owner: Owner, ids: readonly number[]): Promise<OwnedPuzzle[]> {
    return (await listPieces(db, { ...owner, ids })).map(toOwnedPuzzle);
  }

  return {
    /** The server's price list decides what is paid; the likes, the pieces and their ledger rows commit together. */
    async buy(actor, studentId, body) {
      const owner = { studentId, subjectId: body.subject_id };
      await enterOwnAlbums(db, actor, studentId, owner.subjectId);
      const bought = await database.transaction(async (trx) => {
        const at = deps.clock().toISOString();
        const album = await findOpenAlbum(trx, studentId, owner.subjectId);
        if (!album) throw new AppError('NO_OPEN_ALBUM');
        const prices = toPuzzlePrices(await listPuzzlePrices(trx));
        const active = await activeCodes(trx, owner, at);
        let puzzleIds: number[];
        let price: number | null;
        if (body.is_random) {
          const count = body.count ?? 0;
          price = puzzlePrice(prices, { is_random: true, count });
          if (price === null) throw new AppError('PUZZLE_PACK_UNKNOWN');
          const bonus = isCombo(active) ? 1 : 0;
          puzzleIds = await draw(trx, owner, album.id, count + bonus, active.includes('luck'));
        } else {
          puzzleIds = body.puzzle_ids ?? [];
          const ofAlbum = new Set(await albumPuzzleIds(trx, album.id));
          if (puzzleIds.some((id) => !ofAlbum.has(id))) throw new AppError('PUZZLE_NOT_IN_ALBUM');
          price = puzzlePrice(prices, { is_random: false, count: puzzleIds.length }, active.includes('bargain'));
          if (price === null) throw new AppError('NOTHING_SELECTED');
        }
        const balance = await deps.likes.spendWithin(trx, {
          ...owner,
          amount: price,
          reason: 'puzzles',
          refType: 'album',
          refId: album.id,
        });
        const pieceIds = await insertPieces(trx, owner, puzzleIds, at);
        await recordItemMoves(
          trx,
          pieceMoves(owner, pieceIds, { delta: 1, reason: 'bought', refType: 'album', refId: album.id }),
          at,
        );
        return { pieceIds, price, balance };
      });
      return {
        puzzles: await piecesOut(owner, bought.pieceIds),
        price_paid: bought.price,
        balance: bought.balance,
      };
    },

    /**
     * The ten slots as the student left them, in one transaction: the picture's slots are emptied first (one piece
     * per slot is a unique constraint), then filled; pieces left out are back in the pool. A save that completes the
     * picture locks it, and the last picture completes the album, the student's first granting its reward.
     */
    async savePicture(actor, studentId, pictureId, body) {
      const owner = { studentId, subjectId: body.subject_id };
      await enterOwnAlbums(db, actor, studentId, owner.subjectId);
      const picture = await findPicture(db, pictureId);
      if (!picture || picture.subject_id !== owner.subjectId) throw new AppError('NOT_FOUND');
      const ids = distinct(body.slots.filter((id): id is number => id !== null));
      const saved = await database.transaction(async (trx) => {
        const at = deps.clock().toISOString();
        // Every change to a student's collection holds their balance row first, so two of them run one after the other.
        await deps.balances.holdBalances(trx, studentId, [owner.subjectId]);
        if (!(await findStudentAlbum(trx, studentId, picture.album_id))) throw new AppError('NOT_FOUND');
        if ((await completedPictureIds(trx, studentId, [pictureId])).has(pictureId)) {
          throw new AppError('PICTURE_ALREADY_COMPLETE');
        }
        const puzzles = await listPicturePuzzles(trx, [pictureId]);
        const rule: PictureRule = {
          id: pictureId,
          is_legendary: Boolean(picture.is_legendary),
          puzzle_ids: puzzles.map((puzzle) => puzzle.id),
        };
        const pieces = new Map(
          (await listPieces(trx, { ...owner, ids })).map((piece) => [piece.puzzle_student_id, piece]),
        );
        const elsewhere = [...pieces.values()]
          .map((piece) => piece.slot_picture_id)
          .filter((id): id is number => id !== null && id !== pictureId);
        const locked = await completedPictureIds(trx, studentId, elsewhere);
        for (const id of ids) {
          const piece = pieces.get(id);
          if (!piece || piece.lot_id !== null) throw new AppError('PUZZLE_NOT_OWNED');
          if (piece.album_id !== picture.album_id) throw new AppError('PUZZLE_NOT_IN_ALBUM');
          if (piece.slot_picture_id !== null && locked.has(piece.slot_picture_id)) {
            throw new AppError('PICTURE_ALREADY_COMPLETE');
          }
          const refusal = placementRefusal(rule, slotPiece(piece));
          if (refusal) throw new AppError(refusal);
        }
        await clearSlots(trx, studentId, pictureId, at);
        for (const [index, id] of body.slots.entries()) {
          if (id === null) continue;
          const placed = await placePiece(trx, { id, studentId, pictureId, slot: index + 1 }, at);
          if (!placed) throw new AppError('PUZZLE_NOT_OWNED');
        }
        const slots = body.slots.map((id) => {
          const piece = id === null ? undefined : pieces.get(id);
          return piece ? slotPiece(piece) : null;
        });
        if (!isPictureComplete(rule, slots)) return { pictureCompleted: false, albumCompleted: false, reward: null };

        await insertStudentPicture(trx, { student_id: studentId, picture_id: pictureId, completed_at: at });
        await addCompletedPicture(trx, studentId, owner.subjectId);
        const albumPictures = (await listPictures(trx, [picture.album_id])).map((row) => row.id);
        const done = await completedPictureIds(trx, studentId, albumPictures);
        const albumDone = albumPictures.every((id) => done.has(id));
        if (!albumDone || !(await completeStudentAlbum(trx, studentId, picture.album_id, at))) {
          return { pictureCompleted: true, albumCompleted: false, reward: null };
        }
        const album = await findAlbum(trx, picture.album_id);
        if (!album) throw new AppError('NOT_FOUND');
        await deps.mail.deliverWithin(trx, {
          userId: studentId,
          subjectId: owner.subjectId,
          code: 'albumCompleted',
          sender: { kind: 'character' },
        });
        const first = (await countCompletedAlbums(trx, studentId, owner.subjectId)) === 1;
        if (!first || album.reward_likes <= 0) return { pictureCompleted: true, albumCompleted: true, reward: null };
        const entry: LedgerEntry = {
          ...owner,
          delta: album.reward_likes,
          reason: 'album',
          refType: 'album',
          refId: picture.album_id,
        };
        const balance = await deps.likes.accrueWithin(trx, entry);
        return { pictureCompleted: true, albumCompleted: true, reward: { entry, balance } };
      });
      if (saved.reward) await deps.likes.announce(saved.reward.entry, saved.reward.balance);
      if (saved.albumCompleted) await deps.mail.announce(studentId);
      const [shown] = await studentPictures(db, owner, [picture]);
      if (!shown) throw new AppError('NOT_FOUND');
      const pool = await listPieces(db, { ...owner, albumId: picture.album_id, poolOnly: true });
      return {
        picture: shown,
        pool: pool.map(toOwnedPuzzle),
        picture_completed: saved.pictureCompleted,
        album_completed: saved.albumCompleted,
        first_album_reward: saved.reward ? saved.reward.entry.delta : null,
        balance: saved.reward ? saved.reward.balance : await deps.balances.findBalance(db, studentId, owner.subjectId),
      };
    },

    /** Spends the legendary crystal's full charge on one to five ordinary pieces of the pool. */
    async makeLegendary(actor, studentId, body) {
      const owner = { studentId, subjectId: body.subject_id };
      await enterOwnAlbums(db, actor, studentId, owner.subjectId);
      const ids = distinct(body.puzzle_student_ids);
      const counted = legendaryRefusal(ids.map(() => ({ is_legendary: false })));
      if (counted) throw new AppError(counted);
      const crystal = await findCrystalByCode(db, 'legendary');
      if (!crystal) throw new AppError('CRYSTAL_NOT_OWNED');
      const key = { ...owner, crystalId: crystal.id };
      await database.transaction(async (trx) => {
        const at = deps.clock().toISOString();
        await deps.balances.holdBalances(trx, studentId, [owner.subjectId]);
        const pieces = await listPieces(trx, { ...owner, ids, poolOnly: true });
        if (pieces.length !== ids.length) throw new AppError('PUZZLE_NOT_OWNED');
        const refusal = legendaryRefusal(pieces.map((piece) => ({ is_legendary: Boolean(piece.is_legendary) })));
        if (refusal) throw new AppError(refusal);
        const holding = (await listHoldings(trx, studentId, owner.subjectId)).find((h) => h.crystal_id === crystal.id);
        if (!holding || holding.count < 1) throw new AppError('CRYSTAL_NOT_OWNED');
        if (!(await spendCharge(trx, key, null, at))) throw new AppError('CRYSTAL_NOT_CHARGED');
        if ((await makePiecesLegendary(trx, studentId, ids, at)) !== ids.length) {
          throw new AppError('PUZZLE_NOT_OWNED');
        }
      });
      const holding = (await listHoldings(db, studentId, owner.subjectId)).find((h) => h.crystal_id === crystal.id);
      return {
        puzzles: await piecesOut(owner, ids),
        crystal: toStudentCrystal(crystal, holding, deps.clock().getTime()),
      };
    },

    /** Three ordinary pool pieces go (−1 each in the ledger) and one random piece of the open album comes (+1). */
    async exchange(actor, studentId, body) {
      const owner = { studentId, subjectId: body.subject_id };
      await enterOwnAlbums(db, actor, studentId, owner.subjectId);
      const ids = distinct(body.puzzle_student_ids);
      const pieceId = await database.transaction(async (trx) => {
        const at = deps.clock().toISOString();
        await deps.balances.holdBalances(trx, studentId, [owner.subjectId]);
        const pieces = await listPieces(trx, { ...owner, ids, poolOnly: true });
        if (pieces.length !== ids.length) throw new AppError('PUZZLE_NOT_OWNED');
        const refusal = exchangeRefusal(pieces.map((piece) => ({ is_legendary: Boolean(piece.is_legendary) })));
        if (refusal) throw new AppError(refusal);
        const album = await findOpenAlbum(trx, studentId, owner.subjectId);
        if (!album) throw new AppError('NO_OPEN_ALBUM');
        if ((await deletePoolPieces(trx, studentId, ids)) !== ids.length) throw new AppError('PUZZLE_NOT_OWNED');
        const luck = (await activeCodes(trx, owner, at)).includes('luck');
        const drawn = await draw(trx, owner, album.id, 1, luck);
        const [gained] = await insertPieces(trx, owner, drawn, at);
        if (gained === undefined) throw new AppError('PUZZLE_NOT_IN_ALBUM');
        const ref = { refType: 'album', refId: album.id };
        await recordItemMoves(
          trx,
          [
            ...pieceMoves(owner, ids, { delta: -1, reason: 'exchanged', ...ref }),
            ...pieceMoves(owner, [gained], { delta: 1, reason: 'exchanged', ...ref }),
          ],
          at,
        );
        return gained;
      });
      const [puzzle] = await piecesOut(owner, [pieceId]);
      if (!puzzle) throw new AppError('NOT_FOUND');
      return { puzzle };
    },
  };
}
