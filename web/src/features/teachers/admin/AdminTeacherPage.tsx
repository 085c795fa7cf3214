import { Anchor, Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import type { AdminTeacherDetail } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { notifySuccess } from '../../../lib/notify.ts';
import { GeneratedPasswordNotice } from '../../../ui/GeneratedPasswordNotice.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { CrmLink } from '../../users/index.ts';
import { useCreateTeacher, useTeacher, useUpdateTeacher } from '../teachers.queries.ts';
import { DeleteTeacherModal } from './DeleteTeacherModal.tsx';
import { TeacherClassesCard } from './TeacherClassesCard.tsx';
import { TeacherForm } from './TeacherForm.tsx';
import { useToggleTeacherActivity } from './useToggleTeacherActivity.ts';

const LIST = '/admin/teachers';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={LIST} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('adminTeachers.back')}
      </Group>
    </Anchor>
  );
}

/**
 * /admin/teachers/create: the teacher form, then the new teacher's page. A password the server generated for a
 * blank one is shown here once first; it lives in this page's state only.
 */
export function AdminTeacherCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTeacher();
  const [generated, setGenerated] = useState<{ id: number; name: string; password: string } | null>(null);
  return (
    <Stack gap="lg">
      <BackLink />
      <Title order={1} size="h2">
        {t('adminTeachers.createTitle')}
      </Title>
      {generated ? (
        <GeneratedPasswordNotice
          name={generated.name}
          password={generated.password}
          nextPath={`${LIST}/${generated.id}`}
          nextLabel={t('adminTeachers.form.openCreated')}
        />
      ) : (
        <Card withBorder radius="lg" padding="lg">
          <TeacherForm
            teacher={null}
            pending={create.isPending}
            onCancel={() => void navigate(LIST)}
            onSubmit={async (body) => {
              const created = await create.mutateAsync(body);
              notifySuccess(t('adminTeachers.createdNotice'));
              const { teacher, generated_password: password } = created;
              if (password === null) await navigate(`${LIST}/${teacher.id}`, { replace: true });
              else setGenerated({ id: teacher.id, name: teacher.name, password });
            }}
          />
        </Card>
      )}
    </Stack>
  );
}

function TeacherDetail({ detail }: { detail: AdminTeacherDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateTeacher(detail.teacher.id);
  const { toggle, pendingId } = useToggleTeacherActivity();
  const [deleting, setDeleting] = useState(false);
  const { teacher } = detail;
  return (
    <Stack gap="lg">
      <BackLink />
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Title order={1} size="h2">
            {teacher.name}
          </Title>
          <Badge color={teacher.is_active ? 'teal' : 'gray'} variant="light">
            {t(teacher.is_active ? 'adminTeachers.active' : 'adminTeachers.blocked')}
          </Badge>
          <CrmLink userId={teacher.id} />
        </Group>
        <Group gap="sm">
          <Button
            variant="light"
            color={teacher.is_active ? 'orange' : 'teal'}
            leftSection={teacher.is_active ? <IconLock size={16} /> : <IconLockOpen size={16} />}
            loading={pendingId === teacher.id}
            onClick={() => void toggle(teacher)}
          >
            {t(teacher.is_active ? 'adminTeachers.block' : 'adminTeachers.unblock')}
          </Button>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
            {t('adminTeachers.delete.open')}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="lg" padding="lg">
        <TeacherForm
          // A fresh form when the saved teacher comes back, so the fields show what the server kept.
          key={`${teacher.id}-${teacher.first_name}-${teacher.last_name}-${teacher.email}-${teacher.phone}-${teacher.subject_ids.join()}`}
          teacher={teacher}
          pending={update.isPending}
          onCancel={() => void navigate(LIST)}
          onSubmit={async (body) => {
            await update.mutateAsync(body);
            notifySuccess(t('adminTeachers.savedNotice'));
          }}
        />
      </Card>
      <TeacherClassesCard detail={detail} />
      <DeleteTeacherModal
        detail={deleting ? detail : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          notifySuccess(t('adminTeachers.deletedNotice'));
          void navigate(LIST, { replace: true });
        }}
      />
    </Stack>
  );
}

/** /admin/teachers/{id}: the teacher's form, block and delete, their classes and students. */
export function AdminTeacherPage() {
  const { id = '' } = useParams();
  const teacherId = Number(id);
  const valid = Number.isInteger(teacherId) && teacherId > 0;
  const teacher = useTeacher(valid ? teacherId : null);
  if (!valid) return <Navigate to="/404" replace />;
  if (teacher.isPending) return <Spinner centered />;
  if (teacher.isError) return <QueryError error={teacher.error} onRetry={() => void teacher.refetch()} />;
  return <TeacherDetail detail={teacher.data} />;
}
