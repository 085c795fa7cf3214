import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSchool, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AppPagination } from '../../../ui/AppPagination.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { AdminStudentFiltersBar } from './AdminStudentFiltersBar.tsx';
import { AdminStudentsTable } from './AdminStudentsTable.tsx';
import { type AdminStudentFilters, filtersFromParams, paramsFromFilters, toggledSort } from './adminStudentFilters.ts';
import { useAdminStudents, useExportStudents } from './adminStudents.queries.ts';
import { MoveStudentsModal } from './MoveStudentsModal.tsx';
import { StudentsBulkBar } from './StudentsBulkBar.tsx';

/** Wait for a pause in typing so each keystroke does not hit the server. */
export const STUDENT_SEARCH_DEBOUNCE_MS = 350;

/** /admin/students: every student, searched, filtered, sorted and paged by the server; the filters live in the address. */
export function AdminStudentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const [search, setSearch] = useState(filters.search);
  const [debouncedSearch] = useDebouncedValue(search, STUDENT_SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [moving, setMoving] = useState(false);
  const subjects = useSubjects();
  const students = useAdminStudents(filters);
  const exportCsv = useExportStudents();

  const update = (next: AdminStudentFilters) => setParams(paramsFromFilters(next), { replace: true });
  const change = (part: Partial<AdminStudentFilters>) => update({ ...filters, ...part, page: 1 });

  // The typed search reaches the address (and the server) once the typing pauses; only a new pause writes it, so
  // the back button's address is not overwritten by what was typed before.
  const writtenSearch = useRef(debouncedSearch);
  useEffect(() => {
    if (writtenSearch.current === debouncedSearch) return;
    writtenSearch.current = debouncedSearch;
    change({ search: debouncedSearch });
  });

  const list = students.data;
  const selectedIds = [...selected];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm">
          <IconSchool size={32} stroke={1.5} color="var(--mantine-color-blue-6)" />
          <Title order={1} size="h2">
            {t('adminStudents.title')}
          </Title>
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            radius="xl"
            leftSection={<IconDownload size={18} />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate(filters)}
          >
            {t('adminStudents.export')}
          </Button>
          <Button
            component={Link}
            to="/admin/students/import"
            variant="default"
            radius="xl"
            leftSection={<IconUpload size={18} />}
          >
            {t('adminStudents.import')}
          </Button>
          <Button component={Link} to="/admin/students/create" radius="xl" leftSection={<IconUserPlus size={18} />}>
            {t('adminStudents.create')}
          </Button>
        </Group>
      </Group>

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <AdminStudentFiltersBar filters={filters} search={search} onSearchChange={setSearch} onChange={change} />
          {selected.size > 0 ? (
            <StudentsBulkBar
              selected={selectedIds}
              subjects={subjects.data ?? []}
              subjectId={filters.subjectId}
              onMove={() => setMoving(true)}
              onClear={() => setSelected(new Set())}
            />
          ) : null}
          {students.isPending ? (
            <Spinner centered />
          ) : students.isError ? (
            <QueryError error={students.error} onRetry={() => void students.refetch()} />
          ) : list && list.items.length > 0 ? (
            <>
              <AdminStudentsTable
                students={list.items}
                subjects={subjects.data ?? []}
                filters={filters}
                onSort={(sort) => update(toggledSort(filters, sort))}
                selected={selected}
                onSelectedChange={setSelected}
              />
              <Group justify="space-between" align="center">
                <Text size="sm" c="dimmed">
                  {t('adminStudents.total', { count: list.total })}
                </Text>
                <AppPagination
                  total={list.last_page}
                  value={filters.page}
                  onChange={(page) => update({ ...filters, page })}
                  hideWithOnePage
                  radius="xl"
                />
              </Group>
            </>
          ) : (
            <EmptyState title={t('adminStudents.emptyTitle')} description={t('adminStudents.emptyText')} />
          )}
        </Stack>
      </Card>

      <MoveStudentsModal
        // The subject the list is filtered by is the dialog's first choice, taken when it opens.
        key={`${filters.subjectId}-${moving}`}
        opened={moving}
        studentIds={selectedIds}
        subjectId={filters.subjectId}
        onClose={() => setMoving(false)}
        onMoved={() => setSelected(new Set())}
      />
    </Stack>
  );
}
