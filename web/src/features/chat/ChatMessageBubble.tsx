import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconClockHour4, IconRefresh, IconTrash } from '@tabler/icons-react';
import type { ChatMessage } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';
import { ChatText } from './ChatText.tsx';
import type { OutboxItem } from './chatOutbox.ts';

interface BubbleProps {
  text: string;
  createdAt: string;
  own: boolean;
  status: ReactNode;
}

function Bubble({ text, createdAt, own, status }: BubbleProps) {
  const formatTime = useFormatDate('dateTime');
  return (
    <Box
      maw="85%"
      px="sm"
      py={6}
      bg={own ? 'blue.1' : 'gray.1'}
      style={{
        alignSelf: own ? 'flex-end' : 'flex-start',
        borderRadius: 'var(--mantine-radius-lg)',
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      <Text size="sm">
        <ChatText text={text} />
      </Text>
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {formatTime(createdAt)}
        </Text>
        {status}
      </Group>
    </Box>
  );
}

export function SentMessage({ message, own }: { message: ChatMessage; own: boolean }) {
  const { t } = useTranslation();
  // One tick once the server has it, two once the other side has read it.
  const status = !own ? null : message.is_read ? (
    <IconChecks size={14} aria-label={t('chat.read')} role="img" color="var(--mantine-color-blue-6)" />
  ) : (
    <IconCheck size={14} aria-label={t('chat.delivered')} role="img" />
  );
  return <Bubble text={message.text} createdAt={message.created_at} own={own} status={status} />;
}

export interface UnsentMessageProps {
  item: OutboxItem;
  onRetry: () => void;
  onDiscard: () => void;
}

/** A message the server has not taken yet: a clock while it waits, a retry when it was refused. */
export function UnsentMessage({ item, onRetry, onDiscard }: UnsentMessageProps) {
  const { t } = useTranslation();
  const status =
    item.state === 'failed' ? (
      <>
        <IconAlertCircle size={14} color="var(--mantine-color-red-8)" aria-label={t('chat.notSent')} role="img" />
        <ActionIcon size="sm" variant="subtle" onClick={onRetry} aria-label={t('chat.retry')}>
          <IconRefresh size={14} />
        </ActionIcon>
        <ActionIcon size="sm" variant="subtle" color="red" onClick={onDiscard} aria-label={t('chat.discard')}>
          <IconTrash size={14} />
        </ActionIcon>
      </>
    ) : (
      <IconClockHour4 size={14} aria-label={t('chat.pending')} role="img" />
    );
  return <Bubble text={item.text} createdAt={item.created_at} own status={status} />;
}
