import { SimpleGrid } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { TRAINER_TYPE_WINS, type Trainer } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { TrainerIcon } from '../../trainers/icons/TrainerIcon.tsx';
import { trainerUiFor } from '../../trainers/registry.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { isPlayedFromTestOnly } from './playable.ts';
import { TrainerCard } from './TrainerCard.tsx';

/** The cards of a trainer list with its loading, error and empty states; shared by the student and teacher pages. */
export function TrainersCatalogue({ query }: { query: UseQueryResult<Trainer[]> }) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner centered />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  // Only trainers whose game is built here and that are played on their own are offered; online games (ranked by
  // wins) have their own page, /student/online.
  const playable = query.data.filter(
    (trainer) =>
      trainer.type_id !== TRAINER_TYPE_WINS &&
      trainerUiFor(trainer.component) !== null &&
      !isPlayedFromTestOnly(trainer),
  );
  if (playable.length === 0) {
    return (
      <EmptyState
        title={t('trainers.catalogue.emptyTitle')}
        description={t('trainers.catalogue.emptyText')}
        icon={<TrainerIcon icon="" component="" size={40} />}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="lg">
      {playable.map((trainer) => (
        <TrainerCard key={trainer.id} trainer={trainer} />
      ))}
    </SimpleGrid>
  );
}
