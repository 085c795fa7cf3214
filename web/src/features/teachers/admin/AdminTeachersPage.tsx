import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSchool, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTeacherList } from '../teachers.queries.ts';
import { TeacherFiltersBar } from './TeacherFiltersBar.tsx';
import { TeachersTable } from './TeachersTable.tsx';
import { useTeacherListParams } from './teacherListParams.ts';

/** Wait for a pause in typing so each keystroke does not hit the server. */
const SEARCH_DEBOUNCE_MS = 350;

/** /admin/teachers (spec §2): every teacher with their load, searchable, filterable and sortable. */
export function AdminTeachersPage() {
  const { t } = useTranslation();
  const { filters, activity, update } = useTeacherListParams();
  // The input answers at once; the address (and so the query) follows after a pause.
  const [search, setSearch] = useState(filters.search);
  const commitSearch = useDebouncedCallback((value: string) => update({ search: value.trim() }), SEARCH_DEBOUNCE_MS);
  const teachers = useTeacherList(filters);
  const list = teachers.data;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <IconSchool size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {t('adminTeachers.title')}
          </Title>
        </Group>
        <Button component={Link} to="/admin/teachers/create" leftSection={<IconUserPlus size={18} />} radius="xl">
          {t('adminTeachers.create')}
        </Button>
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <TeacherFiltersBar
            search={search}
            onSearchChange={(value) => {
              setSearch(value);
              commitSearch(value);
            }}
            subjectId={filters.subjectId}
            onSubjectChange={(subjectId) => update({ subject: subjectId === null ? null : String(subjectId) })}
            activity={activity}
            onActivityChange={(value) => update({ status: value === 'all' ? null : value })}
          />
          {teachers.isPending ? (
            <Spinner centered />
          ) : teachers.isError ? (
            <QueryError error={teachers.error} onRetry={() => void teachers.refetch()} />
          ) : list && list.items.length > 0 ? (
            <>
              <TeachersTable
                teachers={list.items}
                sort={filters.sort}
                order={filters.order}
                onSort={(sort, order) => update({ sort, order })}
              />
              <Group justify="space-between" align="center">
                <Text size="sm" c="dimmed">
                  {t('adminTeachers.total', { count: list.total })}
                </Text>
                <AppPagination
                  total={list.last_page}
                  value={filters.page}
                  onChange={(page) => update({ page: String(page) })}
                  hideWithOnePage
                  radius="xl"
                />
              </Group>
            </>
          ) : (
            <EmptyState title={t('adminTeachers.emptyTitle')} description={t('adminTeachers.emptyText')} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
