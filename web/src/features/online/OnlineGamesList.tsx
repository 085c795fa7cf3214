import { SimpleGrid } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import type { OnlineGameCard as Game, OnlineRoom } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { OnlineGameCard } from './OnlineGameCard.tsx';
import { OnlineLocked } from './OnlineLocked.tsx';
import { useCreateRoom, useOnlineGameCards, useQuickGame } from './online.queries.ts';
import { onlinePath } from './onlinePaths.ts';

interface OnlineGamesListProps {
  subjectId: number;
  /** A student has a record and may take the quick queue; a teacher opens rooms. */
  forStudent: boolean;
  startSearch?: string;
}

/** The subject's online games as cards, or the likes gate (§6) while they are locked. */
export function OnlineGamesList({ subjectId, forStudent, startSearch = '' }: OnlineGamesListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const games = useOnlineGameCards(subjectId);
  const create = useCreateRoom();
  const queue = useQuickGame();
  const busy = create.isPending || queue.isPending;
  // Through the promise: the room that comes back may change the page around these cards before a callback would run.
  const toRoom = (opened: Promise<OnlineRoom>) =>
    void opened.then(
      (online) => navigate(onlinePath(online.trainer_id, online.room.game, 'room')),
      // A refusal was already shown as the app's error notice.
      () => undefined,
    );

  // Connect four's room is always for two; the picnic's start page asks how many first.
  const invite = (game: Game) => {
    if (game.component === 'picnic') {
      navigate(`${onlinePath(game.trainer_id, game.component, 'start')}${startSearch}`);
      return;
    }
    toRoom(create.mutateAsync({ trainer_id: game.trainer_id, subject_id: subjectId, as: 'player' }));
  };

  if (games.isPending) return <Spinner centered />;
  if (games.isError) return <QueryError error={games.error} onRetry={() => void games.refetch()} />;
  if (games.data.likes_needed > 0) return <OnlineLocked likesNeeded={games.data.likes_needed} titleOrder={2} />;
  if (games.data.games.length === 0) {
    return (
      <EmptyState
        color="cyan"
        icon={<IconDeviceGamepad2 size={32} stroke={1.5} />}
        title={t('online.list.emptyTitle')}
        description={t('online.list.emptyText')}
      />
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      {games.data.games.map((game) => (
        <OnlineGameCard
          key={game.trainer_id}
          game={game}
          busy={busy}
          startSearch={startSearch}
          withRecord={forStudent}
          onInvite={() => invite(game)}
          onQuick={
            forStudent
              ? () => toRoom(queue.mutateAsync({ trainer_id: game.trainer_id, subject_id: subjectId }))
              : undefined
          }
        />
      ))}
    </SimpleGrid>
  );
}
