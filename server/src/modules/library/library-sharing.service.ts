import type { LibraryMaterial } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { invalidField } from '../../lib/app-error.ts';
import { readableClass } from '../materials/materials.service.ts';
import { groupLibraryMaterials, replaceTeacherShares } from './library.repo.ts';
import type { LibraryContext, LibraryDeps } from './library-context.ts';

export interface LibrarySharingService {
  share(actor: AuthUser, id: number, groupIds: readonly number[]): Promise<LibraryMaterial>;
  ofGroup(actor: AuthUser, groupId: number): Promise<LibraryMaterial[]>;
}

/** A teacher's shares of library materials with their classes, and what a class has been given. */
export function createLibrarySharingService(deps: LibraryDeps, library: LibraryContext): LibrarySharingService {
  const { database } = deps;
  const { db } = database;

  return {
    async share(actor, id, groupIds) {
      const row = await library.readable(actor, id);
      const wanted = [...new Set(groupIds)];
      const own = await deps.groups.teacherCurrentClassesIn(db, actor.id, wanted, row.subject_id);
      if (own.length !== wanted.length) throw invalidField('group_ids', 'FIELD_INVALID');
      await database.transaction((trx) => replaceTeacherShares(trx, id, actor.id, wanted, library.now()));
      return library.one(row, actor);
    },

    async ofGroup(actor, groupId) {
      await readableClass(db, deps.groups, actor, groupId);
      const rows = await groupLibraryMaterials(db, [groupId]);
      return library.materialsOf(rows, actor);
    },
  };
}
