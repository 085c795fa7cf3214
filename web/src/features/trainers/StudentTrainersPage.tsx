import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubject } from '../../lib/subject.tsx';
import { TrainersCatalogue } from './TrainersCatalogue.tsx';
import { useTrainers } from './trainers.queries.ts';

/** /student/trainers: the trainers of the chosen subject (the guard makes sure one is chosen). */
export function StudentTrainersPage() {
  const { t } = useTranslation();
  const { subject } = useSubject();
  const trainers = useTrainers(subject?.id ?? null, { enabled: subject !== null });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('trainers.catalogue.title')}
      </Title>
      <TrainersCatalogue query={trainers} />
    </Stack>
  );
}
