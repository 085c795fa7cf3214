import { type HomeworkItemInput, ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { FilesPort } from '../files/files.port.ts';
import { homeworkMaterialOf } from '../library/library-homework.ts';
import type { TeachersPort } from '../teachers/teachers.port.ts';
import type { TrainersService } from '../trainers/trainers.service.ts';
import { itemValues } from './homework.mapper.ts';
import { deleteItemsExcept, insertItem, replaceItemFiles, updateItem } from './homework.repo.ts';

export interface HomeworkItems {
  /**
   * 422 naming the item at fault: a trainer not in the class's subject, settings outside the trainer's
   * bounds, a file the actor may not attach, a library material that is gone, not yet published or of another
   * subject. Without a subject (a template) settings are checked alone, and a teacher's materials must be of a
   * subject they teach.
   */
  validate(actor: AuthUser, subjectId: number | null, items: readonly HomeworkItemInput[]): Promise<void>;
  /**
   * Writes the items in order; items with an id of `existing` are updated in place, the rest replaced. A material
   * deleted since `validate` is refused here too (422), inside the caller's transaction.
   */
  write(
    trx: Kysely<DB>,
    homeworkId: number,
    items: readonly HomeworkItemInput[],
    existing: readonly number[],
  ): Promise<void>;
}

const SUBJECT_CODES = new Set(['NOT_FOUND', 'TRAINER_NOT_IN_SUBJECT']);

export function createHomeworkItems(deps: {
  database: Database;
  trainers: Pick<TrainersService, 'checkSettings'>;
  fileRows: Pick<FilesPort, 'attachableFileIds' | 'attachmentFileIds'>;
  teachers: Pick<TeachersPort, 'teacherSubjectIds'>;
}): HomeworkItems {
  const { attachableFileIds, attachmentFileIds } = deps.fileRows;
  const { db } = deps.database;

  async function assertAttachable(actor: AuthUser, fileIds: readonly number[], field: string): Promise<void> {
    const unique = [...new Set(fileIds)];
    const allowed =
      actor.role_id === ROLE.admin
        ? await attachmentFileIds(db, unique)
        : await attachableFileIds(db, actor.id, unique);
    if (allowed.length !== unique.length) throw invalidField(field, 'FIELD_INVALID');
  }

  /** The subjects a material may be of: the homework's, or (a template) any the teacher teaches. */
  async function materialSubjects(actor: AuthUser, subjectId: number | null): Promise<readonly number[] | null> {
    if (subjectId !== null) return [subjectId];
    return actor.role_id === ROLE.admin ? null : deps.teachers.teacherSubjectIds(db, actor.id);
  }

  async function assertMaterial(materialId: number, subjects: readonly number[] | null, field: string) {
    const material = await homeworkMaterialOf(db, materialId);
    if (!material) throw invalidField(field, 'HOMEWORK_MATERIAL_UNAVAILABLE');
    if (subjects && !subjects.includes(material.subject_id)) {
      throw invalidField(field, 'HOMEWORK_MATERIAL_NOT_IN_SUBJECT');
    }
  }

  return {
    async validate(actor, subjectId, items) {
      let subjects: readonly number[] | null | undefined;
      for (const [index, item] of items.entries()) {
        if (item.type === 'task') {
          await assertAttachable(actor, item.file_ids, `items.${index}.file_ids`);
          continue;
        }
        if (item.type === 'material') {
          subjects ??= await materialSubjects(actor, subjectId);
          await assertMaterial(item.material_id, subjects, `items.${index}.material_id`);
          continue;
        }
        try {
          await deps.trainers.checkSettings(item.trainer_id, subjectId, item.settings, `items.${index}.settings`);
        } catch (error) {
          if (error instanceof AppError && SUBJECT_CODES.has(error.code)) {
            throw invalidField(
              `items.${index}.trainer_id`,
              error.code === 'NOT_FOUND' ? 'FIELD_INVALID' : 'TRAINER_NOT_IN_SUBJECT',
            );
          }
          throw error;
        }
      }
    },

    async write(trx, homeworkId, items, existing) {
      const kept = items.flatMap((item) => (item.id !== undefined && existing.includes(item.id) ? [item.id] : []));
      await deleteItemsExcept(trx, homeworkId, kept);
      for (const [position, item] of items.entries()) {
        if (item.type === 'material' && !(await homeworkMaterialOf(trx, item.material_id))) {
          throw invalidField(`items.${position}.material_id`, 'HOMEWORK_MATERIAL_UNAVAILABLE');
        }
        const values = itemValues(item, position);
        let itemId: number;
        if (item.id !== undefined && kept.includes(item.id)) {
          itemId = item.id;
          await updateItem(trx, itemId, values);
        } else {
          itemId = await insertItem(trx, homeworkId, values);
        }
        await replaceItemFiles(trx, itemId, item.type === 'task' ? [...new Set(item.file_ids)] : []);
      }
    },
  };
}
