import { useQueryClient } from '@tanstack/react-query';
import { ROLE } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
// The features' live modules, not their index files: the bridge runs on every page, so it must not bring their
// pages, endpoint schemas or zod into the app's first files.
import {
  isChatBlockEvent,
  receiveChatMessageSoon,
  receiveChatReadSoon,
  refreshChatConversationsSoon,
  resumeChatOutboxWhenNeeded,
} from '../features/chat/chat.live.ts';
import {
  IT_PROJECT_REVIEWED_EVENT_TYPE,
  refreshItProjects,
  reviewedStatus,
} from '../features/it-projects/itProjects.live.ts';
import { IT_POINTS_EVENT_TYPE, IT_PRIZE_GIVEN_EVENT_TYPE, refreshItShop } from '../features/it-shop/itShop.live.ts';
import {
  IT_SOLUTION_REVIEWED_EVENT_TYPE,
  refreshItSolutions,
  reviewedSolutionStatus,
} from '../features/it-solutions/itSolutions.live.ts';
import { MAIL_EVENT_TYPE, refreshMail } from '../features/mail/mail.live.ts';
import { onNewsCreated, receiveCreatedNews } from '../features/news/news.live.ts';
import { ME_QUERY_KEY, useAuth } from '../lib/auth.tsx';
import { storeLikesBalance } from '../lib/likes-balance.ts';
import { notifySuccess } from '../lib/notify.ts';
import { realtime } from '../lib/socket.ts';
import { SUBJECT_DATA_QUERY_KEY, useSubject } from '../lib/subject.tsx';

/** Event types of users.{id}.events with a text of their own; any other type gets the generic notice. */
const EVENT_NOTICES = new Map<string, 'realtime.professionUpgraded'>([
  ['professionUpgraded', 'realtime.professionUpgraded'],
]);

/**
 * The one place where socket events become cache and state updates (ARCHITECTURE.md). The
 * channels themselves are joined by AuthProvider on login; this only listens.
 */
export function RealtimeBridge() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const studentId = user?.role_id === ROLE.student ? user.id : null;
  const chatUserId =
    user?.role_id === ROLE.student || user?.role_id === ROLE.teacher || user?.role_id === ROLE.parent ? user.id : null;
  const { subject } = useSubject();
  const newsSubjectId = studentId === null ? null : (subject?.id ?? null);

  useEffect(() => {
    if (studentId === null) return;
    const offLikes = realtime.on('likes', channels.likes(studentId), 'accrual', (accrual) => {
      storeLikesBalance(queryClient, studentId, accrual.subject_id, accrual.balance);
      notifySuccess(t('realtime.likesAccrued', { count: accrual.count }));
    });
    const offEvents = realtime.on('events', channels.events(studentId), 'new', (event) => {
      // A teacher's block or unblock changes whether the student may write; the chat shows why.
      if (isChatBlockEvent(event.type)) {
        refreshChatConversationsSoon(queryClient);
        return;
      }
      if (event.type === MAIL_EVENT_TYPE) {
        notifySuccess(t('mail.newLetter'));
        void refreshMail(queryClient);
        return;
      }
      // A teacher approved or rejected one of the student's projects: the exhibition shows where it stands now.
      if (event.type === IT_PROJECT_REVIEWED_EVENT_TYPE) {
        const status = reviewedStatus(event.data);
        if (status) notifySuccess(t(status === 'approved' ? 'itProjects.live.approved' : 'itProjects.live.rejected'));
        void refreshItProjects(queryClient);
        return;
      }
      // A teacher checked a task solution: the lesson on screen shows the verdict, and the student may resubmit.
      if (event.type === IT_SOLUTION_REVIEWED_EVENT_TYPE) {
        const status = reviewedSolutionStatus(event.data);
        if (status) notifySuccess(t(`itSolutions.live.${status}`));
        void refreshItSolutions(queryClient);
        return;
      }
      // IT points changed or a teacher handed a prize over: the IT shop, if it is open, shows them anew.
      if (event.type === IT_POINTS_EVENT_TYPE || event.type === IT_PRIZE_GIVEN_EVENT_TYPE) {
        if (event.type === IT_PRIZE_GIVEN_EVENT_TYPE) notifySuccess(t('itShop.prizeGiven'));
        void refreshItShop(queryClient);
        return;
      }
      const noticeKey = EVENT_NOTICES.get(event.type);
      notifySuccess(noticeKey ? t(noticeKey) : t('realtime.newEvent'));
      // Spec §4: a profession upgrade reloads the profession, which lives in the subject data.
      if (noticeKey) void queryClient.invalidateQueries({ queryKey: SUBJECT_DATA_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    });
    return () => {
      offLikes();
      offEvents();
    };
  }, [studentId, queryClient, t]);

  // Students, teachers and parents chat: messages land in the chat's cache, and what waited offline is sent on reconnect.
  useEffect(() => {
    if (chatUserId === null) return;
    const offChat = realtime.on('chats', channels.chats(chatUserId), 'newMessage', (message) =>
      receiveChatMessageSoon(queryClient, chatUserId, message),
    );
    const offRead = realtime.on('chats', channels.chats(chatUserId), 'read', (event) =>
      receiveChatReadSoon(queryClient, chatUserId, event),
    );
    const stopOutbox = resumeChatOutboxWhenNeeded(queryClient, chatUserId);
    return () => {
      offChat();
      offRead();
      stopOutbox();
    };
  }, [chatUserId, queryClient]);

  // The chosen subject's channel is joined by the news feature (RequiredNewsGate); a new item lands in its cache.
  useEffect(() => {
    if (studentId === null || newsSubjectId === null) return;
    return onNewsCreated(newsSubjectId, (created) => receiveCreatedNews(queryClient, studentId, created));
  }, [studentId, newsSubjectId, queryClient]);

  return null;
}
