import { ActionIcon, Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { AdminStudentSubjectDetail, StudentSubjectStatusFilter, Subject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { useClassOptions, useTeacherOptions } from './adminStudents.queries.ts';
import { newSubjectRow, type StudentSubjectRowValues } from './studentForm.ts';

export interface StudentSubjectRowsProps {
  rows: readonly StudentSubjectRowValues[];
  onChange: (rows: StudentSubjectRowValues[]) => void;
  subjects: readonly Subject[];
  /** What the server says of the saved rows: the course each subject is busy with. */
  saved: readonly AdminStudentSubjectDetail[];
  errorOf: (path: string) => string | undefined;
}

function SubjectRow(props: {
  index: number;
  row: StudentSubjectRowValues;
  taken: ReadonlySet<number>;
  subjects: readonly Subject[];
  course: string | null;
  onChange: (row: StudentSubjectRowValues) => void;
  onRemove: () => void;
  errorOf: (path: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { row, index } = props;
  const classes = useClassOptions(row.subject_id);
  const teachers = useTeacherOptions();
  const teacherName = (id: number) => teachers.data?.items.find((teacher) => teacher.id === id)?.name ?? '';
  const path = (field: string) => `subjects.${index}.${field}`;
  const subjectOptions = props.subjects
    .filter((subject) => subject.id === row.subject_id || !props.taken.has(subject.id))
    .map((subject) => ({ value: subject.id, label: localize(subject.title) }));
  const classOptions = (row.subject_id === null ? [] : (classes.data?.items ?? [])).map((group) => ({
    value: group.id,
    label: `${group.title} — ${teacherName(group.teacher_id)}`,
  }));

  return (
    <Card withBorder radius="md" padding="sm" data-testid="subject-row">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <SimpleGrid cols={{ base: 1, sm: props.course === null ? 3 : 4 }} style={{ flex: 1 }}>
          <Select<number>
            label={t('adminStudents.form.subject')}
            data={subjectOptions}
            value={row.subject_id}
            // A class belongs to its subject, so another subject starts without one.
            onChange={(subjectId) => props.onChange({ ...row, subject_id: subjectId, group_id: null })}
            error={props.errorOf(path('subject_id'))}
            withAsterisk
          />
          <Select<StudentSubjectStatusFilter>
            label={t('adminStudents.form.status')}
            data={[
              { value: 'active', label: t('adminStudents.status.active') },
              { value: 'blocked', label: t('adminStudents.status.blocked') },
            ]}
            value={row.status}
            onChange={(status) => props.onChange({ ...row, status: status ?? 'active' })}
            allowDeselect={false}
            error={props.errorOf(path('status'))}
          />
          <Select<number>
            label={t('adminStudents.form.class')}
            description={t('adminStudents.form.classHint')}
            placeholder={t('adminStudents.form.noClass')}
            data={classOptions}
            value={row.group_id}
            onChange={(groupId) => props.onChange({ ...row, group_id: groupId })}
            disabled={row.subject_id === null}
            error={props.errorOf(path('group_id'))}
            searchable
            clearable
          />
          {props.course === null ? null : (
            <TextInput
              label={t('adminStudents.form.course')}
              description={t('adminStudents.form.courseHint')}
              value={props.course}
              readOnly
            />
          )}
        </SimpleGrid>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={28}
          aria-label={t('adminStudents.form.removeSubject')}
          onClick={props.onRemove}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Card>
  );
}

/** The student's subjects, a row each: the subject, active or blocked, and the class (whose teacher it names). */
export function StudentSubjectRows(props: StudentSubjectRowsProps) {
  const { t } = useTranslation();
  const taken = new Set(props.rows.flatMap((row) => (row.subject_id === null ? [] : [row.subject_id])));
  const courseOf = (subjectId: number | null) =>
    props.saved.find((row) => row.subject_id === subjectId)?.course?.title ?? null;
  const replace = (index: number, row: StudentSubjectRowValues) =>
    props.onChange(props.rows.map((old, at) => (at === index ? row : old)));

  return (
    <Stack gap="sm">
      <Text fw={600}>{t('adminStudents.form.subjects')}</Text>
      {props.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminStudents.form.noSubjects')}
        </Text>
      ) : null}
      {props.rows.map((row, index) => (
        <SubjectRow
          // Rows have no id of their own until saved; a removed row takes its inputs with it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are edited in place and only removed, never reordered
          key={index}
          index={index}
          row={row}
          taken={taken}
          subjects={props.subjects}
          course={courseOf(row.subject_id)}
          onChange={(next) => replace(index, next)}
          onRemove={() => props.onChange(props.rows.filter((_, at) => at !== index))}
          errorOf={props.errorOf}
        />
      ))}
      {props.errorOf('subjects') ? (
        <Text size="sm" c="red" role="alert">
          {props.errorOf('subjects')}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => props.onChange([...props.rows, newSubjectRow()])}
          disabled={taken.size >= props.subjects.length}
        >
          {t('adminStudents.form.addSubject')}
        </Button>
      </Group>
    </Stack>
  );
}
