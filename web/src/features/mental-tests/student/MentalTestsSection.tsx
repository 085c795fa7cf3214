import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import type { StudentMentalTest } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useMentalTests } from '../mentalTests.queries.ts';
import { MentalTestFacts } from './MentalTestFacts.tsx';

function TestCard({ test }: { test: StudentMentalTest }) {
  const localized = useLocalized();
  const title = localized(test.title);
  return (
    <Card
      component={Link}
      to={`/student/mental-test/${test.id}`}
      withBorder
      radius="lg"
      shadow="xs"
      p="lg"
      aria-label={title}
    >
      <Stack gap="sm">
        <Text fw={700} size="lg">
          {title}
        </Text>
        <MentalTestFacts test={test} />
      </Stack>
    </Card>
  );
}

/** The subject's published mental tests under the trainer cards (spec §2: subjects 1 and 3). */
export function MentalTestsSection({ subjectId }: { subjectId: number }) {
  const { t } = useTranslation();
  const tests = useMentalTests(subjectId);
  return (
    <Stack gap="md" component="section" aria-labelledby="mental-tests-title">
      <Title order={2} size="h3" id="mental-tests-title">
        {t('trainers.mentalTests.title')}
      </Title>
      {tests.isPending ? <Spinner centered /> : null}
      {tests.isError ? <QueryError error={tests.error} onRetry={() => void tests.refetch()} /> : null}
      {tests.data?.length === 0 ? (
        <EmptyState
          title={t('trainers.mentalTests.emptyTitle')}
          description={t('trainers.mentalTests.emptyText')}
          icon={<IconClipboardList size={32} stroke={1.5} />}
        />
      ) : null}
      {tests.data && tests.data.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {tests.data.map((test) => (
            <TestCard key={test.id} test={test} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
