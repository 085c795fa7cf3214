import { Button } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSchool, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListPageFrame } from '../../../ui/ListPageFrame.tsx';
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

  return (
    <ListPageFrame
      icon={IconSchool}
      title={t('adminTeachers.title')}
      actions={
        <Button component={Link} to="/admin/teachers/create" leftSection={<IconUserPlus size={18} />} radius="xl">
          {t('adminTeachers.create')}
        </Button>
      }
      toolbar={
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
      }
      list={teachers}
      page={filters.page}
      onPageChange={(page) => update({ page: String(page) })}
      totalLabel={(count) => t('adminTeachers.total', { count })}
      empty={<EmptyState title={t('adminTeachers.emptyTitle')} description={t('adminTeachers.emptyText')} />}
    >
      {(items) => (
        <TeachersTable
          teachers={items}
          sort={filters.sort}
          order={filters.order}
          onSort={(sort, order) => update({ sort, order })}
        />
      )}
    </ListPageFrame>
  );
}
