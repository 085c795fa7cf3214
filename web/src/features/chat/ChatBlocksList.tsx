import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useChatBlocks } from './chat.queries.ts';
import { useChatBlockActions } from './useChatBlockActions.ts';

/** The students the teacher stopped from writing, each with its unblock. */
export function ChatBlocksList() {
  const { t } = useTranslation();
  const blocks = useChatBlocks();
  const { unblock, busy } = useChatBlockActions();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="chat-blocks-title">
      <Title order={2} size="h4" id="chat-blocks-title" mb="sm">
        {t('chat.blocksTitle')}
      </Title>
      {blocks.isPending ? <Spinner centered /> : null}
      {blocks.isError ? <QueryError error={blocks.error} onRetry={() => void blocks.refetch()} /> : null}
      {blocks.data?.blocks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('chat.blocksEmpty')}
        </Text>
      ) : null}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {blocks.data?.blocks.map((block) => (
          <Group component="li" key={block.id} justify="space-between" wrap="nowrap">
            <Text truncate>{block.student_name}</Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconLockOpen size={14} />}
              disabled={busy}
              onClick={() => void unblock(block.id, block.student_name)}
              aria-label={t('chat.unblockNamed', { name: block.student_name })}
            >
              {t('chat.unblock')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
