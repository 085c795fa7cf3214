import { Button, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { HomeworkItemProgress, HomeworkTrainerItem } from '@umka/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STUDENT_HOMEWORK_PATH } from './homeworkPaths.ts';
import { studentHomeworkKeys } from './studentHomework.queries.ts';

interface HomeworkRoundProgressProps {
  item: HomeworkTrainerItem;
  progress: HomeworkItemProgress | undefined;
}

/**
 * The result screen's part: rounds counted toward the target. It mounts once the round is posted,
 * which is when the server's count may have changed, so it asks for the homework again.
 */
export function HomeworkRoundProgress({ item, progress }: HomeworkRoundProgressProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: studentHomeworkKeys.all });
  }, [queryClient]);
  const done = progress?.rounds_done ?? 0;
  const text = t('studentHomework.item.rounds', { done, target: item.target_rounds });

  return (
    <Stack gap="xs" w="100%" role="status">
      <Text ta="center" fw={600}>
        {progress?.complete ? t('studentHomework.trainer.targetReached') : text}
      </Text>
      <Progress
        value={(Math.min(done, item.target_rounds) / item.target_rounds) * 100}
        aria-label={text}
        color={progress?.complete ? 'teal' : 'grape'}
      />
      <Button component={Link} to={STUDENT_HOMEWORK_PATH} variant="subtle" leftSection={<IconArrowLeft size={18} />}>
        {t('studentHomework.trainer.back')}
      </Button>
    </Stack>
  );
}
