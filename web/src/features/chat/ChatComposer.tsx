import { ActionIcon, Group, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { CHAT_MESSAGE_MAX } from '@umka/contracts';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The counter appears only near the limit, where it helps; earlier it would only distract. */
const COUNTER_FROM = CHAT_MESSAGE_MAX - 200;

/** Enter sends, Shift+Enter starts a new line; the text is kept until it is handed over. */
export function ChatComposer({ onSend }: { onSend: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const trimmed = text.trim();

  const send = () => {
    if (trimmed === '') return;
    onSend(trimmed);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <Group
      gap="xs"
      align="flex-end"
      wrap="nowrap"
      p="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Textarea
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        aria-label={t('chat.messageLabel')}
        placeholder={t('chat.placeholder')}
        maxLength={CHAT_MESSAGE_MAX}
        rows={2}
        radius="md"
        style={{ flex: 1 }}
        description={
          text.length >= COUNTER_FROM ? (
            <Text span size="xs" c={text.length >= CHAT_MESSAGE_MAX ? 'red.8' : 'dimmed'}>
              {t('chat.counter', { length: text.length, max: CHAT_MESSAGE_MAX })}
            </Text>
          ) : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <ActionIcon size="lg" radius="xl" onClick={send} disabled={trimmed === ''} aria-label={t('chat.send')}>
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
