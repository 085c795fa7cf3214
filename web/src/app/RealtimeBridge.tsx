import { useQueryClient } from '@tanstack/react-query';
import { ROLE } from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ME_QUERY_KEY, useAuth } from '../lib/auth.tsx';
import { storeLikesBalance } from '../lib/likes-balance.ts';
import { notifySuccess } from '../lib/notify.ts';
import { realtime } from '../lib/socket.ts';
import { SUBJECT_DATA_QUERY_KEY } from '../lib/subject.tsx';

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

  useEffect(() => {
    if (studentId === null) return;
    const offLikes = realtime.on('likes', channels.likes(studentId), 'accrual', (accrual) => {
      storeLikesBalance(queryClient, studentId, accrual.subject_id, accrual.balance);
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
