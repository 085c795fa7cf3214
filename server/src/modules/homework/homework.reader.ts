import type { Homework, HomeworkItem } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { type HomeworkVideoSigner, homeworkMaterials } from '../library/library-homework.ts';
import { toHomework, toItem } from './homework.mapper.ts';
import { type FileRow, type HomeworkRow, itemFiles, itemsOf } from './homework.repo.ts';

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * Homework rows with their items, task files and library materials, in a few queries however many there are; uploaded
 * videos' addresses signed by `signVideo` for the one reader.
 */
export async function readHomework(
  database: Database,
  rows: readonly HomeworkRow[],
  signVideo: HomeworkVideoSigner,
): Promise<Homework[]> {
  const { db, dialect } = database;
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  const files = groupBy<FileRow & { item_id: number }, number>(
    await itemFiles(
      db,
      items.filter((item) => item.type === 'task').map((item) => item.id),
    ),
    (file) => file.item_id,
  );
  const materials = await homeworkMaterials(
    db,
    items.flatMap((item) => (item.type === 'material' && item.material_id !== null ? [item.material_id] : [])),
    signVideo,
  );
  const itemsByHomework = groupBy(items, (item) => item.homework_id);
  return rows.map((row) =>
    toHomework(
      row,
      (itemsByHomework.get(row.id) ?? []).map(
        (item): HomeworkItem =>
          toItem(
            dialect,
            item,
            files.get(item.id) ?? [],
            item.material_id === null ? undefined : materials.get(item.material_id),
          ),
      ),
    ),
  );
}
