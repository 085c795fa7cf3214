import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { adminStudentMoveBodySchema } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { useClassOptions, useMoveStudents, useTeacherOptions } from './adminStudents.queries.ts';

interface MoveValues {
  subjectId: number | null;
  groupId: number | null;
}

export interface MoveStudentsModalProps {
  opened: boolean;
  studentIds: readonly number[];
  /** The subject the list is filtered by, chosen first. */
  subjectId: number | null;
  onClose: () => void;
  onMoved: () => void;
}

/**
 * The selection into one class of a subject; "to another teacher" is to one of that teacher's classes, which is why
 * each class is offered with its teacher's name.
 */
export function MoveStudentsModal(props: MoveStudentsModalProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const move = useMoveStudents();
  const subjects = useSubjects({ enabled: props.opened });
  const teachers = useTeacherOptions();
  const { form, inputProps, onSubmit, errorOf } = useSchemaForm({
    initialValues: { subjectId: props.subjectId, groupId: null } as MoveValues,
    schema: adminStudentMoveBodySchema,
    toBody: (values) => ({
      student_ids: [...props.studentIds],
      subject_id: values.subjectId,
      group_id: values.groupId,
    }),
    inputOf: { subject_id: 'subjectId', group_id: 'groupId' },
    pickers: ['subjectId', 'groupId'],
  });
  const classes = useClassOptions(form.values.subjectId);
  const teacherName = (id: number) => teachers.data?.items.find((teacher) => teacher.id === id)?.name ?? '';

  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = onSubmit(async (body) => {
    const result = await move.mutateAsync(body);
    notifySuccess(t('adminStudents.move.done', { count: result.count }));
    props.onMoved();
    close();
  });

  return (
    <AppModal opened={props.opened} onClose={close} title={t('adminStudents.move.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('adminStudents.move.intro', { count: props.studentIds.length })}</Text>
          <Select<number>
            label={t('adminStudents.move.subject')}
            data={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: localize(subject.title) }))}
            {...inputProps('subjectId')}
            onChange={(subjectId) => form.setValues({ subjectId, groupId: null })}
            withAsterisk
          />
          <Select<number>
            label={t('adminStudents.move.class')}
            description={t('adminStudents.move.classHint')}
            data={(form.values.subjectId === null ? [] : (classes.data?.items ?? [])).map((group) => ({
              value: group.id,
              label: `${group.title} — ${teacherName(group.teacher_id)}`,
            }))}
            {...inputProps('groupId')}
            disabled={form.values.subjectId === null}
            searchable
            withAsterisk
          />
          {errorOf('student_ids') ? (
            <Text size="sm" c="red" role="alert">
              {errorOf('student_ids')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('adminStudents.cancel')}
            </Button>
            <Button type="submit" loading={move.isPending}>
              {t('adminStudents.move.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
