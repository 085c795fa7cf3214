import { Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { GroupStudent, Group as SchoolClass } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useMoveStudent, useTeacherClasses } from '../groups.queries.ts';
import { useNotifyClassError } from '../useNotifyClassError.ts';

export interface MoveStudentModalProps {
  teacherId: number;
  schoolClass: SchoolClass;
  /** null: closed. */
  student: GroupStudent | null;
  onClose: () => void;
}

/** Moves a student to another of the teacher's classes; only one of the same subject can take them (architecture). */
export function MoveStudentModal({ teacherId, schoolClass, student, onClose }: MoveStudentModalProps) {
  const { t } = useTranslation();
  const classes = useTeacherClasses(student ? teacherId : null);
  const move = useMoveStudent(teacherId, schoolClass.id);
  const notifyClassError = useNotifyClassError();
  const [targetId, setTargetId] = useState<number | null>(null);
  const targets = (classes.data ?? [])
    .filter((other) => other.id !== schoolClass.id && other.subject_id === schoolClass.subject_id)
    .sort((a, b) => a.title.localeCompare(b.title, undefined, { numeric: true }));
  const target = targets.find((other) => other.id === targetId);

  const close = () => {
    setTargetId(null);
    onClose();
  };

  const confirm = () => {
    if (!student || !target) return;
    move.mutate(
      { studentId: student.id, targetId: target.id },
      {
        onSuccess: () => {
          notifySuccess(t('teacherClasses.move.done', { name: student.name, title: target.title }));
          close();
        },
        onError: notifyClassError,
      },
    );
  };

  return (
    <AppModal opened={student !== null} onClose={close} title={t('teacherClasses.move.title')} size="md">
      {classes.isPending ? (
        <Spinner centered />
      ) : classes.isError ? (
        <QueryError error={classes.error} onRetry={() => void classes.refetch()} />
      ) : targets.length === 0 ? (
        <Stack gap="sm">
          <Text size="sm">{t('teacherClasses.move.noTargets')}</Text>
          <Anchor component={Link} to={`/teacher/classes/create?subject=${schoolClass.subject_id}`} size="sm">
            {t('teacherClasses.list.create')}
          </Anchor>
        </Stack>
      ) : (
        <Stack gap="md">
          <Select
            label={t('teacherClasses.move.target')}
            placeholder={t('teacherClasses.move.targetPlaceholder')}
            data={targets.map((other) => ({ value: String(other.id), label: other.title }))}
            value={targetId === null ? null : String(targetId)}
            onChange={(next) => setTargetId(next === null ? null : Number(next))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: false }}
            data-autofocus
          />
          {student && target ? (
            <Text size="sm">
              {t('teacherClasses.move.summary', { name: student.name, from: schoolClass.title, to: target.title })}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {t('teacherClasses.form.cancel')}
            </Button>
            <Button
              leftSection={<IconArrowsExchange size={18} />}
              onClick={confirm}
              disabled={!target}
              loading={move.isPending}
            >
              {t('teacherClasses.move.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}
