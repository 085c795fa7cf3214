import { Group, Stack, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { ROLE } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ChatBlocksList } from './ChatBlocksList.tsx';
import { ChatPanes } from './ChatPanes.tsx';
import { useChatUserId, useConversations } from './chat.queries.ts';
import { useChatOutboxResume } from './chatOutbox.ts';

/** /teacher/chat (spec §2 "teacher chat"): conversations beside the open thread, and the teacher's blocks. */
export function TeacherChatPage() {
  const { t } = useTranslation();
  const userId = useChatUserId();
  const query = useConversations();
  useChatOutboxResume(userId);

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
        <ChatPanes
          conversations={query.data.conversations}
          userId={userId}
          userRole={ROLE.teacher}
          chooseText={t('chat.chooseConversation')}
        />
      ) : null}
      <ChatBlocksList />
    </Stack>
  );
}
