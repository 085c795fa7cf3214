import { Box, Button } from '@mantine/core';
import { IconClipboardX } from '@tabler/icons-react';
import type { HomeworkTrainerItem, StudentHomework } from '@umka/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { trainerUiFor } from '../../../trainers/registry.ts';
import { GameShell } from '../../../trainers/shell/GameShell.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTrainer } from '../../trainers/index.ts';
import { startHomeworkSession, useStudentHomework } from '../homework.queries.ts';
import { FixedSettingsList } from './FixedSettingsList.tsx';
import { HomeworkRoundProgress, type TrainerBack } from './HomeworkRoundProgress.tsx';
import { lessonToReturnTo, STUDENT_HOMEWORK_PATH } from './homeworkPaths.ts';

/** Back to the course lesson the trainer was opened from, or to the homework list. */
function useTrainerBack(search: URLSearchParams): TrainerBack {
  const { t } = useTranslation();
  const lesson = lessonToReturnTo(search);
  return lesson
    ? { to: lesson, label: t('studentHomework.trainer.backToLesson') }
    : { to: STUDENT_HOMEWORK_PATH, label: t('studentHomework.trainer.back') };
}

function Unavailable({ back }: { back: TrainerBack }) {
  const { t } = useTranslation();
  return (
    <Box pt={72} px="md">
      <EmptyState
        title={t('studentHomework.trainer.notFoundTitle')}
        description={t('studentHomework.trainer.notFoundText')}
        titleOrder={1}
        icon={<IconClipboardX size={32} stroke={1.5} />}
        action={
          <Button component={Link} to={back.to} radius="xl">
            {back.label}
          </Button>
        }
      />
    </Box>
  );
}

function findItem(
  lists: { current: StudentHomework[]; past: StudentHomework[] } | undefined,
  id: number,
  itemId: number,
) {
  const homework = [...(lists?.current ?? []), ...(lists?.past ?? [])].find((entry) => entry.id === id);
  const item = homework?.items.find(
    (entry): entry is HomeworkTrainerItem => entry.type === 'trainer' && entry.id === itemId,
  );
  return homework && item
    ? { homework, item, progress: homework.progress.find((entry) => entry.item_id === itemId) }
    : null;
}

/**
 * /trainers/homework/{id}?item={itemId} in the trainer layout: {id} is the homework, `item` its trainer item.
 * The round is played with the teacher's settings (shown, not editable) from the homework's own session,
 * so the server counts a validated result toward the item's target. A course lesson's homework opens it at
 * /trainers/course-homework/{id}, with `from` the lesson to come back to.
 */
export function HomeworkTrainerPage() {
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const { user } = useAuth();
  const { subject } = useSubject();
  const homeworkId = Number(id);
  const itemId = Number(search.get('item'));
  const back = useTrainerBack(search);
  const list = useStudentHomework(user?.id ?? null, subject?.id ?? null);
  const found = findItem(list.data, homeworkId, itemId);
  const trainer = useTrainer(found?.item.trainer_id ?? 0);
  const startSession = useCallback(() => startHomeworkSession(homeworkId, itemId), [homeworkId, itemId]);

  if (list.isError) return <QueryError error={list.error} onRetry={() => void list.refetch()} />;
  if (!user || (list.data && !found)) return <Unavailable back={back} />;
  if (trainer.isError) return <QueryError error={trainer.error} onRetry={() => void trainer.refetch()} />;
  if (!found || !trainer.data) return <Spinner centered />;
  const ui = trainerUiFor(found.item.component);
  if (!ui) return <Unavailable back={back} />;

  return (
    <GameShell
      key={`${homeworkId}-${itemId}`}
      ui={ui}
      trainer={trainer.data}
      subjectId={found.homework.subject_id}
      userId={user.id}
      // Null lets the server play the trainer's defaults; either way the start screen offers no form.
      fixedSettings={found.item.settings ?? null}
      startSession={startSession}
      intro={<FixedSettingsList ui={ui} item={found.item} defaults={trainer.data.default_settings} />}
      outro={(summary) => (
        <HomeworkRoundProgress item={found.item} progress={found.progress} round={summary.server} back={back} />
      )}
      onLeave={() => navigate(back.to)}
    />
  );
}
