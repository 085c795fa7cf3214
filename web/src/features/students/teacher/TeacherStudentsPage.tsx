import { Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconSearchOff, IconUsers } from '@tabler/icons-react';
import { TEACHER_STUDENTS_SEARCH_MAX } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTeacherClasses } from '../../groups/index.ts';
import { useSubjects } from '../../subjects/index.ts';
import { useTeacherStudents } from '../students.queries.ts';
import { TeacherStudentsTable } from './TeacherStudentsTable.tsx';

/** Typing pauses this long before the server is asked, so a name typed quickly is one request. */
const SEARCH_DEBOUNCE_MS = 300;

/** /teacher/students (spec §2): the teacher's students across their classes. */
export function TeacherStudentsPage() {
  const { t } = useTranslation();
  const teacherId = useAuth().user?.id ?? null;
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [classId, setClassId] = useState<number | null>(null);
  const classes = useTeacherClasses(teacherId);
  const subjects = useSubjects();
  const students = useTeacherStudents(teacherId, { classId, search: debouncedSearch });

  const currentClasses = (classes.data ?? []).filter((schoolClass) => schoolClass.deleted_at === null);
  const subjectById = new Map((subjects.data ?? []).map((subject) => [subject.id, subject]));
  const filtered = classId !== null || debouncedSearch !== '';

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconUsers size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('teacherStudents.title')}
        </Title>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          flex="1 1 260px"
          label={t('teacherStudents.search')}
          placeholder={t('teacherStudents.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          maxLength={TEACHER_STUDENTS_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        <Select
          w={240}
          label={t('teacherStudents.class')}
          placeholder={t('teacherStudents.allClasses')}
          data={currentClasses.map((schoolClass) => ({ value: String(schoolClass.id), label: schoolClass.title }))}
          value={classId === null ? null : String(classId)}
          onChange={(value) => setClassId(value === null ? null : Number(value))}
          clearable
        />
      </Group>
      {students.isPending ? (
        <Spinner centered />
      ) : students.isError ? (
        <QueryError error={students.error} onRetry={() => void students.refetch()} />
      ) : students.data.length === 0 ? (
        filtered ? (
          <EmptyState
            title={t('teacherStudents.noMatchTitle')}
            description={t('teacherStudents.noMatchText')}
            icon={<IconSearchOff size={32} stroke={1.5} />}
            color="gray"
          />
        ) : (
          <EmptyState
            title={t('teacherStudents.emptyTitle')}
            description={t('teacherStudents.emptyText')}
            icon={<IconUsers size={32} stroke={1.5} />}
            color="blue"
          />
        )
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('teacherStudents.count', { count: students.data.length })}
          </Text>
          <TeacherStudentsTable students={students.data} subjectById={subjectById} />
        </>
      )}
    </Stack>
  );
}
