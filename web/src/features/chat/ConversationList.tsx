import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLock, IconMessageCircle } from '@tabler/icons-react';
import type { Conversation } from '@umka/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { parentOfNames } from './parentOf.ts';

export interface ConversationListProps {
  conversations: Conversation[];
  userId: number;
  selected: number | null;
  onSelect: (conversation: Conversation) => void;
  /** The contact whose button takes the focus when the list appears (coming back from their thread). */
  focusId?: number | null;
}

function Preview({ conversation, userId }: { conversation: Conversation; userId: number }) {
  const { t } = useTranslation();
  const last = conversation.last_message;
  if (!last)
    return (
      <Text size="sm" c="dimmed">
        {t('chat.noMessagesYet')}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed" lineClamp={1}>
      {last.from_id === userId ? `${t('chat.you')}: ${last.text}` : last.text}
    </Text>
  );
}

/** On a parent's entry in a teacher's list: whose parent they are, so the teacher knows who writes. */
function ParentOf({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const names = parentOfNames(conversation);
  if (names === null) return null;
  return (
    <Text size="xs" c="grape.8" truncate>
      {t('chat.parents.parentOf', { names })}
    </Text>
  );
}

/** Every contact: picture, name (and whose parent, for a parent), last message, unread count and the block mark. */
export function ConversationList({ conversations, userId, selected, onSelect, focusId = null }: ConversationListProps) {
  const { t } = useTranslation();
  const focused = useRef<HTMLButtonElement>(null);
  // Only when the list appears, not on every update of it.
  useEffect(() => focused.current?.focus(), []);
  if (conversations.length === 0) {
    return (
      <EmptyState
        title={t('chat.noContacts')}
        description={t('chat.noContactsHint')}
        icon={<IconMessageCircle size={32} stroke={1.5} />}
      />
    );
  }
  return (
    <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('chat.conversations')}>
      {conversations.map((conversation) => (
        <li key={conversation.user_id}>
          <UnstyledButton
            ref={conversation.user_id === focusId ? focused : undefined}
            onClick={() => onSelect(conversation)}
            aria-current={conversation.user_id === selected ? 'true' : undefined}
            w="100%"
            p="xs"
            bg={conversation.user_id === selected ? 'blue.0' : undefined}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="sm" wrap="nowrap">
              <UserAvatar src={conversation.avatar} name={conversation.name} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Group gap={4} wrap="nowrap">
                  <Text fw={conversation.unread > 0 ? 700 : 500} truncate>
                    {conversation.name}
                  </Text>
                  {conversation.chat_block ? (
                    <IconLock
                      size={14}
                      aria-label={t('chat.blockedMark')}
                      role="img"
                      color="var(--mantine-color-red-7)"
                    />
                  ) : null}
                </Group>
                <ParentOf conversation={conversation} />
                <Preview conversation={conversation} userId={userId} />
              </Stack>
              {conversation.unread > 0 ? (
                <Badge
                  color="red"
                  circle={conversation.unread < 10}
                  aria-label={t('chat.unread', { count: conversation.unread })}
                >
                  {conversation.unread > 99 ? '99+' : conversation.unread}
                </Badge>
              ) : null}
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
