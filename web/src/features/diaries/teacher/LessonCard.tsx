import { ActionIcon, Badge, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ATTENDANCES, type DiaryEntry } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_COLORS } from '../attendance.ts';
import { useDiaryNumbers } from '../useDiaryNumbers.ts';

export interface LessonCardProps {
  entry: DiaryEntry;
  formatDate(date: string): string;
  onEdit(): void;
  onDelete(): void;
  deleting: boolean;
}

/** One lesson in the class's list: when, what, and how the class did at a glance. */
export function LessonCard({ entry, formatDate, onEdit, onDelete, deleting }: LessonCardProps) {
  const { t } = useTranslation();
  const numbers = useDiaryNumbers();
  const date = formatDate(entry.date);
  const marks = entry.rows.flatMap((row) => (row.mark === null ? [] : [row.mark]));
  const average = marks.length ? marks.reduce((sum, mark) => sum + mark, 0) / marks.length : null;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={t('diaries.list.lesson', { date })}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} miw={0}>
          <Text fw={700}>{date}</Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{entry.topic}</Text>
          <Group gap={6}>
            {ATTENDANCES.map((attendance) => (
              <Badge key={attendance} variant="light" color={ATTENDANCE_COLORS[attendance]}>
                {t(`diaries.count.${attendance}`, {
                  n: entry.rows.filter((row) => row.attendance === attendance).length,
                })}
              </Badge>
            ))}
            <Badge variant="outline" color="gray">
              {average === null
                ? t('diaries.list.noMarks')
                : t('diaries.list.average', { value: numbers.mark(average) })}
            </Badge>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('diaries.list.edit')}>
            <ActionIcon variant="subtle" size="lg" aria-label={t('diaries.list.editLabel', { date })} onClick={onEdit}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('diaries.list.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('diaries.list.deleteLabel', { date })}
              onClick={onDelete}
              loading={deleting}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Card>
  );
}
