import { useQuery } from '@tanstack/react-query';
import { phoneApi, ROLE, type UnreadCounts } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useHydrated } from '../../lib/hydrated.ts';
import { useSubject } from '../../lib/subject.tsx';
import { unreadKey } from '../../lib/unread.ts';

const NONE: UnreadCounts = { chat: 0, mail: 0, news: 0, required_news_id: null, latest_news: null };

/**
 * The phone's badges and the required news item, in one small answer on every student and teacher page. It starts
 * once the app has taken the page over, so the server's drawing of the home never waits for it or holds a modal.
 */
/** Who has unread counts: students and teachers for their phone, parents for their menu's chat entry. */
const PHONE_ROLES = new Set<number>([ROLE.student, ROLE.teacher, ROLE.parent]);

export function useUnreadCounts(): UnreadCounts {
  const { user } = useAuth();
  const { subject } = useSubject();
  const hydrated = useHydrated();
  const userId = user && PHONE_ROLES.has(user.role_id) ? user.id : null;
  const subjectId = user?.role_id === ROLE.student ? (subject?.id ?? null) : null;
  const { data } = useQuery({
    queryKey: unreadKey(userId ?? 0, subjectId),
    queryFn: ({ signal }) =>
      silentApi.call(
        phoneApi.unread,
        { params: { id: userId ?? 0 }, query: subjectId === null ? {} : { subjectId } },
        { signal },
      ),
    enabled: hydrated && userId !== null,
  });
  return data ?? NONE;
}
