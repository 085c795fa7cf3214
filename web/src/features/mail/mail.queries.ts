import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  groupsApi,
  MAX_PAGE_SIZE,
  type MailingCreate,
  type MailingPreviewQuery,
  type MailPage,
  mailApi,
  mailingApi,
  ROLE,
  UNREAD_WEEK_DAYS,
  usersApi,
} from '@umka/contracts';
import { api, silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useSubject } from '../../lib/subject.tsx';
import { lowerUnread, refreshUnread } from '../../lib/unread.ts';
import { mailKeys } from './mail.live.ts';

/** The student and their chosen subject (none before one is chosen: then every letter shows). */
export function useMailOwner(): { studentId: number | null; subjectId: number | null } {
  const { user } = useAuth();
  const { subject } = useSubject();
  return { studentId: user?.role_id === ROLE.student ? user.id : null, subjectId: subject?.id ?? null };
}

const mailboxQuery = (studentId: number, subjectId: number | null) =>
  infiniteQueryOptions({
    queryKey: mailKeys.box(studentId, subjectId),
    queryFn: ({ pageParam, signal }) =>
      silentApi.call(
        mailApi.list,
        { params: { id: studentId }, query: { page: pageParam, ...(subjectId === null ? {} : { subjectId }) } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: MailPage) => (last.has_more ? last.page + 1 : undefined),
  });

/** The mailbox, MAIL_LIST_STEP letters a page: one query the panel and the badge share. */
export function useMailbox() {
  const { studentId, subjectId } = useMailOwner();
  return useInfiniteQuery({ ...mailboxQuery(studentId ?? 0, subjectId), enabled: studentId !== null });
}

const WEEK_MS = UNREAD_WEEK_DAYS * 24 * 60 * 60 * 1000;

/** "New" (spec §9): not read yet and written within the last week. */
export function isFreshLetter(letter: { is_read: boolean; created_at: string }, now = Date.now()): boolean {
  return !letter.is_read && now - new Date(letter.created_at).getTime() < WEEK_MS;
}

/** A letter read in every cached page, and one fewer unread, without waiting for a refetch; false if it was read. */
function storeRead(queryClient: QueryClient, studentId: number, letterId: number): boolean {
  let wasUnread = false;
  for (const [key, box] of queryClient.getQueriesData<InfiniteData<MailPage>>({ queryKey: ['mail', studentId] })) {
    const letter = box?.pages.flatMap((page) => page.items).find((item) => item.id === letterId);
    if (!box || !letter || letter.is_read) continue;
    wasUnread = true;
    queryClient.setQueryData<InfiniteData<MailPage>>(key, {
      ...box,
      pages: box.pages.map((page) => ({
        ...page,
        unread: Math.max(0, page.unread - 1),
        items: page.items.map((item) => (item.id === letterId ? { ...item, is_read: true } : item)),
      })),
    });
  }
  return wasUnread;
}

/** Quiet: a letter that could not be marked stays bold and is marked on the next hover. */
export function useReadLetter() {
  const queryClient = useQueryClient();
  const { studentId } = useMailOwner();
  return useMutation({
    mutationFn: (letterId: number) =>
      silentApi.call(mailApi.read, { params: { id: letterId }, body: { is_read: true } }),
    onSuccess: ({ id }) => {
      if (studentId !== null && storeRead(queryClient, studentId, id)) lowerUnread(queryClient, 'mail', 1);
    },
  });
}

export function useClearMail() {
  const queryClient = useQueryClient();
  const { studentId, subjectId } = useMailOwner();
  return useMutation({
    mutationFn: () => {
      if (studentId === null) throw new Error('Only a student has mail');
      return api.call(mailApi.clear, {
        params: { id: studentId },
        query: subjectId === null ? {} : { subjectId },
      });
    },
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: mailKeys.all }), refreshUnread(queryClient)]),
  });
}

// ---------------------------------------------------------------- the admin's mailing

/** Refreshes every 2 s while a mailing is still being delivered, so its progress bar moves. */
export function useMailings() {
  return useQuery({
    queryKey: mailKeys.mailings,
    queryFn: ({ signal }) => silentApi.call(mailingApi.list, {}, { signal }),
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.status === 'running') ? 2000 : false),
  });
}

export function useMailTemplates() {
  return useQuery({
    queryKey: mailKeys.templates,
    queryFn: ({ signal }) => silentApi.call(mailingApi.templates, {}, { signal }),
  });
}

/** How many students the audience reaches; waits until the audience names what its kind needs. */
export function useMailingPreview(query: MailingPreviewQuery | null) {
  return useQuery({
    queryKey: mailKeys.preview({ ...query }),
    queryFn: ({ signal }) => silentApi.call(mailingApi.preview, { query: query as MailingPreviewQuery }, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCreateMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailingCreate) => api.call(mailingApi.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.mailings }),
  });
}

/** Every current class, for the class picker; one page of the largest size covers a school. */
export function useMailingGroups() {
  return useQuery({
    queryKey: mailKeys.groups,
    queryFn: ({ signal }) => silentApi.call(groupsApi.list, { query: { per_page: MAX_PAGE_SIZE } }, { signal }),
    select: (page) => page.items,
  });
}

export function useMailingTeachers() {
  return useQuery({
    queryKey: mailKeys.teachers,
    queryFn: ({ signal }) =>
      silentApi.call(usersApi.list, { query: { role_id: ROLE.teacher, per_page: MAX_PAGE_SIZE } }, { signal }),
    select: (page) => page.items,
  });
}
