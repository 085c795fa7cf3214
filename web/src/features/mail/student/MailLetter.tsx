import { Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { MailMessage } from '@umka/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n.ts';
import { isFreshLetter } from '../mail.queries.ts';
import { letterText, mailStamp, senderName } from '../mail-text.ts';

/** How long a pointer or the focus rests on a letter before it counts as read: passing over it is not reading. */
export const READ_AFTER_MS = 400;

/**
 * One letter of the mailbox. An unread one is bold, "new" within the week, and is marked read once the student rests
 * on it (spec §4 "mail read on hover"), by pointer or by keyboard focus.
 */
export function MailLetter({ letter, onRead }: { letter: MailMessage; onRead: (id: number) => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef(false);
  const from = senderName(letter, locale) ?? t('mail.system');
  const text = letterText(letter.template.text, locale) ?? t('mail.textMissing');

  useEffect(() => () => clearTimeout(timer.current), []);

  const rest = () => {
    if (letter.is_read || asked.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      asked.current = true;
      onRead(letter.id);
    }, READ_AFTER_MS);
  };
  const leave = () => clearTimeout(timer.current);

  return (
    <Box
      component="li"
      tabIndex={0}
      p="xs"
      onMouseEnter={rest}
      onMouseLeave={leave}
      onFocus={rest}
      onBlur={leave}
      bg={letter.is_read ? undefined : 'var(--mantine-color-blue-0)'}
      style={{ borderRadius: 'var(--mantine-radius-md)', outlineOffset: -2 }}
    >
      <Stack gap={2}>
        <Group gap={6} justify="space-between" wrap="nowrap">
          <Text size="sm" fw={letter.is_read ? 500 : 800} truncate>
            {letter.is_read ? null : <VisuallyHidden>{t('mail.unread')}</VisuallyHidden>}
            {from}
          </Text>
          {isFreshLetter(letter) ? (
            <Badge size="xs" color="pink" style={{ flex: 'none' }}>
              {t('mail.new')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" fw={letter.is_read ? 400 : 700} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
        <Text size="xs" c="dimmed">
          {mailStamp(letter.created_at)}
        </Text>
      </Stack>
    </Box>
  );
}
