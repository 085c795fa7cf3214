import { Box, Button, Stack, Text } from '@mantine/core';
import { IconClipboardX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { useSubject } from '../../../lib/subject.tsx';
import { mentalTestUi } from '../../../trainers/mental-test/mentalTestUi.ts';
import { GameShell } from '../../../trainers/shell/GameShell.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTrainer } from '../../trainers/index.ts';
import { useMentalTest } from '../mentalTests.queries.ts';
import { MentalTestFacts } from './MentalTestFacts.tsx';

const BACK = '/student/trainers';

function NotFound() {
  const { t } = useTranslation();
  return (
    <Box pt={72} px="md">
      <EmptyState
        title={t('mentalTest.notFoundTitle')}
        description={t('mentalTest.notFoundText')}
        titleOrder={1}
        icon={<IconClipboardX size={32} stroke={1.5} />}
        action={
          <Button component={Link} to={BACK} radius="xl">
            {t('mentalTest.back')}
          </Button>
        }
      />
    </Box>
  );
}

/**
 * The start screen's intro. It reads the test itself, so coming back to the start screen after a
 * round mounts it again and refetches the best result that round may have changed.
 */
function Intro({ testId, subjectId }: { testId: number; subjectId: number }) {
  const { t } = useTranslation();
  const test = useMentalTest(testId, subjectId);
  if (!test.data) return null;
  return (
    <Stack gap="xs" align="center">
      <Text fw={700} ta="center">
        {t('mentalTest.introTitle')}
      </Text>
      <MentalTestFacts test={test.data} justify="center" />
      <Text c="dimmed" size="sm" ta="center">
        {t('mentalTest.introText')}
      </Text>
    </Stack>
  );
}

/** /student/mental-test/{testId} in the trainer layout: an admin's fixed test played in the game shell. */
export function MentalTestPage() {
  const navigate = useNavigate();
  const { testId: rawId } = useParams();
  const { user } = useAuth();
  const { subject } = useSubject();
  const testId = Number(rawId);
  const subjectId = subject?.id ?? null;
  const test = useMentalTest(testId, subjectId);
  const trainer = useTrainer(test.data?.trainer_id ?? 0);

  if (!Number.isInteger(testId) || testId <= 0 || subjectId === null || !user) return <NotFound />;
  if (test.isError) {
    if (isApiError(test.error) && [403, 404].includes(test.error.status)) return <NotFound />;
    return <QueryError error={test.error} onRetry={() => void test.refetch()} />;
  }
  if (trainer.isError) return <QueryError error={trainer.error} onRetry={() => void trainer.refetch()} />;
  if (!test.data || !trainer.data) return <Spinner centered />;

  return (
    <GameShell
      key={test.data.id}
      ui={mentalTestUi}
      trainer={{ ...trainer.data, title: test.data.title }}
      subjectId={subjectId}
      userId={user.id}
      fixedSettings={{ test_id: test.data.id }}
      intro={<Intro testId={test.data.id} subjectId={subjectId} />}
      onLeave={() => navigate(BACK)}
    />
  );
}
