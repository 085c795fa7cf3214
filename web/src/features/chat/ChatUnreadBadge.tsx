import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnreadCounts } from '../phone/index.ts';

/** A menu entry's count of unread chat messages (a parent's «Сообщения учителю»); nothing when there are none. */
export function ChatUnreadBadge() {
  const { t } = useTranslation();
  const count = useUnreadCounts().chat;
  if (count === 0) return null;
  return (
    <Badge size="sm" circle color="red">
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{t('chat.unread', { count })}</VisuallyHidden>
    </Badge>
  );
}
