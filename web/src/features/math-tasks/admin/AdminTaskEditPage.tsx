import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { MathTaskBody } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useMathTask, useSaveMathTask } from '../mathTasks.queries.ts';
import { EMPTY_MATH_TASK, MathTaskForm, mathTaskFormValues } from './MathTaskForm.tsx';

/** The id of /admin/tasks/edit/:id; null on /admin/tasks/create, NaN for a malformed one. */
function useTaskId(): number | null {
  const { id } = useParams();
  if (id === undefined) return null;
  return /^[1-9]\d*$/.test(id) ? Number(id) : Number.NaN;
}

/** /admin/tasks/create and /admin/tasks/edit/:id: one word-problem template. */
export function AdminTaskEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useTaskId();
  const validId = id === null || !Number.isNaN(id);
  const task = useMathTask(validId ? id : null);
  const save = useSaveMathTask(validId ? id : null);

  const onSave = async (body: MathTaskBody) => {
    await save.mutateAsync(body);
    notifySuccess(t(id === null ? 'adminTasks.form.created' : 'adminTasks.form.saved'));
    navigate('/admin/tasks');
  };

  const notFound =
    !validId || (task.isError && isApiError(task.error) && task.error.status === 404) ? (
      <EmptyState title={t('adminTasks.form.notFound')} titleOrder={2} />
    ) : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Stack gap={4} align="flex-start">
          <Button component={Link} to="/admin/tasks" variant="subtle" leftSection={<IconArrowLeft size={18} />} px={0}>
            {t('adminTasks.form.back')}
          </Button>
          <Title order={1} size="h2">
            {t(id === null ? 'adminTasks.form.createTitle' : 'adminTasks.form.editTitle')}
          </Title>
        </Stack>
      </Group>
      {notFound ??
        (id === null ? (
          <MathTaskForm initial={EMPTY_MATH_TASK} saving={save.isPending} onSave={onSave} />
        ) : task.isPending ? (
          <Spinner centered />
        ) : task.isError ? (
          <QueryError error={task.error} onRetry={() => void task.refetch()} />
        ) : (
          <MathTaskForm
            key={task.data.id}
            initial={mathTaskFormValues(task.data)}
            saving={save.isPending}
            onSave={onSave}
          />
        ))}
    </Stack>
  );
}
