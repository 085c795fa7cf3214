import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { HomeworkTaskItem, StudentHomework } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';
import { DUE_STATE_COLORS, dueStateOf } from '../homeworkStatus.ts';
import { TaskItemRow, TrainerItemRow } from './HomeworkItemRows.tsx';
import { MaterialItemRow } from './MaterialItemRow.tsx';

interface HomeworkCardProps {
  homework: StudentHomework;
  today: string;
  onAnswer: (item: HomeworkTaskItem, number: number) => void;
}

/** One homework: its dates (overdue and soon stand out), and each item with the student's progress. */
export function HomeworkCard({ homework, today, onAnswer }: HomeworkCardProps) {
  const { t } = useTranslation();
  const formatDay = useFormatDate('day');
  const due = dueStateOf(homework, today);
  const progressOf = (itemId: number) => homework.progress.find((entry) => entry.item_id === itemId);
  let taskNumber = 0;

  return (
    <Card
      component="article"
      aria-label={homework.title}
      withBorder
      radius="lg"
      p="lg"
      style={
        due === 'overdue' || due === 'soon'
          ? { borderColor: `var(--mantine-color-${DUE_STATE_COLORS[due]}-6)` }
          : undefined
      }
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={3} size="h4">
            {homework.title}
          </Title>
          <Badge color={DUE_STATE_COLORS[due]} variant={due === 'later' ? 'light' : 'filled'}>
            {t(`studentHomework.due.${due}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('studentHomework.card.dates', { given: formatDay(homework.given_on), due: formatDay(homework.due_on) })}
        </Text>
        {homework.description ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {homework.description}
          </Text>
        ) : null}
        {homework.items.map((item) => {
          if (item.type === 'trainer') {
            return <TrainerItemRow key={item.id} homeworkId={homework.id} item={item} progress={progressOf(item.id)} />;
          }
          if (item.type === 'material') {
            return (
              <MaterialItemRow key={item.id} homeworkId={homework.id} item={item} progress={progressOf(item.id)} />
            );
          }
          taskNumber += 1;
          const number = taskNumber;
          return (
            <TaskItemRow
              key={item.id}
              item={item}
              number={number}
              progress={progressOf(item.id)}
              onAnswer={() => onAnswer(item, number)}
            />
          );
        })}
      </Stack>
    </Card>
  );
}
