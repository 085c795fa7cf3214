import { ActionIcon, Alert, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDotsVertical, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type Conversation, ROLE } from '@umka/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuOnDemand } from '../../ui/MenuOnDemand.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessages } from './ChatMessages.tsx';
import { threadMessages, useChatMessages, useMarkThreadRead } from './chat.queries.ts';
import { sendChatMessage } from './chatOutbox.ts';
import { useOpenThread } from './openThread.ts';
import { parentOfNames } from './parentOf.ts';
import { useChatBlockActions } from './useChatBlockActions.ts';

export interface ChatThreadProps {
  userId: number;
  userRole: number;
  conversation: Conversation;
  /** Shown as a back button when the list and the thread share one narrow place (the phone). */
  onBack?: () => void;
}

/** The header menu of a teacher's conversation with a student or a parent: block or unblock. */
function BlockMenu({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { block, unblock, busy } = useChatBlockActions();
  const chatBlock = conversation.chat_block;
  return (
    <MenuOnDemand
      menuProps={{ position: 'bottom-end', shadow: 'md', radius: 'md' }}
      target={
        <ActionIcon variant="subtle" color="gray" aria-label={t('chat.menu')} disabled={busy}>
          <IconDotsVertical size={18} />
        </ActionIcon>
      }
      dropdown={(Menu) =>
        chatBlock ? (
          <Menu.Item
            leftSection={<IconLockOpen size={16} />}
            onClick={() => void unblock(chatBlock.id, conversation.name)}
          >
            {t('chat.unblock')}
          </Menu.Item>
        ) : (
          <Menu.Item
            color="red"
            leftSection={<IconLock size={16} />}
            onClick={() => void block(conversation.user_id, conversation.name)}
          >
            {t('chat.block')}
          </Menu.Item>
        )
      }
    />
  );
}

/** Opening a thread reads it; so does every message that arrives while it is open (each state is tried once). */
function useReadWhileOpen(otherId: number, unread: number) {
  useOpenThread(otherId);
  const { data } = useChatMessages(otherId);
  const { mutate } = useMarkThreadRead(otherId);
  const lastUnread = threadMessages(data)
    .filter((message) => message.from_id === otherId && !message.is_read)
    .at(-1)?.id;
  const tried = useRef<string | null>(null);
  useEffect(() => {
    const state = `${otherId}:${unread}:${lastUnread}`;
    if ((unread === 0 && lastUnread === undefined) || tried.current === state) return;
    tried.current = state;
    mutate();
  }, [otherId, unread, lastUnread, mutate]);
}

export function ChatThread({ userId, userRole, conversation, onBack }: ChatThreadProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useReadWhileOpen(conversation.user_id, conversation.unread);
  // In the phone the thread replaces the list, so the focus would be lost: it moves to the way back.
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  // A teacher's block stops a student's or a parent's messages alike (docs/CHAT.md "Blocks").
  const teacherWithStudent =
    userRole === ROLE.teacher && (conversation.role_id === ROLE.student || conversation.role_id === ROLE.parent);
  const writerBlocked = (userRole === ROLE.student || userRole === ROLE.parent) && conversation.chat_block !== null;
  const parentOf = parentOfNames(conversation);

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <Group gap="xs" p="xs" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        {onBack ? (
          <ActionIcon ref={back} variant="subtle" color="gray" onClick={onBack} aria-label={t('chat.back')}>
            <IconArrowLeft size={18} />
          </ActionIcon>
        ) : null}
        <UserAvatar src={conversation.avatar} name={conversation.name} size="sm" />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} truncate component="h2" fz="md" m={0}>
            {conversation.name}
          </Text>
          {parentOf === null ? null : (
            <Text size="xs" c="grape.8" truncate>
              {t('chat.parents.parentOf', { names: parentOf })}
            </Text>
          )}
        </Stack>
        {teacherWithStudent && conversation.chat_block ? (
          <IconLock size={16} aria-label={t('chat.blockedMark')} role="img" color="var(--mantine-color-red-7)" />
        ) : null}
        {teacherWithStudent ? <BlockMenu conversation={conversation} /> : null}
      </Group>
      <ChatMessages userId={userId} otherId={conversation.user_id} otherName={conversation.name} />
      {writerBlocked ? (
        <Alert m="xs" color="orange" radius="md" icon={<IconLock size={18} />} title={t('chat.blockedTitle')}>
          {t(userRole === ROLE.parent ? 'chat.parents.blockedText' : 'chat.blockedText', { name: conversation.name })}
        </Alert>
      ) : (
        <ChatComposer onSend={(text) => sendChatMessage(queryClient, userId, conversation.user_id, text)} />
      )}
    </Stack>
  );
}
