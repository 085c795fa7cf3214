import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconPlus } from '@tabler/icons-react';
import { MATH_TASK_MAX_CLASS, MATH_TASK_MIN_CLASS } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useMathTaskList } from '../mathTasks.queries.ts';
import { MathTasksTable } from './MathTasksTable.tsx';

const CLASS_NUMBERS = Array.from(
  { length: MATH_TASK_MAX_CLASS - MATH_TASK_MIN_CLASS + 1 },
  (_, index) => MATH_TASK_MIN_CLASS + index,
);

/** /admin/tasks: the word-problem templates the "word problems" trainer plays, by class. */
export function AdminTasksPage() {
  const { t } = useTranslation();
  const [classNumber, setClassNumber] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const tasks = useMathTaskList({ page, classNumber });
  const list = tasks.data;

  // Deleting the last task of the last page would leave the admin on a page that no longer exists.
  const lastPage = list?.last_page ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(Math.max(1, lastPage));
  }, [page, lastPage]);

  const create = (
    <Button component={Link} to="/admin/tasks/create" leftSection={<IconPlus size={18} />} radius="xl">
      {t('adminTasks.list.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <IconCalculator size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {t('adminTasks.list.title')}
          </Title>
        </Group>
        {create}
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Select
            label={t('adminTasks.list.classFilter')}
            placeholder={t('adminTasks.list.allClasses')}
            data={CLASS_NUMBERS.map((number) => ({
              value: String(number),
              label: t('adminTasks.classLabel', { number }),
            }))}
            value={classNumber === null ? null : String(classNumber)}
            onChange={(value) => {
              setClassNumber(value === null ? null : Number(value));
              setPage(1);
            }}
            clearable
            w={220}
          />
          {tasks.isPending ? (
            <Spinner centered />
          ) : tasks.isError ? (
            <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} />
          ) : list && list.items.length > 0 ? (
            <>
              <MathTasksTable tasks={list.items} />
              <Group justify="space-between" align="center">
                <Text size="sm" c="dimmed">
                  {t('adminTasks.list.total', { count: list.total })}
                </Text>
                <AppPagination total={list.last_page} value={page} onChange={setPage} hideWithOnePage radius="xl" />
              </Group>
            </>
          ) : (
            <EmptyState
              title={t(classNumber === null ? 'adminTasks.list.emptyTitle' : 'adminTasks.list.emptyClassTitle')}
              description={t('adminTasks.list.emptyText')}
              action={create}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
