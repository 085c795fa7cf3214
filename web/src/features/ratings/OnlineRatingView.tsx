import { Stack } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TrainerRatingView } from '../trainers/index.ts';
import { GamePicker } from './GamePicker.tsx';
import { useOnlineGames } from './ratings.queries.ts';

/** The rating of the subject's online games by wins (spec §3), or a friendly word that there are none yet. */
export function OnlineRatingView({ subjectId }: { subjectId: number }) {
  const { t } = useTranslation();
  const online = useOnlineGames(subjectId);
  const [chosen, setChosen] = useState<number | null>(null);
  if (online.isError) return <QueryError error={online.error} onRetry={() => void online.refetch()} />;
  if (online.isPending) return <Spinner centered />;
  const gameId = chosen ?? online.data.trainer_id;
  if (gameId === null) {
    return (
      <EmptyState
        title={t('ratings.online.emptyTitle')}
        description={t('ratings.online.emptyText')}
        color="cyan"
        icon={<IconDeviceGamepad2 size={32} stroke={1.5} />}
      />
    );
  }
  return (
    <Stack gap="md">
      <GamePicker
        label={t('ratings.online.game')}
        games={online.data.games.map((game) => ({ id: game.trainer_id, title: game.title }))}
        value={gameId}
        onChange={setChosen}
      />
      <TrainerRatingView key={gameId} trainerId={gameId} subjectId={subjectId} />
    </Stack>
  );
}
