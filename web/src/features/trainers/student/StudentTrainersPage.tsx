import { Stack, Title } from '@mantine/core';
import { MENTAL_TEST_SUBJECTS } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSubject } from '../../../lib/subject.tsx';
import { GymnasticsReminderNote, GymnasticsTile } from '../../gymnastics/index.ts';
import { MentalTestsSection } from '../../mental-tests/index.ts';
import { TrainersCatalogue } from '../TrainersCatalogue.tsx';
import { useTrainers } from '../trainers.queries.ts';

const hasMentalTests = (mainId: number) => (MENTAL_TEST_SUBJECTS as readonly number[]).includes(mainId);

/**
 * /student/trainers: the trainers of the chosen subject (the guard makes sure one is chosen), the way to its eye and
 * finger gymnastics (with a gentle reminder above when none was done today), then its mental tests.
 */
export function StudentTrainersPage() {
  const { t } = useTranslation();
  const { subject } = useSubject();
  const trainers = useTrainers(subject?.id ?? null, { enabled: subject !== null });
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('trainers.catalogue.title')}
      </Title>
      {subject ? <GymnasticsReminderNote subjectMainId={subject.main_id} /> : null}
      <TrainersCatalogue query={trainers} />
      {subject ? <GymnasticsTile subjectMainId={subject.main_id} /> : null}
      {subject && hasMentalTests(subject.main_id) ? <MentalTestsSection subjectId={subject.id} /> : null}
    </Stack>
  );
}
