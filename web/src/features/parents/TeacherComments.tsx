import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentHomework } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';

/** The teacher's comments on the child's answers, newest homework first: what a parent most wants to read. */
export function TeacherComments({ homework }: { homework: readonly StudentHomework[] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('dateTime');
  const comments = homework.flatMap((entry) =>
    entry.progress.flatMap((item) =>
      item.answer?.comment ? [{ key: `${entry.id}-${item.item_id}`, title: entry.title, answer: item.answer }] : [],
    ),
  );
  if (comments.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('parents.child.commentsHeading')}
      </Title>
      {comments.map(({ key, title, answer }) => (
        <Card key={key} withBorder radius="lg" padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2}>
              <Text fw={600} size="sm">
                {title}
              </Text>
              <Text size="sm">{answer.comment}</Text>
              {answer.reviewed_at ? (
                <Text size="xs" c="dimmed">
                  {formatDate(answer.reviewed_at)}
                </Text>
              ) : null}
            </Stack>
            <Badge variant="light" color={answer.status === 'accepted' ? 'teal' : 'orange'}>
              {t(`studentHomework.taskState.${answer.status}`)}
            </Badge>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
