import type { ParentChatSetting } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { assertManagesClassChat } from './chat.policy.ts';
import { findClassChat, updateParentChat } from './parent-chat.repo.ts';

export interface ParentChatService {
  setting(actor: AuthUser, groupId: number): Promise<ParentChatSetting>;
  toggle(actor: AuthUser, groupId: number, enabled: boolean, context: RequestContext): Promise<ParentChatSetting>;
}

/**
 * A class's "parents may write to its teacher" setting (issue [15], docs/CHAT.md "Parents"). Turning it off stops
 * new messages at once: the rule is checked on every send, read and list.
 */
export function createParentChatService(deps: { database: Database; audit: AuditLog }): ParentChatService {
  const { database, audit } = deps;
  const { db } = database;

  return {
    async setting(actor, groupId) {
      const row = assertManagesClassChat(actor, await findClassChat(db, groupId));
      return { group_id: row.id, enabled: Boolean(row.parent_chat) };
    },

    async toggle(actor, groupId, enabled, context) {
      const before = assertManagesClassChat(actor, await findClassChat(db, groupId));
      await database.transaction(async (trx) => {
        await updateParentChat(trx, groupId, enabled);
        await audit.record(trx, {
          user_id: actor.id,
          action: 'chat.setParentChat',
          target_type: 'group',
          target_id: groupId,
          ip: context.ip,
          meta: { before: { enabled: Boolean(before.parent_chat) }, after: { enabled } },
        });
      });
      return { group_id: groupId, enabled };
    },
  };
}
