import { ROLE, type UnreadCounts, type UnreadQuery } from '@umka/contracts';
import type { AuthUser } from '../../lib/access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { NewsService } from '../news/news.service.ts';

export interface PhoneService {
  unread(actor: AuthUser, userId: number, query: UnreadQuery): Promise<UnreadCounts>;
}

/** The phone widget's badges: each area counts its own, so a badge and its panel never disagree on a rule. */
export function createPhoneService(deps: {
  chat: Pick<ChatService, 'unread'>;
  mail: Pick<MailService, 'unread'>;
  news: Pick<NewsService, 'unread'>;
}): PhoneService {
  return {
    async unread(actor, userId, query) {
      if (actor.id !== userId) throw new AppError('FORBIDDEN');
      const chat = await deps.chat.unread(actor);
      // Spec §1: a teacher's phone has the chat alone, as a parent's menu does; mail and news are a student's.
      if (actor.role_id !== ROLE.student) return { chat, mail: 0, news: 0, required_news_id: null, latest_news: null };
      const mail = await deps.mail.unread(actor, query.subjectId);
      const news =
        query.subjectId === undefined
          ? { count: 0, requiredId: null, latest: null }
          : await deps.news.unread(actor, query.subjectId);
      return { chat, mail, news: news.count, required_news_id: news.requiredId, latest_news: news.latest };
    },
  };
}
