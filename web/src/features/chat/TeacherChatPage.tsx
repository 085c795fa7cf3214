import { Grid, Group, Paper, Stack, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { ROLE } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ChatBlocksList } from './ChatBlocksList.tsx';
import { ChatThread } from './ChatThread.tsx';
import { ConversationList } from './ConversationList.tsx';
import { useChatUserId, useConversations } from './chat.queries.ts';
import { useChatOutboxResume } from './chatOutbox.ts';

/** Tall enough for a conversation, short enough that the blocks list below stays in reach. */
const PANE_HEIGHT = 'min(70vh, 640px)';

/** /teacher/chat (spec §2 "teacher chat"): conversations beside the open thread, and the teacher's blocks. */
export function TeacherChatPage() {
  const { t } = useTranslation();
  const userId = useChatUserId();
  const query = useConversations();
  const [selected, setSelected] = useState<number | null>(null);
  useChatOutboxResume(userId);

  const conversations = query.data?.conversations ?? [];
  const conversation = conversations.find((candidate) => candidate.user_id === selected);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconMessageCircle size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('chat.title')}
        </Title>
      </Group>
      {query.isPending ? <Spinner centered /> : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && userId !== null ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="xs" h={PANE_HEIGHT} style={{ overflowY: 'auto' }}>
              <ConversationList
                conversations={conversations}
                userId={userId}
                selected={selected}
                onSelect={(chosen) => setSelected(chosen.user_id)}
              />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="md" h={PANE_HEIGHT} style={{ overflow: 'hidden' }}>
              {conversation ? (
                <ChatThread
                  key={conversation.user_id}
                  userId={userId}
                  userRole={ROLE.teacher}
                  conversation={conversation}
                />
              ) : (
                <EmptyState title={t('chat.chooseConversation')} icon={<IconMessageCircle size={32} stroke={1.5} />} />
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      ) : null}
      <ChatBlocksList />
    </Stack>
  );
}
