import { type HomeworkItemInput, type HomeworkTemplateItem, homeworkItemInputSchema } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import type { DB } from '../../db/schema.ts';
import { titleOf } from '../../lib/localized-columns.ts';
import { toPrivateFile } from '../files/files.mapper.ts';
import type { FilesPort } from '../files/files.port.ts';
import { homeworkMaterials } from '../library/library-homework.ts';
import { trainerCards } from './homework.repo.ts';

/*
 * Items kept whole as the editor's JSON, to be copied into a homework later: a teacher's templates, and a course
 * lesson's homework (issue [13]). Stored items never carry ids: they are copied whole, never edited item by item.
 */

export function storedItems(items: readonly HomeworkItemInput[]): string {
  return JSON.stringify(items.map(({ id: _id, ...item }) => item));
}

/** The stored items that still parse (a shape an older version wrote and this one no longer takes is left out). */
export function parseStoredItems(dialect: DialectName, stored: unknown): HomeworkItemInput[] {
  const raw = readJson(dialect, stored);
  return (Array.isArray(raw) ? raw : []).flatMap((item) => {
    const parsed = homeworkItemInputSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Each list of stored items as the editor and the student read them: trainer names, the files' details, the library
 * materials (a deleted one shown as removed, so the teacher sees what to replace).
 */
export async function describeItems(
  db: Kysely<DB>,
  fileRows: Pick<FilesPort, 'filesByIds'>,
  lists: readonly (readonly HomeworkItemInput[])[],
): Promise<HomeworkTemplateItem[][]> {
  const all = lists.flat();
  const trainers = new Map(
    (
      await trainerCards(
        db,
        all.flatMap((item) => (item.type === 'trainer' ? [item.trainer_id] : [])),
      )
    ).map((card) => [card.id, card]),
  );
  const files = new Map(
    (
      await fileRows.filesByIds(
        db,
        all.flatMap((item) => (item.type === 'task' ? item.file_ids : [])),
      )
    ).map((file) => [file.id, toPrivateFile(file)]),
  );
  const materials = await homeworkMaterials(
    db,
    all.flatMap((item) => (item.type === 'material' ? [item.material_id] : [])),
    // Stored items are edited or previewed, never played: the homework copied from them signs its readers' videos.
    null,
  );
  return lists.map((items) =>
    items.flatMap((item): HomeworkTemplateItem[] => {
      if (item.type === 'task') {
        return [{ type: 'task', text: item.text, files: item.file_ids.flatMap((id) => files.get(id) ?? []) }];
      }
      if (item.type === 'material') {
        const material = materials.get(item.material_id);
        return [{ type: 'material', material_id: material ? material.id : null, material: material ?? null }];
      }
      const card = trainers.get(item.trainer_id);
      if (!card) return [];
      return [
        {
          type: 'trainer',
          trainer_id: card.id,
          component: card.component,
          trainer_title: titleOf(card),
          settings: item.settings ?? null,
          target_rounds: item.target_rounds,
          min_score: item.min_score,
        },
      ];
    }),
  );
}
