import { MAIL_LIST_STEP, type MailClearQuery, type MailListQuery, type MailPage } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { toMailMessage } from './mail.mapper.ts';
import { clearMessages, countUnread, findMessageOwner, listMessages, markRead } from './mail.repo.ts';

export interface MailService {
  list(actor: AuthUser, userId: number, query: MailListQuery): Promise<MailPage>;
  clear(actor: AuthUser, userId: number, query: MailClearQuery): Promise<{ deleted: number }>;
  read(actor: AuthUser, messageId: number): Promise<{ id: number; is_read: true }>;
  /** The actor's own unread letters, of the subject and of none in particular. */
  unread(actor: AuthUser, subjectId: number | undefined): Promise<number>;
}

/** A mailbox is its owner's alone: nobody else reads or clears it, admins included. */
function assertOwnMail(actor: AuthUser, userId: number) {
  if (actor.id !== userId) throw new AppError('FORBIDDEN');
}

export function createMailService(deps: { database: Database }): MailService {
  const { db, dialect } = deps.database;

  return {
    async list(actor, userId, query) {
      assertOwnMail(actor, userId);
      // One row more than a page tells whether another page follows.
      const rows = await listMessages(db, userId, query.subjectId, {
        offset: (query.page - 1) * MAIL_LIST_STEP,
        limit: MAIL_LIST_STEP + 1,
      });
      return {
        items: rows.slice(0, MAIL_LIST_STEP).map((row) => toMailMessage(dialect, row)),
        page: query.page,
        has_more: rows.length > MAIL_LIST_STEP,
        unread: await countUnread(db, userId, query.subjectId),
      };
    },

    unread(actor, subjectId) {
      return countUnread(db, actor.id, subjectId);
    },

    async clear(actor, userId, query) {
      assertOwnMail(actor, userId);
      return { deleted: await clearMessages(db, userId, query.subjectId) };
    },

    async read(actor, messageId) {
      // Someone else's letter answers as a missing one: its existence is not theirs to learn.
      if ((await findMessageOwner(db, messageId)) !== actor.id) throw new AppError('NOT_FOUND');
      await markRead(db, messageId, actor.id);
      return { id: messageId, is_read: true };
    },
  };
}
