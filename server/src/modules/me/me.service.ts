import { type Me, ROLE } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { toSubject } from '../subjects/subjects.types.ts';
import { toUser } from '../users/user-mapper.ts';
import { findMe } from './me.repo.ts';

export interface MeService {
  /** The signed-in user and, for a student, the subjects (with likes) and classes the header and menu show. */
  get(actor: AuthUser): Promise<Me>;
}

export function createMeService(deps: { database: Database }): MeService {
  return {
    async get(actor) {
      const row = await findMe(deps.database.db, deps.database.dialect, actor.id);
      if (!row) throw new AppError('TOKEN_INVALID');
      const user = toUser(row);
      if (user.role_id !== ROLE.student) return { user, student: null };
      return {
        user,
        student: {
          subjects: row.subjects.map((subject) => ({
            ...toSubject(subject),
            status: subject.status,
            likes_balance: subject.likes_balance ?? 0,
          })),
          groups: row.groups,
        },
      };
    },
  };
}
