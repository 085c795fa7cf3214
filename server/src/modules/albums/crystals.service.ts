import { CRYSTAL_ACTIVE_HOURS, type CrystalCode, type StudentCrystal, type StudentCrystals } from '@umka/contracts';
import { isCombo, useRefusal } from '@umka/games';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LikesPort } from '../likes/likes.port.ts';
import type { LikesService } from '../likes/likes.service.ts';
import { isActive, toStudentCrystal } from './albums.mapper.ts';
import { enterOwnAlbums } from './albums-access.ts';
import {
  addCrystalCopy,
  type CrystalRow,
  findCrystal,
  type HoldingRow,
  listCrystals,
  listHoldings,
  spendCharge,
} from './crystals.repo.ts';
import { recordItemMoves } from './puzzles.repo.ts';

export interface CrystalsService {
  list(actor: AuthUser, studentId: number, subjectId: number): Promise<StudentCrystals>;
  buy(
    actor: AuthUser,
    studentId: number,
    crystalId: number,
    subjectId: number,
  ): Promise<{ crystal: StudentCrystal; balance: number }>;
  use(
    actor: AuthUser,
    studentId: number,
    crystalId: number,
    subjectId: number,
  ): Promise<{ crystal: StudentCrystal; combo: boolean }>;
}

const HOUR_MS = 3_600_000;

/** Luck and bargain active together. */
function comboOf(crystals: readonly CrystalRow[], holdings: readonly HoldingRow[], now: number): boolean {
  const codes = new Map(crystals.map((crystal) => [crystal.id, crystal.code as CrystalCode]));
  const active = holdings
    .filter((holding) => isActive(holding, now))
    .map((holding) => codes.get(holding.crystal_id))
    .filter((code): code is CrystalCode => code !== undefined);
  return isCombo(active);
}

export function createCrystalsService(deps: {
  database: Database;
  clock: Clock;
  likes: Pick<LikesService, 'spendWithin'>;
  balances: Pick<LikesPort, 'holdBalances'>;
}): CrystalsService {
  const { database } = deps;
  const { db } = database;

  async function crystalOf(crystalId: number): Promise<CrystalRow> {
    const crystal = await findCrystal(db, crystalId);
    if (!crystal) throw new AppError('NOT_FOUND');
    return crystal;
  }

  async function holdingOf(studentId: number, subjectId: number, crystalId: number) {
    return (await listHoldings(db, studentId, subjectId)).find((holding) => holding.crystal_id === crystalId);
  }

  return {
    async list(actor, studentId, subjectId) {
      await enterOwnAlbums(db, actor, studentId, subjectId);
      const [crystals, holdings] = await Promise.all([listCrystals(db), listHoldings(db, studentId, subjectId)]);
      const now = deps.clock().getTime();
      const byCrystal = new Map(holdings.map((holding) => [holding.crystal_id, holding]));
      return {
        crystals: crystals.map((crystal) => toStudentCrystal(crystal, byCrystal.get(crystal.id), now)),
        combo: comboOf(crystals, holdings, now),
      };
    },

    /** One more copy for the crystal's price: the likes, the count and the item ledger commit together. */
    async buy(actor, studentId, crystalId, subjectId) {
      await enterOwnAlbums(db, actor, studentId, subjectId);
      const crystal = await crystalOf(crystalId);
      if (!crystal.is_for_sale) throw new AppError('CRYSTAL_NOT_FOR_SALE');
      const balance = await database.transaction(async (trx) => {
        const at = deps.clock().toISOString();
        const left = await deps.likes.spendWithin(trx, {
          studentId,
          subjectId,
          amount: crystal.price,
          reason: 'crystals',
          refType: 'crystal',
          refId: crystalId,
        });
        await addCrystalCopy(trx, { studentId, subjectId, crystalId }, at);
        await recordItemMoves(
          trx,
          [
            {
              student_id: studentId,
              subject_id: subjectId,
              item_type: 'crystal_student',
              item_id: crystalId,
              delta: 1,
              reason: 'bought',
              ref_type: 'crystal',
              ref_id: crystalId,
            },
          ],
          at,
        );
        return left;
      });
      const holding = await holdingOf(studentId, subjectId, crystalId);
      return { crystal: toStudentCrystal(crystal, holding, deps.clock().getTime()), balance };
    },

    /**
     * Spends the full charge to make the crystal active for CRYSTAL_ACTIVE_HOURS. The student's balance row is held
     * first, so two uses at once are judged one after the other and never make a third crystal active.
     */
    async use(actor, studentId, crystalId, subjectId) {
      await enterOwnAlbums(db, actor, studentId, subjectId);
      const crystal = await crystalOf(crystalId);
      await database.transaction(async (trx) => {
        const nowMs = deps.clock().getTime();
        await deps.balances.holdBalances(trx, studentId, [subjectId]);
        const holdings = await listHoldings(trx, studentId, subjectId);
        const holding = holdings.find((row) => row.crystal_id === crystalId);
        const activeOthers = holdings.filter((row) => row.crystal_id !== crystalId && isActive(row, nowMs)).length;
        const state = holding && {
          code: crystal.code as CrystalCode,
          count: holding.count,
          charge: holding.charge,
          active: isActive(holding, nowMs),
        };
        const refusal = useRefusal(state, activeOthers);
        if (refusal) throw new AppError(refusal);
        const until = new Date(nowMs + CRYSTAL_ACTIVE_HOURS * HOUR_MS).toISOString();
        const key = { studentId, subjectId, crystalId };
        if (!(await spendCharge(trx, key, until, new Date(nowMs).toISOString()))) {
          throw new AppError('CRYSTAL_NOT_CHARGED');
        }
      });
      const [crystals, holdings] = await Promise.all([listCrystals(db), listHoldings(db, studentId, subjectId)]);
      const now = deps.clock().getTime();
      return {
        crystal: toStudentCrystal(
          crystal,
          holdings.find((row) => row.crystal_id === crystalId),
          now,
        ),
        combo: comboOf(crystals, holdings, now),
      };
    },
  };
}
