import { Box, Text } from '@mantine/core';
import { likesStillNeeded, ROLE } from '@umka/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { picnicUi } from '../../../trainers/picnic/picnicUi.ts';
import { GameShell } from '../../../trainers/shell/GameShell.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTrainer } from '../../trainers/index.ts';
import { OnlineLocked } from '../OnlineLocked.tsx';
import { isOnlineGameId, onlineListPath, onlinePath, STUDENT_ONLINE_PATH } from '../onlinePaths.ts';

/** A student whose subject has no such picnic goes back to the online games, told why (as for a trainer, spec §2). */
function NotHere() {
  const { t } = useTranslation();
  useEffect(() => {
    notifyError(t('online.picnic.single.notHere'), undefined, { id: 'picnic-not-here' });
  }, [t]);
  return <Navigate to={STUDENT_ONLINE_PATH} replace />;
}

/**
 * /online/{trainerId}/picnic/single: the picnic alone against the clock, a round of the picnic's catalogue trainer in
 * the trainer shell. A student's round is a server session, replayed and counted there; a teacher's is a try-out.
 * Behind the same likes gate as the other online games.
 */
export function PicnicSinglePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { trainerId } = useParams();
  const { user } = useAuth();
  const { subject, data } = useSubject();
  const id = Number(trainerId);
  const trainer = useTrainer(id);
  const isStudent = user?.role_id === ROLE.student;

  if (!Number.isInteger(id) || id <= 0) return <Navigate to={onlineListPath(user?.role_id)} replace />;
  if (trainer.isPending) return <Spinner centered />;
  if (trainer.isError) {
    const gone = isApiError(trainer.error) && [403, 404].includes(trainer.error.status);
    if (gone && isStudent) return <NotHere />;
    return <QueryError error={trainer.error} onRetry={() => void trainer.refetch()} />;
  }
  // Another game's id: its own start page; a trainer's: the online games.
  const { component } = trainer.data;
  if (component !== picnicUi.component) {
    const elsewhere = isOnlineGameId(component) ? onlinePath(id, component, 'start') : onlineListPath(user?.role_id);
    return <Navigate to={elsewhere} replace />;
  }
  if (isStudent && (subject === null || !trainer.data.subjects.includes(subject.id))) return <NotHere />;
  if (!user) return null;
  // Online games open at 10 earned likes (spec §6), the picnic alone too.
  const likesNeeded = isStudent && data ? likesStillNeeded('online', data.likes_earned) : 0;
  if (likesNeeded > 0)
    return (
      <Box pt={72} px="md">
        <OnlineLocked likesNeeded={likesNeeded} titleOrder={1} />
      </Box>
    );

  return (
    <GameShell
      key={trainer.data.id}
      ui={picnicUi}
      trainer={trainer.data}
      subjectId={isStudent ? (subject?.id ?? null) : null}
      userId={user.id}
      onLeave={() => navigate(onlinePath(id, 'picnic', 'start'))}
      fixedSettings={{}}
      intro={
        <Text ta="center" maw={420}>
          {t('online.picnic.help.single')}
        </Text>
      }
    />
  );
}
