import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import type { useCompleteCourseLesson } from '../courses.queries.ts';

export type LessonCompletion = ReturnType<typeof useCompleteCourseLesson>;

/** "Урок пройден", said where the lesson's button was. */
export function LessonDoneNote() {
  const { t } = useTranslation();
  return (
    <Alert color="teal" radius="lg" variant="light" icon={<IconCircleCheck />} role="status">
      <Text fw={700}>{t('courses.student.lesson.done')}</Text>
    </Alert>
  );
}

/**
 * The homework is complete and the lesson is being marked done; if that failed, why, and a button to try again.
 */
export function MarkingDone({ completion }: { completion: LessonCompletion }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  if (!completion.isError) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" type="dots" aria-hidden />
        <Text>{t('courses.student.lesson.marking')}</Text>
      </Group>
    );
  }
  return (
    <Alert color="red" radius="lg" variant="light" title={t('courses.student.lesson.markFailed')} role="alert">
      {completion.error instanceof ApiError ? <Text size="sm">{localize(completion.error.message)}</Text> : null}
      <Button
        mt="sm"
        radius="xl"
        color="teal"
        leftSection={<IconRefresh size={18} />}
        loading={completion.isPending}
        onClick={() => completion.mutate()}
      >
        {t('courses.student.lesson.markDone')}
      </Button>
    </Alert>
  );
}
