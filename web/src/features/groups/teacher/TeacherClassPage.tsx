import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import {
  IconFiles,
  IconNotebook,
  IconPencil,
  IconPhoto,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import type { GroupDetail, GroupStudent } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ClassExportButton } from '../../class-export/index.ts';
import { HelpSignalsCard } from '../../help-signals/index.ts';
import { ClassHomeworkSection } from '../../homework/index.ts';
import { SubjectBadge, useSubjects } from '../../subjects/index.ts';
import { ClassPageFrame } from '../ClassPageFrame.tsx';
import { useDeleteClass, useDetachStudent } from '../groups.queries.ts';
import { useNotifyClassError } from '../useNotifyClassError.ts';
import { AddStudentsModal } from './AddStudentsModal.tsx';
import { ClassMessageCard } from './ClassMessageCard.tsx';
import { ClassStudentsTable } from './ClassStudentsTable.tsx';
import { MoveStudentModal } from './MoveStudentModal.tsx';

function ClassContent({ teacherId, schoolClass }: { teacherId: number; schoolClass: GroupDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalized();
  const subjects = useSubjects();
  const subject = subjects.data?.find((item) => item.id === schoolClass.subject_id);
  const remove = useDeleteClass(teacherId);
  const detach = useDetachStudent(teacherId, schoolClass.id);
  const notifyClassError = useNotifyClassError();
  const [adding, setAdding] = useState(false);
  const [moving, setMoving] = useState<GroupStudent | null>(null);

  const onDelete = async () => {
    const confirmed = await confirmAction({
      title: t('teacherClasses.delete.confirm'),
      message: t('teacherClasses.delete.message', { title: schoolClass.title }),
      confirmLabel: t('teacherClasses.delete.action'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(schoolClass.id, {
      onSuccess: () => {
        notifySuccess(t('teacherClasses.delete.done', { title: schoolClass.title }));
        navigate('/teacher/classes');
      },
      onError: notifyClassError,
    });
  };

  const onDetach = async (student: GroupStudent) => {
    const confirmed = await confirmAction({
      title: t('teacherClasses.detach.confirm'),
      message: t('teacherClasses.detach.message', { name: student.name, title: schoolClass.title }),
      confirmLabel: t('teacherClasses.detach.action'),
      danger: true,
    });
    if (!confirmed) return;
    detach.mutate(student.id, {
      onSuccess: () => notifySuccess(t('teacherClasses.detach.done', { name: student.name })),
      onError: notifyClassError,
    });
  };

  const addButton = (
    <Button leftSection={<IconUserPlus size={18} />} onClick={() => setAdding(true)}>
      {t('teacherClasses.attach.open')}
    </Button>
  );

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={6}>
          <Title order={1} size="h2">
            {schoolClass.title}
          </Title>
          <Group gap="sm">
            <SubjectBadge subject={subject} />
            <Group gap={6}>
              <IconUsers size={18} aria-hidden />
              <Text c="dimmed">{t('teacher.classes.studentsCount', { count: schoolClass.students.length })}</Text>
            </Group>
          </Group>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/teacher/classes/${schoolClass.id}/diaries`}
            variant="default"
            leftSection={<IconNotebook size={18} />}
          >
            {t('diaries.classLink')}
          </Button>
          <Button
            component={Link}
            to={`/teacher/classes/${schoolClass.id}/materials`}
            variant="default"
            leftSection={<IconFiles size={18} />}
          >
            {t('materials.classLink')}
          </Button>
          <Button
            component={Link}
            to={`/teacher/classes/${schoolClass.id}/login-cards`}
            variant="default"
            leftSection={<IconPhoto size={18} />}
          >
            {t('pictureLogin.teacher.classLink')}
          </Button>
          <ClassExportButton schoolClass={schoolClass} />
          <Button
            component={Link}
            to={`/teacher/classes/${schoolClass.id}/edit`}
            variant="default"
            leftSection={<IconPencil size={18} />}
          >
            {t('teacherClasses.edit')}
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={18} />}
            onClick={() => void onDelete()}
            loading={remove.isPending}
          >
            {t('teacherClasses.delete.action')}
          </Button>
        </Group>
      </Group>
      {/* The notice goes beside the students only from xl: narrower, the table would lose its columns. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <Card withBorder radius="lg" padding="lg">
            <Card.Section h={6} bg={subject?.color ?? 'gray.3'} mb="md" aria-hidden />
            <Group justify="space-between" mb="sm" gap="sm">
              <Title order={2} size="h4">
                {t('teacher.class.students')}
              </Title>
              {schoolClass.students.length === 0 ? null : addButton}
            </Group>
            {schoolClass.students.length === 0 ? (
              <EmptyState
                title={t('teacher.class.emptyTitle')}
                description={t('teacherClasses.students.emptyText')}
                action={addButton}
              />
            ) : (
              <ClassStudentsTable
                students={schoolClass.students}
                actions={{
                  onMove: setMoving,
                  onDetach: (student) => void onDetach(student),
                  busyId: detach.isPending ? (detach.variables ?? null) : null,
                }}
              />
            )}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          <ClassMessageCard classId={schoolClass.id} />
        </Grid.Col>
        <Grid.Col span={12}>
          <HelpSignalsCard classId={schoolClass.id} />
        </Grid.Col>
        <Grid.Col span={12}>
          <ClassHomeworkSection
            groupId={schoolClass.id}
            subject={subject ? { main_id: subject.main_id, title: localized(subject.title) } : undefined}
          />
        </Grid.Col>
      </Grid>
      <AddStudentsModal
        teacherId={teacherId}
        schoolClass={schoolClass}
        opened={adding}
        onClose={() => setAdding(false)}
      />
      <MoveStudentModal
        teacherId={teacherId}
        schoolClass={schoolClass}
        student={moving}
        onClose={() => setMoving(null)}
      />
    </>
  );
}

/** /teacher/classes/:id — one class: its students and what can be done with them, and its notice. */
export function TeacherClassPage() {
  const { t } = useTranslation();
  return (
    <ClassPageFrame
      backTo="classes"
      backLabel={() => t('teacher.class.back')}
      notFoundTitle={t('teacher.class.notFound')}
    >
      {(schoolClass, teacherId) => <ClassContent teacherId={teacherId} schoolClass={schoolClass} />}
    </ClassPageFrame>
  );
}
