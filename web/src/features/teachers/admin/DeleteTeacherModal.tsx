import { Button, Group, Select, Stack, Text } from '@mantine/core';
import type { AdminTeacherDetail } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal.tsx';
import { useActiveTeachers, useDeleteTeacher } from '../teachers.queries.ts';

export interface DeleteTeacherModalProps {
  detail: AdminTeacherDetail | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Says what deleting a teacher does. Without classes it is a plain confirmation; with classes (deleted ones too,
 * which can be restored) the admin picks an active teacher of every subject among them, who takes them all over.
 */
export function DeleteTeacherModal({ detail, onClose, onDeleted }: DeleteTeacherModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal opened={detail !== null} onClose={onClose} title={t('adminTeachers.delete.title')}>
      {detail ? <DeleteTeacherChoice detail={detail} onClose={onClose} onDeleted={onDeleted} /> : null}
    </AppModal>
  );
}

/** The dialog's body, made afresh for each opening, so a teacher chosen last time is not preselected. */
function DeleteTeacherChoice({ detail, onClose, onDeleted }: DeleteTeacherModalProps & { detail: AdminTeacherDetail }) {
  const { t } = useTranslation();
  const [targetId, setTargetId] = useState<number | null>(null);
  const [missingTarget, setMissingTarget] = useState(false);
  const deleteTeacher = useDeleteTeacher();
  const classCount = detail.classes.length + detail.deleted_classes_count;
  const needsTarget = classCount > 0;
  const candidates = useActiveTeachers({ enabled: needsTarget });
  const options = (candidates.data?.items ?? [])
    .filter((teacher) => teacher.id !== detail.teacher.id)
    .filter((teacher) => detail.class_subject_ids.every((id) => teacher.subject_ids.includes(id)))
    .map((teacher) => ({ value: teacher.id, label: teacher.name }));

  const confirm = async () => {
    if (needsTarget && targetId === null) {
      setMissingTarget(true);
      return;
    }
    // The main API client tells of a failure with the generic notice.
    await deleteTeacher.mutateAsync({ id: detail.teacher.id, targetId: needsTarget ? targetId : null }).then(
      () => {
        onClose();
        onDeleted();
      },
      () => undefined,
    );
  };

  return (
    <Stack gap="md">
      {needsTarget ? (
        <>
          <Text>{t('adminTeachers.delete.withClasses', { count: classCount, name: detail.teacher.name })}</Text>
          <Select<number>
            label={t('adminTeachers.delete.target')}
            placeholder={t('adminTeachers.delete.targetPlaceholder')}
            description={t('adminTeachers.delete.targetHint')}
            nothingFoundMessage={t('adminTeachers.delete.noCandidates')}
            data={options}
            value={targetId}
            onChange={(value) => {
              setTargetId(value);
              setMissingTarget(false);
            }}
            error={missingTarget ? t('adminTeachers.delete.targetRequired') : undefined}
            disabled={candidates.isPending}
            searchable
            data-autofocus
          />
        </>
      ) : (
        <Text>{t('adminTeachers.delete.plain', { name: detail.teacher.name })}</Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('adminTeachers.delete.cancel')}
        </Button>
        <Button color="red" loading={deleteTeacher.isPending} onClick={() => void confirm()}>
          {t(needsTarget ? 'adminTeachers.delete.moveAndDelete' : 'adminTeachers.delete.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
