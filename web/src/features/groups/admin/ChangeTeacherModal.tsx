import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { Group as SchoolClass, User } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { apiFormErrors } from '../../../lib/form-errors.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { useChangeTeacher } from '../groups.queries.ts';

export interface ChangeTeacherModalProps {
  /** null keeps the modal closed. */
  group: SchoolClass | null;
  teachers: readonly User[];
  onClose: () => void;
}

export function ChangeTeacherModal({ group, teachers, onClose }: ChangeTeacherModalProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const changeTeacher = useChangeTeacher();
  const [teacherId, setTeacherId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setTeacherId(null);
    setRefusal(null);
    changeTeacher.reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = teachers.find((teacher) => String(teacher.id) === teacherId);
    if (!group || !chosen) return;
    setRefusal(null);
    try {
      await changeTeacher.mutateAsync({ groupId: group.id, teacherId: chosen.id });
      notifySuccess(t('adminGroups.change.done', { title: group.title, teacher: chosen.name }));
      close();
    } catch (error) {
      const fieldMessage = apiFormErrors(error).teacher_id;
      const message = fieldMessage ?? (isApiError(error) ? error.message : null);
      setRefusal(message ? localize(message) : t('errors.somethingWrong'));
    }
  };

  const options = teachers
    .filter((teacher) => teacher.id !== group?.teacher_id)
    .map((teacher) => ({ value: String(teacher.id), label: teacher.name }));

  return (
    <AppModal opened={group !== null} onClose={close} title={t('adminGroups.change.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('adminGroups.change.text', { title: group?.title ?? '' })}</Text>
          <Select
            label={t('adminGroups.change.teacher')}
            placeholder={t('adminGroups.change.teacherPlaceholder')}
            data={options}
            value={teacherId}
            onChange={(value) => {
              setTeacherId(value);
              setRefusal(null);
            }}
            searchable
            nothingFoundMessage={t('adminGroups.change.noTeachers')}
            data-autofocus
          />
          {refusal ? (
            <Alert color="red" variant="light" role="alert">
              {refusal}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('adminGroups.change.cancel')}
            </Button>
            <Button type="submit" disabled={teacherId === null} loading={changeTeacher.isPending}>
              {t('adminGroups.change.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
