import { Button } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconSchool, IconUpload, IconUserPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListPageFrame } from '../../../ui/ListPageFrame.tsx';
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

  const selectedIds = [...selected];
  return (
    <>
      <ListPageFrame
        icon={IconSchool}
        title={t('adminStudents.title')}
        actions={
          <>
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
          </>
        }
        toolbar={
          <>
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
          </>
        }
        list={students}
        page={filters.page}
        onPageChange={(page) => update({ ...filters, page })}
        totalLabel={(count) => t('adminStudents.total', { count })}
        empty={<EmptyState title={t('adminStudents.emptyTitle')} description={t('adminStudents.emptyText')} />}
      >
        {(items) => (
          <AdminStudentsTable
            students={items}
            subjects={subjects.data ?? []}
            filters={filters}
            onSort={(sort) => update(toggledSort(filters, sort))}
            selected={selected}
            onSelectedChange={setSelected}
          />
        )}
      </ListPageFrame>

      <MoveStudentsModal
        // The subject the list is filtered by is the dialog's first choice, taken when it opens.
        key={`${filters.subjectId}-${moving}`}
        opened={moving}
        studentIds={selectedIds}
        subjectId={filters.subjectId}
        onClose={() => setMoving(false)}
        onMoved={() => setSelected(new Set())}
      />
    </>
  );
}
