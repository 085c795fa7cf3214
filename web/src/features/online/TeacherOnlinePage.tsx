import { Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { CurrentRoomNotice } from './CurrentRoomNotice.tsx';
import { InvitesSwitch } from './InvitesSwitch.tsx';
import { OnlineGamesList } from './OnlineGamesList.tsx';
import { useOnlineRoom } from './online.queries.ts';
import { useTeacherSubjectChoice } from './useTeacherSubjectChoice.ts';

/** /teacher/online: a subject's online games, to play with the class or open a room and watch (§2 roles 2 and 3). */
export function TeacherOnlinePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const choice = useTeacherSubjectChoice();
  const [picked, setPicked] = useState<number | null>(null);
  const subjectId = picked ?? choice.first;
  const current = useOnlineRoom();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('online.list.title')}
        </Title>
        <Select
          label={t('online.start.subject')}
          data={choice.options}
          value={subjectId === null ? null : String(subjectId)}
          onChange={(value) => setPicked(value === null ? null : Number(value))}
          allowDeselect={false}
          w={240}
        />
      </Group>
      {current.data ? <CurrentRoomNotice held={current.data} /> : null}
      {choice.pending ? <Spinner centered /> : null}
      {!choice.pending && subjectId === null ? <EmptyState title={t('online.list.noSubjects')} /> : null}
      {subjectId !== null ? (
        <OnlineGamesList
          key={subjectId}
          subjectId={subjectId}
          forStudent={false}
          startSearch={`?subjectId=${subjectId}`}
        />
      ) : null}
      {user ? <InvitesSwitch userId={user.id} /> : null}
    </Stack>
  );
}
