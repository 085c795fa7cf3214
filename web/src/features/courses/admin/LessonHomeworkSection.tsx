import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useLessonHomework } from '../courseAuthoring.queries.ts';
import { LessonHomeworkForm } from './LessonHomeworkForm.tsx';

/** Below a saved lesson: its homework, or the word that the lesson is done by reading it, and a way to add one. */
export function LessonHomeworkSection({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const homework = useLessonHomework(lessonId);
  const [adding, setAdding] = useState(false);
  const saved = homework.data?.homework ?? null;

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="lesson-homework-title">
      <Stack gap="md">
        <Group gap="sm">
          <IconClipboardList size={28} stroke={1.5} color="var(--mantine-color-teal-6)" aria-hidden />
          <Title order={2} size="h3" id="lesson-homework-title">
            {t('courses.admin.homework.title')}
          </Title>
        </Group>
        {homework.isPending ? (
          <Spinner centered />
        ) : homework.isError ? (
          <QueryError error={homework.error} onRetry={() => void homework.refetch()} />
        ) : saved || adding ? (
          <LessonHomeworkForm
            key={saved ? 'saved' : 'new'}
            lessonId={lessonId}
            saved={saved}
            onGone={() => setAdding(false)}
          />
        ) : (
          <Stack gap="sm" align="flex-start">
            <Text c="dimmed">{t('courses.admin.homework.none')}</Text>
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setAdding(true)}>
              {t('courses.admin.homework.add')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
