import {
  queryOptions,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ChatMessage, type ChatMessagesPage, type Conversations, chatApi, ROLE, type User } from '@umka/contracts';
import { silentApi } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { refreshUnread } from '../../lib/unread.ts';
import { chatKeys, type MessagePages, refreshChatConversations } from './chat.cache.ts';

/** Students, teachers and parents chat (admins have no contacts). */
export function isChatter(user: Pick<User, 'role_id'> | null): boolean {
  return user?.role_id === ROLE.student || user?.role_id === ROLE.teacher || user?.role_id === ROLE.parent;
}

/** The signed-in user's id when they may chat, else null. */
export function useChatUserId(): number | null {
  const { user } = useAuth();
  return user && isChatter(user) ? user.id : null;
}

export const conversationsQuery = (userId: number) =>
  queryOptions({
    queryKey: chatKeys.conversations(userId),
    queryFn: ({ signal }) => silentApi.call(chatApi.conversations, { params: { id: userId } }, { signal }),
  });

export function useConversations() {
  const userId = useChatUserId();
  return useQuery(
    userId === null ? { queryKey: chatKeys.conversations(0), queryFn: skipToken } : conversationsQuery(userId),
  );
}

/** Pages from the newest back; each page's messages are oldest first, as the server sends them. */
export function useChatMessages(otherId: number) {
  const userId = useChatUserId();
  return useInfiniteQuery({
    queryKey: chatKeys.messages(userId ?? 0, otherId),
    initialPageParam: undefined as number | undefined,
    queryFn:
      userId === null
        ? skipToken
        : ({ pageParam, signal }) =>
            silentApi.call(
              chatApi.messages,
              { params: { id: userId, to: otherId }, query: pageParam === undefined ? {} : { before_id: pageParam } },
              { signal },
            ),
    getNextPageParam: (last: ChatMessagesPage) => (last.has_more ? last.messages[0]?.id : undefined),
  });
}

/** The thread's messages, oldest first. */
export function threadMessages(data: MessagePages | undefined): ChatMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];
}

/** Marks what `otherId` sent as read, on the server and in the cache. */
export function useMarkThreadRead(otherId: number) {
  const userId = useChatUserId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      if (userId === null) throw new Error('Only a student, a teacher or a parent reads a chat');
      return silentApi.call(chatApi.markRead, { params: { id: userId, to: otherId } });
    },
    onSuccess: () => {
      if (userId === null) return;
      void refreshUnread(queryClient);
      queryClient.setQueryData<Conversations>(chatKeys.conversations(userId), (list) =>
        list
          ? {
              conversations: list.conversations.map((conversation) =>
                conversation.user_id === otherId ? { ...conversation, unread: 0 } : conversation,
              ),
            }
          : list,
      );
      queryClient.setQueryData<MessagePages>(chatKeys.messages(userId, otherId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                messages: page.messages.map((message) =>
                  message.from_id === otherId ? { ...message, is_read: true } : message,
                ),
              })),
            }
          : data,
      );
    },
  });
}

/** The signed-in teacher's id, else null (only teachers block). */
function useTeacherId(): number | null {
  const { user } = useAuth();
  return user?.role_id === ROLE.teacher ? user.id : null;
}

export function useChatBlocks() {
  const teacherId = useTeacherId();
  return useQuery({
    queryKey: chatKeys.blocks(teacherId ?? 0),
    queryFn:
      teacherId === null
        ? skipToken
        : ({ signal }) => silentApi.call(chatApi.blocks, { params: { id: teacherId } }, { signal }),
  });
}

/** Blocking changes the list's `chat_block` marks as well as the blocks list. */
function useRefreshBlocks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      refreshChatConversations(queryClient),
      queryClient.invalidateQueries({ queryKey: ['chat', 'blocks'] }),
    ]);
}

export function useBlockStudent() {
  const teacherId = useTeacherId();
  const refresh = useRefreshBlocks();
  return useMutation({
    mutationFn: (studentId: number) => {
      if (teacherId === null) throw new Error('Only a teacher blocks');
      return silentApi.call(chatApi.block, { params: { id: teacherId }, body: { student_id: studentId } });
    },
    onSuccess: refresh,
  });
}

export function useUnblockStudent() {
  const refresh = useRefreshBlocks();
  return useMutation({
    mutationFn: (blockId: number) => silentApi.call(chatApi.unblock, { params: { id: blockId } }),
    onSuccess: refresh,
  });
}
