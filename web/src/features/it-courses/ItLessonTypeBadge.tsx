import { Badge } from '@mantine/core';
import { type Icon, IconExternalLink, IconFileText, IconPlayerPlay, IconPuzzle } from '@tabler/icons-react';
import type { ItLessonType } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

export const IT_LESSON_TYPE_LOOK: Record<ItLessonType, { icon: Icon; color: string }> = {
  text: { icon: IconFileText, color: 'blue' },
  video: { icon: IconPlayerPlay, color: 'red' },
  link: { icon: IconExternalLink, color: 'teal' },
  task: { icon: IconPuzzle, color: 'orange' },
};

/** What kind of lesson it is, in words and with its icon. */
export function ItLessonTypeBadge({ type }: { type: ItLessonType }) {
  const { t } = useTranslation();
  const { icon: TypeIcon, color } = IT_LESSON_TYPE_LOOK[type];
  return (
    <Badge variant="light" color={color} leftSection={<TypeIcon size={12} aria-hidden />} style={{ flex: 'none' }}>
      {t(`itCourses.types.${type}`)}
    </Badge>
  );
}
