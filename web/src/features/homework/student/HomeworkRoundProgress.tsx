import { Alert, Button, Progress, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  type HomeworkItemProgress,
  type HomeworkTrainerItem,
  homeworkRoundShortfall,
  type TrainerResult,
} from '@umka/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { studentHomeworkKeys } from '../homework.queries.ts';

/** Where the result screen leads back, and the button's words. */
export interface TrainerBack {
  to: string;
  label: string;
}

interface HomeworkRoundProgressProps {
  item: HomeworkTrainerItem;
  progress: HomeworkItemProgress | undefined;
  /** The round just played as the server validated it; null when it was not saved. */
  round: TrainerResult | null;
  back: TrainerBack;
}

/** Why a validated round did not count, in words; a rejected round has the result screen's own reason. */
function useShortfallText(item: HomeworkTrainerItem, round: TrainerResult | null): string | null {
  const { t } = useTranslation();
  if (round?.validate_status !== 'ok') return null;
  const shortfall = homeworkRoundShortfall(round, item.min_score);
  if (!shortfall) return null;
  return shortfall.kind === 'min_score'
    ? t('studentHomework.trainer.notCountedMinScore', { min: shortfall.min_score, score: round.score })
    : t('studentHomework.trainer.notCountedHalf', { needed: shortfall.needed, total: round.total });
}

/**
 * The result screen's part: rounds counted toward the target. It mounts once the round is posted,
 * which is when the server's count may have changed, so it asks for the homework again.
 */
export function HomeworkRoundProgress({ item, progress, round, back }: HomeworkRoundProgressProps) {
  const { t } = useTranslation();
  const shortfall = useShortfallText(item, round);
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: studentHomeworkKeys.all });
  }, [queryClient]);
  const done = progress?.rounds_done ?? 0;
  const text = t('studentHomework.item.rounds', { done, target: item.target_rounds });

  return (
    <Stack gap="xs" w="100%" role="status">
      {shortfall ? (
        <Alert color="orange" radius="lg" variant="light">
          {shortfall}
        </Alert>
      ) : null}
      <Text ta="center" fw={600}>
        {progress?.complete ? t('studentHomework.trainer.targetReached') : text}
      </Text>
      <Progress
        value={(Math.min(done, item.target_rounds) / item.target_rounds) * 100}
        aria-label={text}
        color={progress?.complete ? 'teal' : 'grape'}
      />
      <Button component={Link} to={back.to} variant="subtle" leftSection={<IconArrowLeft size={18} />}>
        {back.label}
      </Button>
    </Stack>
  );
}
