import { type ChatParentChild, ROLE } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import { fullName } from '../users/user-mapper.ts';
import { assertParentLink } from './chat.policy.ts';
import { listParentTeachers, listTeacherParents, parentLink } from './parent-chat.repo.ts';

export interface ChatContact {
  id: number;
  role_id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
  /** On a parent in a teacher's list: the children through whom they may write. */
  parent_of?: ChatParentChild[];
}

export interface ChatContacts {
  /** Everyone the user may chat with now, each once. */
  list(actor: AuthUser): Promise<ChatContact[]>;
  /** Refuses a pair that may not chat now, with the reason the caller may know. */
  assertContact(actor: AuthUser, otherId: number): Promise<void>;
}

/** The teacher's parents, each once, with their children in the teacher's classes that let parents write. */
function groupParents(rows: Awaited<ReturnType<typeof listTeacherParents>>): ChatContact[] {
  const parents = new Map<number, ChatContact & { parent_of: ChatParentChild[] }>();
  for (const row of rows) {
    const child = {
      id: row.child_id,
      name: fullName({ first_name: row.child_first_name, last_name: row.child_last_name }),
    };
    const known = parents.get(row.id);
    if (known) known.parent_of.push(child);
    else {
      const { id, role_id, first_name, last_name, avatar } = row;
      parents.set(row.id, { id, role_id, first_name, last_name, avatar, parent_of: [child] });
    }
  }
  return [...parents.values()];
}

/**
 * Who talks with whom (docs/CHAT.md): a student with the teachers of their classes, a teacher with the students of
 * theirs (the groups module's rule) and with the parents of those students where the class lets parents write, a
 * parent with those teachers (the chat's own rule, parent-chat.repo.ts).
 */
export function createChatContacts(
  db: Kysely<DB>,
  groups: Pick<GroupsPort, 'isInTeacherGroups' | 'listClassContacts'>,
): ChatContacts {
  return {
    async list(actor) {
      if (actor.role_id === ROLE.parent) return listParentTeachers(db, actor.id);
      const classContacts: ChatContact[] = await groups.listClassContacts(db, actor.id, actor.role_id);
      if (actor.role_id !== ROLE.teacher) return classContacts;
      return [...classContacts, ...groupParents(await listTeacherParents(db, actor.id))];
    },

    async assertContact(actor, otherId) {
      if (actor.role_id === ROLE.student) {
        if (!(await groups.isInTeacherGroups(db, otherId, actor.id))) throw new AppError('CHAT_NOT_A_CONTACT');
        return;
      }
      if (actor.role_id === ROLE.parent) return assertParentLink(await parentLink(db, actor.id, otherId));
      if (actor.role_id !== ROLE.teacher) throw new AppError('FORBIDDEN');
      if (await groups.isInTeacherGroups(db, actor.id, otherId)) return;
      assertParentLink(await parentLink(db, otherId, actor.id));
    },
  };
}
