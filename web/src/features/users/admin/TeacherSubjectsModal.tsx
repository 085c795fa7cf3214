import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { errorMessage, type LocalizedText, type User } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects, useTeacherSubjects } from '../../subjects/index.ts';
import { useSetTeacherSubjects } from '../users.queries.ts';

export interface TeacherSubjectsModalProps {
  /** The teacher whose subjects are edited; null keeps the modal closed. */
  teacher: User | null;
  onClose: () => void;
}

/** The text of a failed save that belongs under the field: a field error, or a subject still in use. */
function subjectsError(error: unknown): LocalizedText | null {
  if (!isApiError(error)) return null;
  const field = error.fields?.find((item) => item.field.startsWith('subject_ids'));
  if (field) return field.message;
  return error.code === 'TEACHER_SUBJECT_IN_USE' ? error.message : null;
}

function SubjectsForm({ teacher, initial, onClose }: { teacher: User; initial: number[]; onClose: () => void }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const subjects = useSubjects();
  const save = useSetTeacherSubjects(teacher.id);
  const [value, setValue] = useState<number[]>(initial);
  const [error, setError] = useState<LocalizedText | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (value.length === 0) {
      setError(errorMessage('NOTHING_SELECTED'));
      return;
    }
    try {
      await save.mutateAsync(value);
      notifySuccess(t('admin.teacherSubjects.saved', { name: teacher.name }));
      onClose();
    } catch (failure) {
      // The main API client has already shown the failure notice; the field says what to fix.
      setError(subjectsError(failure));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('admin.teacherSubjects.hint')}
        </Text>
        <MultiSelect<number>
          label={t('admin.teacherSubjects.label')}
          placeholder={t('admin.teacherSubjects.placeholder')}
          data={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: localize(subject.title) }))}
          value={value}
          onChange={(ids) => {
            setValue(ids);
            setError(null);
          }}
          error={error ? localize(error) : undefined}
          disabled={subjects.isPending}
          withAsterisk
          searchable
          data-autofocus
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('admin.teacherSubjects.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin.teacherSubjects.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Spec §3 Teacher.subjects: the admin chooses what a teacher teaches, and so where they may open classes. */
export function TeacherSubjectsModal({ teacher, onClose }: TeacherSubjectsModalProps) {
  const { t } = useTranslation();
  const current = useTeacherSubjects(teacher?.id ?? null, { enabled: teacher !== null });
  return (
    <AppModal
      opened={teacher !== null}
      onClose={onClose}
      title={t('admin.teacherSubjects.title', { name: teacher?.name ?? '' })}
      closeOnClickOutside={false}
    >
      {teacher === null ? null : current.isError ? (
        <QueryError error={current.error} onRetry={() => void current.refetch()} />
      ) : current.data ? (
        <SubjectsForm key={teacher.id} teacher={teacher} initial={current.data.subject_ids} onClose={onClose} />
      ) : (
        <Spinner centered />
      )}
    </AppModal>
  );
}
