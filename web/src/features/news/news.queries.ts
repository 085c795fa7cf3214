import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  type NewsBody,
  type NewsItem,
  newsApi,
  ROLE,
  type StudentNews,
  type StudentNewsList,
  UNREAD_WEEK_DAYS,
} from '@umka/contracts';
import { channels } from '@umka/contracts/realtime';
import { useEffect } from 'react';
import { api, silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useHydrated } from '../../lib/hydrated.ts';
import { realtime } from '../../lib/socket.ts';
import { useSubject } from '../../lib/subject.tsx';
import { newsKeys } from './news.live.ts';

/** The student and their chosen subject; null for anyone else or before a subject is chosen. */
export function useNewsReader(): { studentId: number | null; subjectId: number | null } {
  const { user } = useAuth();
  const { subject } = useSubject();
  return { studentId: user?.role_id === ROLE.student ? user.id : null, subjectId: subject?.id ?? null };
}

export const studentNewsQuery = (studentId: number, subjectId: number) =>
  queryOptions({
    queryKey: newsKeys.student(studentId, subjectId),
    queryFn: ({ signal }) =>
      silentApi.call(
        newsApi.ofStudent,
        { params: { id: studentId }, query: { main_subject_id: subjectId } },
        { signal },
      ),
  });

/**
 * The chosen subject's news of the student: one query the panel, the card, the badge and the gate share. It starts
 * once the app has taken the page over, so the server's drawing of the home (first-screen/) never waits for news.
 */
export function useStudentNews() {
  const { studentId, subjectId } = useNewsReader();
  const hydrated = useHydrated();
  return useQuery({
    ...studentNewsQuery(studentId ?? 0, subjectId ?? 0),
    enabled: hydrated && studentId !== null && subjectId !== null,
  });
}

/** The unread badge of the phone widget's News tab. */
export function useNewsUnread(): number {
  return useStudentNews().data?.unread ?? 0;
}

const WEEK_MS = UNREAD_WEEK_DAYS * 24 * 60 * 60 * 1000;

/** "New" (spec §9): not read yet and published within the last week. */
export function isFreshNews(item: Pick<StudentNews, 'is_read' | 'created_at'>, now = Date.now()): boolean {
  return !item.is_read && now - new Date(item.created_at).getTime() < WEEK_MS;
}

export function useNewsItem(id: number) {
  return useQuery({
    queryKey: newsKeys.item(id),
    queryFn: ({ signal }) => silentApi.call(newsApi.get, { params: { id } }, { signal }),
  });
}

/** The read state in every cached list and item at once, so badges and marks change together. */
function storeReadState(queryClient: QueryClient, studentId: number, newsId: number, isRead: boolean, unread: number) {
  for (const [key, list] of queryClient.getQueriesData<StudentNewsList>({ queryKey: ['news', 'student', studentId] })) {
    if (!list?.news.some((item) => item.id === newsId)) continue;
    queryClient.setQueryData<StudentNewsList>(key, {
      unread,
      news: list.news.map((item) => (item.id === newsId ? { ...item, is_read: isRead } : item)),
    });
  }
  queryClient.setQueryData<NewsItem>(newsKeys.item(newsId), (item) => (item ? { ...item, is_read: isRead } : item));
}

/** Quiet: a mark that fails is tried again the next time the item opens. */
export function useMarkNewsRead() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (newsId: number) => {
      if (user?.role_id !== ROLE.student) throw new Error('Only a student marks news read');
      return silentApi.call(newsApi.markRead, { params: { id: user.id, newsId }, body: { is_read: true } });
    },
    onSuccess: (result) => {
      if (user) storeReadState(queryClient, user.id, result.id, result.is_read, result.unread);
    },
  });
}

/** Hears the chosen subject's news channel while a student has one chosen. */
export function useNewsChannel(): void {
  const { studentId, subjectId } = useNewsReader();
  useEffect(() => {
    if (studentId === null || subjectId === null) return;
    const channel = channels.subjectNews(subjectId);
    void realtime.subscribe(channel);
    return () => realtime.unsubscribe(channel);
  }, [studentId, subjectId]);
}

export function useAdminNewsList(subjectId: number | null, page: number) {
  return useQuery({
    queryKey: newsKeys.adminList(subjectId, page),
    queryFn: ({ signal }) =>
      silentApi.call(newsApi.list, { query: { subject_id: subjectId ?? undefined, page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminNewsItem(id: number) {
  return useQuery({
    queryKey: newsKeys.adminItem(id),
    queryFn: ({ signal }) => silentApi.call(newsApi.get, { params: { id } }, { signal }),
  });
}

/** Field errors (a text too long) land under their inputs, so the form's own call stays silent. */
export function useSaveNews(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewsBody) =>
      id === null ? silentApi.call(newsApi.create, { body }) : silentApi.call(newsApi.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.admin }),
  });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(newsApi.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsKeys.admin }),
  });
}
