import { Stack } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { TRAINER_TYPE_WINS } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { isPlayedFromTestOnly, TrainerRatingView, useTrainers } from '../trainers/index.ts';
import { GamePicker } from './GamePicker.tsx';

/** The rating of one trainer of the subject, chosen from the subject's trainers (online games have their own tab). */
export function TrainersRatingView({ subjectId }: { subjectId: number }) {
  const { t } = useTranslation();
  const trainers = useTrainers(subjectId);
  const [chosen, setChosen] = useState<number | null>(null);
  if (trainers.isError) return <QueryError error={trainers.error} onRetry={() => void trainers.refetch()} />;
  if (trainers.isPending) return <Spinner centered />;
  const rated = trainers.data.filter(
    (trainer) => trainer.type_id !== TRAINER_TYPE_WINS && !isPlayedFromTestOnly(trainer),
  );
  const trainerId = chosen ?? rated[0]?.id ?? null;
  if (trainerId === null) {
    return (
      <EmptyState
        title={t('ratings.trainers.emptyTitle')}
        description={t('ratings.trainers.emptyText')}
        color="yellow"
        icon={<IconTrophy size={32} stroke={1.5} />}
      />
    );
  }
  return (
    <Stack gap="md">
      <GamePicker label={t('ratings.trainers.trainer')} games={rated} value={trainerId} onChange={setChosen} />
      <TrainerRatingView key={trainerId} trainerId={trainerId} subjectId={subjectId} />
    </Stack>
  );
}
