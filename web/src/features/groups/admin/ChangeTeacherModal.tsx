import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { changeTeacherSchema, type Group as SchoolClass, type User } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
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
  const { form, errorOf, onSubmit } = useSchemaForm({
    initialValues: { teacherId: null as number | null },
    schema: changeTeacherSchema,
    toBody: (values) => ({ teacher_id: values.teacherId ?? undefined }),
    inputOf: { teacher_id: 'teacherId' },
    pickers: ['teacherId'],
  });
  // A refusal that names no field; one about the teacher is the form's error of that input.
  const [refusal, setRefusal] = useState<string | null>(null);
  const teacherId = form.values.teacherId;

  const close = () => {
    form.reset();
    setRefusal(null);
    changeTeacher.reset();
    onClose();
  };

  const submit = onSubmit(
    async ({ teacher_id }) => {
      const chosen = teachers.find((teacher) => teacher.id === teacher_id);
      if (!group || !chosen) return;
      setRefusal(null);
      await changeTeacher.mutateAsync({ groupId: group.id, teacherId: chosen.id });
      notifySuccess(t('adminGroups.change.done', { title: group.title, teacher: chosen.name }));
      close();
    },
    (error) => setRefusal(isApiError(error) ? localize(error.message) : t('errors.somethingWrong')),
  );
  // Either refusal shows in the modal's one alert, above the buttons.
  const shownRefusal = errorOf('teacherId') ?? refusal;

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
            value={teacherId === null ? null : String(teacherId)}
            onChange={(value) => {
              form.setFieldValue('teacherId', value === null ? null : Number(value));
              setRefusal(null);
            }}
            searchable
            nothingFoundMessage={t('adminGroups.change.noTeachers')}
            data-autofocus
          />
          {shownRefusal ? (
            <Alert color="red" variant="light" role="alert">
              {shownRefusal}
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
