import { useQueryClient } from '@tanstack/react-query';
import { type Me, ROLE, type SubjectData } from '@umka/contracts';
import { channels, type EventPayload } from '@umka/contracts/realtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ME_QUERY_KEY, meQueryKey, useAuth } from '../lib/auth.tsx';
import { notifySuccess } from '../lib/notify.ts';
import { realtime } from '../lib/socket.ts';
import { SUBJECT_DATA_QUERY_KEY, subjectDataQueryKey } from '../lib/subject.tsx';

/** Event types of users.{id}.events with a text of their own; any other type gets the generic notice. */
const EVENT_NOTICES = new Map<string, 'realtime.professionUpgraded'>([
  ['professionUpgraded', 'realtime.professionUpgraded'],
]);

function withBalance(me: Me | undefined, accrual: EventPayload<'likes', 'accrual'>): Me | undefined {
  if (!me?.student) return me;
  const subjects = me.student.subjects.map((subject) =>
    subject.id === accrual.subject_id ? { ...subject, likes_balance: accrual.balance } : subject,
  );
  return { ...me, student: { ...me.student, subjects } };
}

/**
 * The one place where socket events become cache and state updates (ARCHITECTURE.md). The
 * channels themselves are joined by AuthProvider on login; this only listens.
 */
export function RealtimeBridge() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const studentId = user?.role_id === ROLE.student ? user.id : null;

  useEffect(() => {
    if (studentId === null) return;
    const offLikes = realtime.on('likes', channels.likes(studentId), 'accrual', (accrual) => {
      queryClient.setQueryData<SubjectData>(subjectDataQueryKey(studentId, accrual.subject_id), (data) =>
        data ? { ...data, likes: accrual.balance } : data,
      );
      queryClient.setQueryData<Me>(meQueryKey(studentId), (me) => withBalance(me, accrual));
      notifySuccess(t('realtime.likesAccrued', { count: accrual.count }));
    });
    const offEvents = realtime.on('events', channels.events(studentId), 'new', (event) => {
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

  return null;
}
