import type { StudentPicture } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { toStudentPicture } from './albums.mapper.ts';
import { completedPictureIds, type PictureRow } from './albums.repo.ts';
import { listPieces } from './puzzles.repo.ts';

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The pictures of an album with the student's ten slots each. */
export async function studentPictures(
  db: Kysely<DB>,
  owner: { studentId: number; subjectId: number },
  pictures: readonly PictureRow[],
): Promise<StudentPicture[]> {
  const ids = pictures.map((picture) => picture.id);
  const [slotted, done] = await Promise.all([
    listPieces(db, { ...owner, slotPictureIds: ids }),
    completedPictureIds(db, owner.studentId, ids),
  ]);
  const byPicture = groupBy(slotted, (piece) => piece.slot_picture_id);
  return pictures.map((picture) => toStudentPicture(picture, byPicture.get(picture.id) ?? [], done.has(picture.id)));
}
