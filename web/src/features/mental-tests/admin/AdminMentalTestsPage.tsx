import { Anchor, Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClockHour4, IconPlus } from '@tabler/icons-react';
import type { MentalTest } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { confirmDelete } from '../../../ui/confirmDelete.ts';
import { EditDeleteActions } from '../../../ui/EditDeleteActions.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { Truncate } from '../../../ui/Truncate.tsx';
import { useDeleteMentalTest, useMentalTestList } from '../mentalTests.queries.ts';
import { formatSeconds, isMentalTestSubject, SUBJECT_LABEL_KEY } from './mentalTestText.ts';

function MentalTestsTable({ tests }: { tests: readonly MentalTest[] }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const deleteTest = useDeleteMentalTest();

  const remove = (test: MentalTest) =>
    confirmDelete({
      title: t('adminMentalTests.list.confirmDelete'),
      message: t('adminMentalTests.list.confirmDeleteText', { title: localize(test.title) }),
      confirmLabel: t('adminMentalTests.list.delete'),
      remove: () => deleteTest.mutateAsync(test.id),
      done: t('adminMentalTests.list.deleted'),
    });

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminMentalTests.list.columns.title')}</Table.Th>
            <Table.Th>{t('adminMentalTests.list.columns.subjects')}</Table.Th>
            <Table.Th w={100}>{t('adminMentalTests.list.columns.tasks')}</Table.Th>
            <Table.Th w={110}>{t('adminMentalTests.list.columns.timeLimit')}</Table.Th>
            <Table.Th w={140}>{t('adminMentalTests.list.columns.status')}</Table.Th>
            <Table.Th w={96}>
              <VisuallyHidden>{t('adminMentalTests.list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tests.map((test) => {
            const title = localize(test.title);
            return (
              <Table.Tr key={test.id}>
                <Table.Td maw={360}>
                  <Anchor component={Link} to={`/admin/mental-tests/edit/${test.id}`} c="inherit" underline="hover">
                    <Truncate text={title} maxWidth={360} fw={500} />
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {test.subjects.map((id) => (
                      <Badge key={id} variant="light" color={id === 1 ? 'blue' : 'grape'} radius="sm" tt="none">
                        {isMentalTestSubject(id) ? t(SUBJECT_LABEL_KEY[id]) : `#${id}`}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{test.tasks.length}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <IconClockHour4 size={16} stroke={1.5} aria-hidden />
                    <Text size="sm" ff="monospace">
                      {formatSeconds(test.time_limit_sec)}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge
                    color={test.is_published ? 'teal.9' : 'gray.7'}
                    variant={test.is_published ? 'filled' : 'outline'}
                  >
                    {t(test.is_published ? 'adminMentalTests.list.published' : 'adminMentalTests.list.draft')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <EditDeleteActions
                    editTo={`/admin/mental-tests/edit/${test.id}`}
                    editLabel={t('adminMentalTests.list.edit', { title })}
                    deleteLabel={t('adminMentalTests.list.deleteOne', { title })}
                    deleting={deleteTest.isPending && deleteTest.variables === test.id}
                    onDelete={() => void remove(test)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/mental-tests: the fixed timed tests students of math and mental arithmetic take. */
export function AdminMentalTestsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const tests = useMentalTestList(page);
  const list = tests.data;

  // Deleting the last test of the last page would leave the admin on a page that no longer exists.
  const lastPage = list?.last_page ?? 1;
  useEffect(() => {
    if (page > lastPage) setPage(Math.max(1, lastPage));
  }, [page, lastPage]);

  const create = (
    <Button component={Link} to="/admin/mental-tests/create" leftSection={<IconPlus size={18} />} radius="xl">
      {t('adminMentalTests.list.create')}
    </Button>
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <IconClockHour4 size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {t('adminMentalTests.list.title')}
          </Title>
        </Group>
        {create}
      </Group>
      <Card withBorder radius="lg" padding="lg">
        {tests.isPending ? (
          <Spinner centered />
        ) : tests.isError ? (
          <QueryError error={tests.error} onRetry={() => void tests.refetch()} />
        ) : list && list.items.length > 0 ? (
          <Stack gap="md">
            <MentalTestsTable tests={list.items} />
            <Group justify="space-between" align="center">
              <Text size="sm" c="dimmed">
                {t('adminMentalTests.list.total', { count: list.total })}
              </Text>
              <AppPagination total={list.last_page} value={page} onChange={setPage} hideWithOnePage radius="xl" />
            </Group>
          </Stack>
        ) : (
          <EmptyState
            title={t('adminMentalTests.list.emptyTitle')}
            description={t('adminMentalTests.list.emptyText')}
            action={create}
          />
        )}
      </Card>
    </Stack>
  );
}
