import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { OnlinePageFrame } from './OnlinePageFrame.tsx';
import { ResultPanel } from './ResultPanel.tsx';
import { type RoomPageProps, RoomRoute } from './RoomRoute.tsx';
import { useGameParams } from './useGameParams.ts';

function Result(props: RoomPageProps) {
  const { t } = useTranslation();
  return (
    <OnlinePageFrame component={props.held.online.room.game} title={t('online.result.title')}>
      <ResultPanel {...props} />
    </OnlinePageFrame>
  );
}

/** /online/{id}/{component}/result: the end of a game, until a rematch begins or the person goes back. */
export function OnlineResultPage() {
  const game = useGameParams();
  if (!game) return <Navigate to="/404" replace />;
  return (
    <RoomRoute here="result" {...game}>
      {(props) => <Result {...props} />}
    </RoomRoute>
  );
}
