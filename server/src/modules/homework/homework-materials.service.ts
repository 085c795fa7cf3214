import type { HomeworkItemProgress, LibraryPage } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LibraryHomeworkReader } from '../library/library-homework.ts';
import { assertDoesHomework, assertReadsHomework } from './homework.policy.ts';
import { findHomework, findItem, isClassMember, recordMaterialOpen } from './homework.repo.ts';

export interface HomeworkMaterialsService {
  /** A student opened a material item: done from now on (a second opening changes nothing). */
  open(actor: AuthUser, homeworkId: number, itemId: number): Promise<HomeworkItemProgress>;
  /** A page material item's published page, for the homework's readers. */
  page(actor: AuthUser, homeworkId: number, itemId: number): Promise<LibraryPage>;
  /** A document material item's file, for the homework's readers. */
  document(
    actor: AuthUser,
    homeworkId: number,
    itemId: number,
  ): Promise<{ contentType: string; disposition: string; bytes: Buffer }>;
}

/**
 * Library materials given as homework items (issue [14]). The homework is what lets a student read the material: a
 * class's student reads the page or document of a published homework's item without the teacher sharing it with
 * the class as well.
 */
export function createHomeworkMaterialsService(deps: {
  database: Database;
  clock: Clock;
  library: LibraryHomeworkReader;
  /** A course lesson's homework finished by this opening finishes the lesson (issue [13]). */
  courseLessons: { answerAccepted(homeworkId: number, studentId: number): Promise<void> };
}): HomeworkMaterialsService {
  const { db } = deps.database;

  /** The item's material, once the caller passed `check`; 404 for another item type or a deleted material. */
  async function materialOf(
    actor: AuthUser,
    homeworkId: number,
    itemId: number,
    check: typeof assertReadsHomework | typeof assertDoesHomework,
  ): Promise<number> {
    const row = await findHomework(db, homeworkId);
    if (!row) throw new AppError('NOT_FOUND');
    check(actor, row, await isClassMember(db, row.group_id, actor.id));
    const item = await findItem(db, row.id, itemId);
    if (item?.type !== 'material' || item.material_id === null) throw new AppError('NOT_FOUND');
    return item.material_id;
  }

  return {
    async open(actor, homeworkId, itemId) {
      await materialOf(actor, homeworkId, itemId, assertDoesHomework);
      await recordMaterialOpen(db, itemId, actor.id, deps.clock().toISOString());
      await deps.courseLessons.answerAccepted(homeworkId, actor.id);
      return { item_id: itemId, type: 'material', rounds_done: 0, target_rounds: 0, answer: null, complete: true };
    },

    async page(actor, homeworkId, itemId) {
      return deps.library.page(db, await materialOf(actor, homeworkId, itemId, assertReadsHomework));
    },

    async document(actor, homeworkId, itemId) {
      return deps.library.document(db, await materialOf(actor, homeworkId, itemId, assertReadsHomework));
    },
  };
}
