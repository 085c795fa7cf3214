import { Anchor, Group, Stack, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { useSubject } from '../../lib/subject.tsx';
import { CurrentRoomNotice } from './CurrentRoomNotice.tsx';
import { InvitesSwitch } from './InvitesSwitch.tsx';
import { OnlineGamesList } from './OnlineGamesList.tsx';
import { useOnlineRoom } from './online.queries.ts';
import { ONLINE_RATING_PATH } from './onlinePaths.ts';

/** /student/online: the chosen subject's online games with the student's record, the way back to a room, the rating. */
export function StudentOnlinePage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { subject } = useSubject();
  const current = useOnlineRoom();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('online.list.title')}
        </Title>
        <Anchor component={Link} to={ONLINE_RATING_PATH} fw={700}>
          <Group gap={6} wrap="nowrap">
            <IconTrophy size={18} aria-hidden />
            {t('online.list.rating')}
          </Group>
        </Anchor>
      </Group>
      {current.data ? <CurrentRoomNotice held={current.data} /> : null}
      {subject ? <OnlineGamesList subjectId={subject.id} forStudent /> : null}
      {user ? <InvitesSwitch userId={user.id} /> : null}
    </Stack>
  );
}
