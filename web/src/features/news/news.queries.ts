import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type NewsBody, type NewsItem, newsApi, ROLE, type StudentNewsList } from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useHydrated } from '../../lib/hydrated.ts';
import { refreshUnread } from '../../lib/unread.ts';
import { newsKeys, useNewsReader } from './news.live.ts';

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
      // The badge and the gate's required item follow the server, which knows the items no list has loaded.
      void refreshUnread(queryClient);
    },
  });
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
