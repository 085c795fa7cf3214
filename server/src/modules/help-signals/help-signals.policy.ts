import type { Group } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { assertCurrent, assertManagesGroup } from '../groups/groups.policy.ts';

/**
 * A class's signals are about its students' struggles: read and handled by whoever manages the class (its own
 * teacher, and admins, as on every class page); a deleted class answers as if it did not exist.
 */
export function assertCoachesClass(actor: AuthUser, group: Group | undefined): Group {
  const current = assertCurrent(group);
  assertManagesGroup(actor, current);
  return current;
}
