import { CHAT_BLOCK_EVENTS, type ChatBlock, type ChatBlocks } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { publishTo, type Realtime } from '../../realtime/index.ts';
import type { GroupsPort } from '../groups/groups.port.ts';
import { fullName } from '../users/user-mapper.ts';
import { toChatBlock } from './chat.mapper.ts';
import { assertSelf } from './chat.policy.ts';
import { deleteBlock, findBlock, findBlockById, insertBlock, listTeacherBlocks } from './chat-blocks.repo.ts';
import { createChatContacts } from './chat-contacts.ts';

export interface ChatBlocksService {
  list(actor: AuthUser, teacherId: number): Promise<ChatBlocks>;
  block(actor: AuthUser, teacherId: number, studentId: number): Promise<ChatBlock>;
  unblock(actor: AuthUser, blockId: number): Promise<{ id: number }>;
}

/**
 * A teacher stops and lets again one student's messages to them (spec §7 "Messages, chat, news"), or one parent's
 * (issue [15]): `chat_blocks.student_id` holds whoever is stopped, a user id like the chat's `to_id`.
 */
export function createChatBlocksService(deps: {
  database: Database;
  clock: Clock;
  realtime: Pick<Realtime, 'publish'>;
  groups: Pick<GroupsPort, 'isInTeacherGroups' | 'listClassContacts'>;
  logger: FastifyBaseLogger;
}): ChatBlocksService {
  const { db } = deps.database;
  const contacts = createChatContacts(db, deps.groups);

  /** The stopped user's open chat disables or enables its input; a lost notice shows on the next send or reload. */
  async function tell(userId: number, type: string, teacherId: number): Promise<void> {
    await publishTo(deps.realtime, channels.events(userId), 'events', 'new', {
      type,
      data: { teacher_id: teacherId },
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'chat block change not published'));
  }

  return {
    async list(actor, teacherId) {
      assertSelf(actor, teacherId);
      const rows = await listTeacherBlocks(db, teacherId);
      return { blocks: rows.map((row) => ({ ...toChatBlock(row), student_name: fullName(row) })) };
    },

    async block(actor, teacherId, studentId) {
      assertSelf(actor, teacherId);
      await contacts.assertContact(actor, studentId);
      const inserted = await insertBlock(db, {
        teacher_id: teacherId,
        student_id: studentId,
        created_at: deps.clock().toISOString(),
      });
      if (inserted) {
        await tell(studentId, CHAT_BLOCK_EVENTS.blocked, teacherId);
        return toChatBlock(inserted);
      }
      const existing = await findBlock(db, teacherId, studentId);
      if (!existing) throw new AppError('CONFLICT');
      return toChatBlock(existing);
    },

    async unblock(actor, blockId) {
      const block = await findBlockById(db, blockId);
      // Another teacher's block is answered as missing: its existence is not theirs to learn.
      if (!block || block.teacher_id !== actor.id) throw new AppError('NOT_FOUND');
      if (await deleteBlock(db, blockId, actor.id)) await tell(block.student_id, CHAT_BLOCK_EVENTS.unblocked, actor.id);
      return { id: blockId };
    },
  };
}
