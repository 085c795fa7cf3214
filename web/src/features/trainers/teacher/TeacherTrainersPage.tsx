import { Group, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { useSubjects } from '../../subjects/index.ts';
import { TrainersCatalogue } from '../TrainersCatalogue.tsx';
import { useTrainers } from '../trainers.queries.ts';

/** /teacher/trainers: the whole catalogue, narrowed to one subject on request, to try trainers out. */
export function TeacherTrainersPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [subjectId, setSubjectId] = useState<number | null>(null);
  const subjects = useSubjects();
  const trainers = useTrainers(subjectId);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('trainers.catalogue.title')}
        </Title>
        <Select
          label={t('trainers.catalogue.subject')}
          placeholder={t('trainers.catalogue.allSubjects')}
          clearable
          data={(subjects.data ?? []).map((subject) => ({
            value: String(subject.id),
            label: localized(subject.title),
          }))}
          value={subjectId === null ? null : String(subjectId)}
          onChange={(value) => setSubjectId(value === null ? null : Number(value))}
          w={240}
        />
      </Group>
      <TrainersCatalogue query={trainers} />
    </Stack>
  );
}
