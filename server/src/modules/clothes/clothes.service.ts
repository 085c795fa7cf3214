import type { AdminClothes, Character, ClothesBody, ClothesPatch, ClothesSlot } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { clothesColumns, toAdminClothes, toCharacter } from './clothes.mapper.ts';
import {
  existingCharacterIds,
  findClothes,
  insertClothes,
  listCharacters,
  listClothes,
  updateClothes,
} from './clothes.repo.ts';

export interface AdminClothesFilter {
  character_id?: number | undefined;
  slot?: ClothesSlot | undefined;
  search?: string | undefined;
}

export interface ClothesService {
  characters(): Promise<Character[]>;
  list(filter: AdminClothesFilter): Promise<AdminClothes[]>;
  get(id: number): Promise<AdminClothes>;
  create(body: ClothesBody): Promise<AdminClothes>;
  update(id: number, patch: ClothesPatch): Promise<AdminClothes>;
  /** Stops selling it; students who own it keep it. */
  remove(id: number): Promise<{ id: number }>;
}

export function createClothesService(deps: { database: Database; clock: Clock }): ClothesService {
  const { db, dialect } = deps.database;
  const now = () => deps.clock().toISOString();

  async function load(id: number): Promise<AdminClothes> {
    const row = await findClothes(db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return toAdminClothes(dialect, row);
  }

  async function assertCharactersExist(ids: readonly number[]): Promise<void> {
    const existing = await existingCharacterIds(db, ids);
    if (ids.some((id) => !existing.has(id))) throw invalidField('characters', 'FIELD_INVALID');
  }

  return {
    async characters() {
      return (await listCharacters(db)).map(toCharacter);
    },

    async list(filter) {
      const rows = await listClothes(db, dialect, { characterId: filter.character_id, slot: filter.slot });
      const all = rows.map((row) => toAdminClothes(dialect, row));
      const search = filter.search?.toLocaleLowerCase();
      // The catalogue is a few hundred pieces; matching here folds case in every language, which SQLite's lower() does not.
      if (!search) return all;
      return all.filter((clothes) =>
        Object.values(clothes.title).some((title) => title.toLocaleLowerCase().includes(search)),
      );
    },

    get: load,

    async create(body) {
      await assertCharactersExist(body.characters);
      const stamp = now();
      const id = await insertClothes(db, { ...clothesColumns(body), created_at: stamp, updated_at: stamp });
      return load(id);
    },

    async update(id, patch) {
      const current = await load(id);
      if (patch.characters) await assertCharactersExist(patch.characters);
      const merged: ClothesBody = {
        title: patch.title ?? current.title,
        price: patch.price ?? current.price,
        slot: patch.slot ?? current.slot,
        categories: patch.categories ?? current.categories,
        characters: patch.characters ?? current.characters,
        preview: patch.preview === undefined ? current.preview : patch.preview,
        picture: patch.picture ?? current.picture,
        is_standard: patch.is_standard ?? current.is_standard,
      };
      if (!(await updateClothes(db, id, { ...clothesColumns(merged), updated_at: now() }))) {
        throw new AppError('NOT_FOUND');
      }
      return load(id);
    },

    async remove(id) {
      const stamp = now();
      if (!(await updateClothes(db, id, { deleted_at: stamp, updated_at: stamp }))) throw new AppError('NOT_FOUND');
      return { id };
    },
  };
}
