import { Box } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ChatThread } from './ChatThread.tsx';
import { ConversationList } from './ConversationList.tsx';
import { useChatUserId, useConversations } from './chat.queries.ts';
import { useChatOutboxResume } from './chatOutbox.ts';

const FILL = { height: '100%', minHeight: 0, display: 'flex', flexDirection: 'column' } as const;

/**
 * The chat in a narrow place (the phone widget): the conversation list, or one thread with a back button.
 * It fills its container's height and scrolls inside itself.
 */
export function ChatPanel() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const userId = useChatUserId();
  const query = useConversations();
  const [selected, setSelected] = useState<number | null>(null);
  const [cameFrom, setCameFrom] = useState<number | null>(null);
  useChatOutboxResume(userId);

  if (userId === null || !user) {
    return <EmptyState title={t('chat.notForRole')} icon={<IconMessageCircle size={32} stroke={1.5} />} />;
  }
  if (query.isPending) return <Spinner centered />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;

  const conversation = query.data.conversations.find((candidate) => candidate.user_id === selected);
  return (
    <Box style={FILL}>
      {conversation ? (
        <ChatThread
          key={conversation.user_id}
          userId={userId}
          userRole={user.role_id}
          conversation={conversation}
          onBack={() => {
            setCameFrom(selected);
            setSelected(null);
          }}
        />
      ) : (
        <Box p="xs" style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <ConversationList
            conversations={query.data.conversations}
            userId={userId}
            selected={null}
            focusId={cameFrom}
            onSelect={(chosen) => setSelected(chosen.user_id)}
          />
        </Box>
      )}
    </Box>
  );
}
