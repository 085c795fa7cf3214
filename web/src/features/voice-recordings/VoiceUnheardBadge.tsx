import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUnheardVoiceCount } from './voiceRecordings.queries.ts';

/** The menu entry's count of recordings the teacher has not listened to yet; nothing when there are none. */
export function VoiceUnheardBadge() {
  const { t } = useTranslation();
  const count = useUnheardVoiceCount().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" circle color="grape">
      <span aria-hidden>{count}</span>
      <VisuallyHidden>{t('voiceRecordings.unheardBadge', { count })}</VisuallyHidden>
    </Badge>
  );
}
