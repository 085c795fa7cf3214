import { Box, Button } from '@mantine/core';
import { ROLE } from '@umka/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useSubject } from '../../../lib/subject.tsx';
import { TrainerIcon } from '../../../trainers/icons/TrainerIcon.tsx';
import { trainerUiFor } from '../../../trainers/registry.ts';
import { GameShell } from '../../../trainers/shell/GameShell.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { nextTrainer } from '../nextTrainer.ts';
import { isPlayedFromTestOnly } from '../playable.ts';
import { useTrainer } from '../trainers.queries.ts';

const STUDENT_LIST = '/student/trainers';

const TEACHER_LIST = '/teacher/trainers';

/** Spec §2: a student is sent to the trainers list unless the trainer belongs to their current subject. */
function NotInSubject() {
  const { t } = useTranslation();
  useEffect(() => {
    notifyError(t('trainers.page.notInSubject'), undefined, { id: 'trainer-not-in-subject' });
  }, [t]);
  return <Navigate to={STUDENT_LIST} replace />;
}

/** /trainers/{id} inside the trainer layout: the trainer's game in the shared shell. */
export function TrainerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { user } = useAuth();
  const { subject, data } = useSubject();
  const localized = useLocalized();
  const trainerId = Number(id);
  const trainer = useTrainer(trainerId);
  const isStudent = user?.role_id === ROLE.student;
  const listPath = isStudent ? STUDENT_LIST : TEACHER_LIST;

  if (!Number.isInteger(trainerId) || trainerId <= 0) return <Navigate to={listPath} replace />;
  if (trainer.isPending) return <Spinner centered />;
  if (trainer.isError) {
    const gone = isApiError(trainer.error) && [403, 404].includes(trainer.error.status);
    if (gone && isStudent) return <NotInSubject />;
    return <QueryError error={trainer.error} onRetry={() => void trainer.refetch()} />;
  }
  if (isStudent && (subject === null || !trainer.data.subjects.includes(subject.id))) return <NotInSubject />;
  if (isPlayedFromTestOnly(trainer.data)) return <Navigate to={listPath} replace />;

  const ui = trainerUiFor(trainer.data.component);
  if (!ui || !user) {
    return (
      <Box pt={72} px="md">
        <EmptyState
          title={t('trainers.page.soonTitle')}
          description={t('trainers.page.soonText')}
          titleOrder={1}
          icon={<TrainerIcon icon={trainer.data.icon} component={trainer.data.component} size={40} />}
          action={
            <Button component={Link} to={listPath} radius="xl">
              {t('trainers.shell.toList')}
            </Button>
          }
        />
      </Box>
    );
  }
  return (
    <GameShell
      key={trainer.data.id}
      ui={ui}
      trainer={trainer.data}
      subjectId={isStudent ? (subject?.id ?? null) : null}
      userId={user.id}
      onLeave={() => navigate(listPath)}
      next={isStudent ? nextTrainer(data?.trainers ?? [], trainer.data.id, localized) : null}
    />
  );
}
