import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle, IconMessageCircleOff } from '@tabler/icons-react';
import { ROLE } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ChatPanes } from './ChatPanes.tsx';
import { useChatUserId, useConversations } from './chat.queries.ts';
import { useChatOutboxResume } from './chatOutbox.ts';

/**
 * /parent/chat (issue [15]): the teachers of the parent's children whose classes let parents write, beside the open
 * conversation. Nobody else is listed; until a teacher opens a class to parents the page says so.
 */
export function ParentChatPage() {
  const { t } = useTranslation();
  const userId = useChatUserId();
  const query = useConversations();
  useChatOutboxResume(userId);
  const conversations = query.data?.conversations ?? [];

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
          <EmptyState
            title={t('chat.parents.closedTitle')}
            description={t('chat.parents.closedText')}
            icon={<IconMessageCircleOff size={32} stroke={1.5} />}
          />
        </Paper>
      ) : null}
      {query.isSuccess && userId !== null && conversations.length > 0 ? (
        <ChatPanes
          conversations={conversations}
          userId={userId}
          userRole={ROLE.parent}
          chooseText={t('chat.parents.chooseTeacher')}
        />
      ) : null}
    </Stack>
  );
}
