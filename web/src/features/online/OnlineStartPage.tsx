import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconEye, IconRocket, IconUser, IconUserPlus } from '@tabler/icons-react';
import { likesStillNeeded, type OnlineGameId, type OnlineRoom, ROLE } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { useSubject } from '../../lib/subject.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CurrentRoomNotice } from './CurrentRoomNotice.tsx';
import { GameRules } from './GameRules.tsx';
import { JoinByInvite } from './JoinByInvite.tsx';
import { OnlineLocked } from './OnlineLocked.tsx';
import { OnlinePageFrame } from './OnlinePageFrame.tsx';
import { useCreateRoom, useOnlineRoom, useQuickGame } from './online.queries.ts';
import { onlinePath } from './onlinePaths.ts';
import { useGameParams } from './useGameParams.ts';
import { useTeacherSubjectChoice } from './useTeacherSubjectChoice.ts';

const SEATS = ['2', '3', '4'];
/** A refused request was already shown as the app's error notice. */
const ignore = () => undefined;

interface StartProps {
  trainerId: number;
  component: OnlineGameId;
}

/** The subject a room is opened in: the student's chosen one; a teacher's from the link or picked here. */
function useRoomSubject(isTeacher: boolean) {
  const { subject } = useSubject();
  const [params] = useSearchParams();
  const fromLink = Number(params.get('subjectId'));
  const choice = useTeacherSubjectChoice();
  const [picked, setPicked] = useState<number | null>(null);
  if (!isTeacher) return { subjectId: subject?.id ?? null, picker: null };
  if (Number.isInteger(fromLink) && fromLink > 0) return { subjectId: fromLink, picker: null };
  const subjectId = picked ?? choice.first;
  return { subjectId, picker: { ...choice, value: subjectId, onChange: setPicked } };
}

function StartActions({ trainerId, component }: StartProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const isTeacher = user?.role_id === ROLE.teacher;
  const { subjectId, picker } = useRoomSubject(isTeacher);
  const [seats, setSeats] = useState('2');
  const create = useCreateRoom();
  const quick = useQuickGame();
  const busy = create.isPending || quick.isPending;
  // Through the promise rather than the mutation's callbacks: the room that comes back replaces these buttons with
  // the way back to it, and a callback of a component gone by then would never run.
  const toRoom = (opened: Promise<OnlineRoom>) =>
    void opened.then((online) => navigate(onlinePath(online.trainer_id, online.room.game, 'room')), ignore);

  const open = (as: 'player' | 'watcher') => {
    if (subjectId === null) return;
    const body = { trainer_id: trainerId, subject_id: subjectId, as };
    toRoom(create.mutateAsync(component === 'picnic' ? { ...body, seats: Number(seats) } : body));
  };

  return (
    <Paper withBorder radius="xl" p="lg">
      <Stack gap="md">
        {picker ? (
          <Select
            label={t('online.start.subject')}
            data={picker.options}
            value={picker.value === null ? null : String(picker.value)}
            onChange={(value) => picker.onChange(value === null ? null : Number(value))}
            allowDeselect={false}
            disabled={picker.pending}
          />
        ) : null}
        {component === 'picnic' ? (
          <Stack gap={4}>
            <Text fw={700} id="picnic-seats">
              {t('online.start.seats')}
            </Text>
            <SegmentedControl
              aria-labelledby="picnic-seats"
              data={SEATS.map((value) => ({ value, label: t('online.start.seatsCount', { count: Number(value) }) }))}
              value={seats}
              onChange={setSeats}
              radius="xl"
            />
          </Stack>
        ) : null}
        <Group gap="sm">
          {isTeacher ? null : (
            <Button
              size="lg"
              radius="xl"
              leftSection={<IconRocket />}
              loading={quick.isPending}
              disabled={busy || subjectId === null}
              onClick={() =>
                subjectId !== null && toRoom(quick.mutateAsync({ trainer_id: trainerId, subject_id: subjectId }))
              }
            >
              {t('online.actions.quick')}
            </Button>
          )}
          <Button
            size="lg"
            radius="xl"
            variant={isTeacher ? 'filled' : 'light'}
            leftSection={<IconUserPlus />}
            loading={create.isPending}
            disabled={busy || subjectId === null}
            onClick={() => open('player')}
          >
            {t('online.actions.invite')}
          </Button>
          {isTeacher ? (
            <Button
              size="lg"
              radius="xl"
              variant="light"
              leftSection={<IconEye />}
              disabled={busy || subjectId === null}
              onClick={() => open('watcher')}
            >
              {t('online.actions.watch')}
            </Button>
          ) : null}
          {component === 'picnic' ? (
            <Button
              component={Link}
              to={onlinePath(trainerId, component, 'single')}
              size="lg"
              radius="xl"
              variant="light"
              leftSection={<IconUser />}
            >
              {t('online.actions.single')}
            </Button>
          ) : null}
        </Group>
        {isTeacher ? (
          <Text size="sm" c="dimmed">
            {t('online.start.teacherHint')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Start({ trainerId, component }: StartProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { data } = useSubject();
  const current = useOnlineRoom();
  const likesNeeded = user?.role_id === ROLE.student && data ? likesStillNeeded('online', data.likes_earned) : 0;
  return (
    <OnlinePageFrame component={component} title={t(`online.names.${component}`)}>
      {current.data ? <CurrentRoomNotice held={current.data} /> : null}
      {likesNeeded > 0 ? (
        <OnlineLocked likesNeeded={likesNeeded} titleOrder={2} />
      ) : current.isPending ? (
        <Spinner centered />
      ) : current.data ? null : (
        <StartActions trainerId={trainerId} component={component} />
      )}
      <GameRules component={component} />
    </OnlinePageFrame>
  );
}

/**
 * /online/{id}/{component}/start: how to play, then a quick game, a room to invite friends to (a teacher may open
 * one to watch), the picnic's seats and single mode. With ?getQueue=KEY it is an invite link: it joins that room.
 */
export function OnlineStartPage() {
  const game = useGameParams();
  const [params] = useSearchParams();
  const inviteKey = params.get('getQueue');
  if (!game) return <Navigate to="/404" replace />;
  if (inviteKey !== null) {
    return (
      <JoinByInvite inviteKey={inviteKey}>
        <Start {...game} />
      </JoinByInvite>
    );
  }
  return <Start {...game} />;
}
