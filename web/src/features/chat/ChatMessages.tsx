import { Box, Button, Center, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { SentMessage, UnsentMessage } from './ChatMessageBubble.tsx';
import { threadMessages, useChatMessages } from './chat.queries.ts';
import { discardChatMessage, retryChatMessage, useOutbox } from './chatOutbox.ts';

/** How close to an edge counts as being at it: older pages load near the top, new messages follow near the bottom. */
const EDGE_PX = 64;

export interface ChatMessagesProps {
  userId: number;
  otherId: number;
  otherName: string;
}

/** The thread, oldest first, scrolling inside itself: up loads older pages, a new message keeps it at the bottom. */
export function ChatMessages({ userId, otherId, otherName }: ChatMessagesProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useChatMessages(otherId);
  const messages = threadMessages(query.data);
  const sentKeys = new Set(messages.map((message) => message.client_key));
  // A message the socket echoed before its send answered is already in the thread.
  const unsent = useOutbox(userId, otherId).filter((item) => !sentKeys.has(item.client_key));
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** The height before an older page arrived, so the view stays on the same message. */
  const heightBeforeOlder = useRef<number | null>(null);

  const loadOlder = () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    heightBeforeOlder.current = log.current?.scrollHeight ?? null;
    void query.fetchNextPage();
  };
  const onScroll = () => {
    const element = log.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX) loadOlder();
  };

  const oldestId = messages[0]?.id;
  useLayoutEffect(() => {
    const element = log.current;
    if (!element || heightBeforeOlder.current === null || oldestId === undefined) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldestId]);

  const newest = unsent.at(-1)?.client_key ?? messages.at(-1)?.id;
  const newestIsOwn = unsent.length > 0 || messages.at(-1)?.from_id === userId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the newest message, whoever wrote it.
  useLayoutEffect(() => {
    const element = log.current;
    if (element && (atBottom.current || newestIsOwn)) element.scrollTop = element.scrollHeight;
  }, [newest]);

  if (query.isPending) return <Spinner centered />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const empty = messages.length === 0 && unsent.length === 0;
  return (
    <Box
      ref={log}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.threadWith', { name: otherName })}
      tabIndex={0}
      p="xs"
      style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
    >
      {query.hasNextPage ? (
        <Center mb="xs">
          <Button size="compact-xs" variant="subtle" onClick={loadOlder} loading={query.isFetchingNextPage}>
            {t('chat.loadOlder')}
          </Button>
        </Center>
      ) : null}
      {empty ? (
        <EmptyState
          title={t('chat.emptyThread')}
          description={t('chat.emptyThreadHint')}
          icon={<IconMessageCircle size={32} stroke={1.5} />}
        />
      ) : (
        <Stack gap={6}>
          {messages.map((message) => (
            <SentMessage key={message.id} message={message} own={message.from_id === userId} />
          ))}
          {unsent.map((item) => (
            <UnsentMessage
              key={item.client_key}
              item={item}
              onRetry={() => retryChatMessage(queryClient, item.client_key)}
              onDiscard={() => discardChatMessage(item.client_key)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
