import {
  type ChooseCharacterBody,
  CLOTHES_SLOTS,
  type Clothes,
  clothesSlotSchema,
  type StudentCharacter,
  type WearBody,
} from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { type CharacterRow, toCharacter, toClothes } from '../clothes/clothes.mapper.ts';
import { assertCharacterChosen, assertFits } from './shop.policy.ts';
import {
  findCharacter,
  findClothes,
  findStudentCharacter,
  giveClothes,
  listClothes,
  listOwnedClothes,
  listWornClothes,
  ownsClothes,
  saveStudentCharacter,
  setWorn,
  takeOffSlot,
} from './wardrobe.repo.ts';
import { enterWorld } from './world-access.ts';

export interface CharacterService {
  /** The dressed character of a student in a subject, or null before one is chosen (subject data). */
  characterOf(studentId: number, subjectId: number): Promise<StudentCharacter | null>;
  get(actor: AuthUser, studentId: number, subjectId: number): Promise<StudentCharacter | null>;
  choose(actor: AuthUser, studentId: number, body: ChooseCharacterBody): Promise<StudentCharacter>;
  wear(actor: AuthUser, studentId: number, clothesId: number, body: WearBody): Promise<StudentCharacter>;
  /** Puts on an owned piece in the caller's transaction, taking off what its slot held. */
  putOn(trx: Kysely<DB>, studentId: number, subjectId: number, clothes: Pick<Clothes, 'id' | 'slot'>): Promise<void>;
  dress(db: Kysely<DB>, character: CharacterRow, studentId: number, subjectId: number): Promise<StudentCharacter>;
}

const slotOrder = (slot: string) => CLOTHES_SLOTS.indexOf(clothesSlotSchema.parse(slot));

export function createCharacterService(deps: { database: Database; clock: Clock }): CharacterService {
  const { database } = deps;
  const { db, dialect } = database;
  const now = () => deps.clock().toISOString();

  async function dress(
    reader: Kysely<DB>,
    character: CharacterRow,
    studentId: number,
    subjectId: number,
  ): Promise<StudentCharacter> {
    const worn = await listWornClothes(reader, studentId, subjectId);
    return {
      ...toCharacter(character),
      worn: worn
        .map((piece) => ({
          clothes_id: piece.clothes_id,
          slot: clothesSlotSchema.parse(piece.slot),
          picture: piece.picture,
        }))
        .sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot)),
    };
  }

  async function putOn(trx: Kysely<DB>, studentId: number, subjectId: number, clothes: Pick<Clothes, 'id' | 'slot'>) {
    await takeOffSlot(trx, studentId, subjectId, clothes.slot);
    await setWorn(trx, studentId, subjectId, [clothes.id], true);
  }

  /**
   * Choosing (or switching) a character gives its standard pieces for free; what no longer fits is taken
   * off, and each slot left empty gets the character's standard piece.
   */
  async function outfitFor(trx: Kysely<DB>, studentId: number, subjectId: number, characterId: number) {
    const catalogue = (await listClothes(trx)).map((row) => ({
      ...toClothes(dialect, row),
      deleted: row.deleted_at !== null,
    }));
    const standard = catalogue.filter(
      (piece) => piece.is_standard && !piece.deleted && piece.characters.includes(characterId),
    );
    await giveClothes(
      trx,
      standard.map((piece) => ({ student_id: studentId, subject_id: subjectId, clothes_id: piece.id, price_paid: 0 })),
      now(),
    );
    const byId = new Map(catalogue.map((piece) => [piece.id, piece]));
    const worn = (await listOwnedClothes(trx, studentId, subjectId)).filter((row) => Boolean(row.worn));
    const misfits = worn.filter((row) => !byId.get(row.clothes_id)?.characters.includes(characterId));
    await setWorn(
      trx,
      studentId,
      subjectId,
      misfits.map((row) => row.clothes_id),
      false,
    );
    const filled = new Set(worn.filter((row) => !misfits.includes(row)).map((row) => byId.get(row.clothes_id)?.slot));
    const toWear: number[] = [];
    for (const piece of standard) {
      if (filled.has(piece.slot)) continue;
      filled.add(piece.slot);
      toWear.push(piece.id);
    }
    await setWorn(trx, studentId, subjectId, toWear, true);
  }

  return {
    putOn,
    dress,

    async characterOf(studentId, subjectId) {
      const character = await findStudentCharacter(db, studentId, subjectId);
      return character ? dress(db, character, studentId, subjectId) : null;
    },

    async get(actor, studentId, subjectId) {
      await enterWorld(db, actor, studentId, subjectId);
      const character = await findStudentCharacter(db, studentId, subjectId);
      return character ? dress(db, character, studentId, subjectId) : null;
    },

    async choose(actor, studentId, body) {
      await enterWorld(db, actor, studentId, body.subject_id);
      const character = await findCharacter(db, body.character_id);
      if (!character) throw invalidField('character_id', 'FIELD_INVALID');
      return database.transaction(async (trx) => {
        await saveStudentCharacter(
          trx,
          { student_id: studentId, subject_id: body.subject_id, character_id: character.id },
          now(),
        );
        await outfitFor(trx, studentId, body.subject_id, character.id);
        return dress(trx, character, studentId, body.subject_id);
      });
    },

    async wear(actor, studentId, clothesId, body) {
      await enterWorld(db, actor, studentId, body.subject_id);
      return database.transaction(async (trx) => {
        const character = await findStudentCharacter(trx, studentId, body.subject_id, dialect);
        assertCharacterChosen(character);
        const row = await findClothes(trx, clothesId);
        if (!row || !(await ownsClothes(trx, studentId, body.subject_id, clothesId))) throw new AppError('NOT_FOUND');
        const clothes = toClothes(dialect, row);
        if (body.worn) {
          assertFits(clothes, character.id);
          await putOn(trx, studentId, body.subject_id, clothes);
        } else {
          await setWorn(trx, studentId, body.subject_id, [clothes.id], false);
        }
        return dress(trx, character, studentId, body.subject_id);
      });
    },
  };
}
