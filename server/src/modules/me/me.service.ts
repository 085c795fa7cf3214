import { type Me, ROLE } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { StudentsService } from '../students/students.service.ts';
import { toUser } from '../users/user-mapper.ts';
import { findUserById } from '../users/users.repo.ts';

export interface MeService {
  /** The signed-in user and, for a student, the subjects (with likes) and classes the header and menu show. */
  get(actor: AuthUser): Promise<Me>;
}

export function createMeService(deps: { database: Database; students: StudentsService }): MeService {
  return {
    async get(actor) {
      const row = await findUserById(deps.database.db, actor.id);
      if (!row) throw new AppError('TOKEN_INVALID');
      const user = toUser(row);
      return { user, student: user.role_id === ROLE.student ? await deps.students.profile(user.id) : null };
    },
  };
}
