import type { ItCategory, ItCategoryBody, ItCategoryPatch } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { titleColumns, titleOf } from '../../lib/localized-columns.ts';
import {
  categoryHasProjects,
  deleteItCategory,
  type ItCategoryRow,
  insertItCategory,
  listItCategories,
  updateItCategory,
} from './it-categories.repo.ts';
import { assertAdmin, type ItAccess } from './it-projects.policy.ts';

export interface ItCategoriesService {
  /** What the exhibition's filter and the project form offer: IT students and staff. */
  list(actor: AuthUser): Promise<ItCategory[]>;
  adminList(actor: AuthUser): Promise<ItCategory[]>;
  create(actor: AuthUser, body: ItCategoryBody): Promise<ItCategory>;
  update(actor: AuthUser, id: number, patch: ItCategoryPatch): Promise<ItCategory>;
  /** A category with projects stays: its projects would lose their place in the exhibition. */
  remove(actor: AuthUser, id: number): Promise<{ id: number }>;
}

export function toItCategory(row: ItCategoryRow): ItCategory {
  return { id: row.id, title: titleOf(row), number: row.number };
}

export function createItCategoriesService(deps: { database: Database; clock: Clock; access: ItAccess }) {
  const { db } = deps.database;
  const now = () => deps.clock().toISOString();

  return {
    async list(actor) {
      await deps.access.assertItVisitor(db, actor);
      return (await listItCategories(db)).map(toItCategory);
    },

    async adminList(actor) {
      assertAdmin(actor);
      return (await listItCategories(db)).map(toItCategory);
    },

    async create(actor, body) {
      assertAdmin(actor);
      const row = await insertItCategory(db, {
        ...titleColumns(body.title),
        number: body.number,
        created_at: now(),
        updated_at: now(),
      });
      return toItCategory(row);
    },

    async update(actor, id, patch) {
      assertAdmin(actor);
      const row = await updateItCategory(db, id, {
        ...(patch.title ? titleColumns(patch.title) : {}),
        ...(patch.number !== undefined ? { number: patch.number } : {}),
        updated_at: now(),
      });
      if (!row) throw new AppError('NOT_FOUND');
      return toItCategory(row);
    },

    async remove(actor, id) {
      assertAdmin(actor);
      if (await categoryHasProjects(db, id)) throw new AppError('IT_CATEGORY_IN_USE');
      try {
        if (!(await deleteItCategory(db, id))) throw new AppError('NOT_FOUND');
      } catch (error) {
        // A project sent in the meantime holds the category.
        if (isForeignKeyViolation(error)) throw new AppError('IT_CATEGORY_IN_USE', { cause: error });
        throw error;
      }
      return { id };
    },
  } satisfies ItCategoriesService;
}
