import { type HomeworkItemInput, ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { FilesPort } from '../files/files.port.ts';
import type { TrainersService } from '../trainers/trainers.service.ts';
import { itemValues } from './homework.mapper.ts';
import { deleteItemsExcept, insertItem, replaceItemFiles, updateItem } from './homework.repo.ts';

export interface HomeworkItems {
  /**
   * 422 naming the item at fault: a trainer not in the class's subject, settings outside the trainer's
   * bounds, a file the actor may not attach. Without a subject (a template) settings are checked alone.
   */
  validate(actor: AuthUser, subjectId: number | null, items: readonly HomeworkItemInput[]): Promise<void>;
  /** Writes the items in order; items with an id of `existing` are updated in place, the rest replaced. */
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

  return {
    async validate(actor, subjectId, items) {
      for (const [index, item] of items.entries()) {
        if (item.type === 'task') {
          await assertAttachable(actor, item.file_ids, `items.${index}.file_ids`);
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
