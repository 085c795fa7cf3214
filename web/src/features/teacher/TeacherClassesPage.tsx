import { Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { Subject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { ClassCard } from './ClassCard.tsx';
import { useSubjects, useTeacherClasses } from './teacher.queries.ts';

/** Teacher home (spec §6 TeacherClassesView): the teacher's classes as cards. */
export function TeacherClassesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const classes = useTeacherClasses(user?.id ?? null);
  const subjects = useSubjects();
  const subjectById = new Map<number, Subject>((subjects.data ?? []).map((subject) => [subject.id, subject]));
  // Soft-deleted classes stay out of the teacher's everyday list.
  const visible = (classes.data ?? []).filter((schoolClass) => schoolClass.deleted_at === null);

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconSchool size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
        <Title order={1} size="h2">
          {t('teacher.classes.title')}
        </Title>
      </Group>
      {classes.isPending ? (
        <Spinner centered />
      ) : classes.isError ? (
        <QueryError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : visible.length === 0 ? (
        <EmptyState
          title={t('teacher.classes.emptyTitle')}
          description={t('teacher.classes.emptyText')}
          icon={<IconSchool size={32} stroke={1.5} />}
          color="blue"
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg">
          {visible.map((schoolClass) => (
            <ClassCard
              key={schoolClass.id}
              schoolClass={schoolClass}
              subject={subjectById.get(schoolClass.subject_id)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
