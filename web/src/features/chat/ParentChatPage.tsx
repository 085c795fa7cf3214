import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconMessageCircleOff } from '@tabler/icons-react';
import { ROLE } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ChatThread } from './ChatThread.tsx';
import { ConversationList } from './ConversationList.tsx';
import { useChatUserId, useConversations } from './chat.queries.ts';
import { useChatOutboxResume } from './chatOutbox.ts';

/** As on the teacher's page: tall enough for a conversation. */
const PANE_HEIGHT = 'min(70vh, 640px)';

/**
 * /parent/chat (issue [15]): the teachers of the parent's children whose classes let parents write, beside the open
 * conversation. Nobody else is listed; until a teacher opens a class to parents the page says so.
 */
export function ParentChatPage() {
  const { t } = useTranslation();
  const userId = useChatUserId();
  const query = useConversations();
  const [selected, setSelected] = useState<number | null>(null);
  useChatOutboxResume(userId);

  const conversations = query.data?.conversations ?? [];
  const conversation = conversations.find((candidate) => candidate.user_id === selected);
  const closed = (
    <EmptyState
      title={t('chat.parents.closedTitle')}
      description={t('chat.parents.closedText')}
      icon={<IconMessageCircleOff size={32} stroke={1.5} />}
    />
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <IconMessageCircle size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
          <Title order={1} size="h2">
            {t('chat.parents.title')}
          </Title>
        </Group>
        <Text c="dimmed">{t('chat.parents.intro')}</Text>
      </Stack>
      {query.isPending ? <Spinner centered /> : null}
      {query.isError ? <QueryError error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && userId !== null && conversations.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          {closed}
        </Paper>
      ) : null}
      {query.isSuccess && userId !== null && conversations.length > 0 ? (
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
                  userRole={ROLE.parent}
                  conversation={conversation}
                />
              ) : (
                <EmptyState
                  title={t('chat.parents.chooseTeacher')}
                  icon={<IconMessageCircle size={32} stroke={1.5} />}
                />
              )}
            </Paper>
          </Grid.Col>
        </Grid>
      ) : null}
    </Stack>
  );
}
