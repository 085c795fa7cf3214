import { Group, Select, Switch } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import type { Group as SchoolClass } from '@umka/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ListPageFrame } from '../../../ui/ListPageFrame.tsx';
import { useSubjects } from '../../subjects/index.ts';
import { type GroupFilters, useAdminGroups, useTeachers } from '../groups.queries.ts';
import { ChangeTeacherModal } from './ChangeTeacherModal.tsx';
import { GroupsTable } from './GroupsTable.tsx';

const FIRST_PAGE: GroupFilters = { teacherId: null, subjectId: null, deleted: false, page: 1 };

const toId = (value: string | null) => (value === null ? null : Number(value));
const toValue = (id: number | null) => (id === null ? null : String(id));

/** /admin/groups: every class of the school; only here a class passes to another teacher (spec §2, issue 4). */
export function AdminGroupsPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const [filters, setFilters] = useState<GroupFilters>(FIRST_PAGE);
  const [changing, setChanging] = useState<SchoolClass | null>(null);
  const groups = useAdminGroups(filters);
  const teachers = useTeachers();
  const subjects = useSubjects();
  const list = groups.data;
  const teacherList = teachers.data ?? [];

  // Another filter can leave fewer pages than the one on screen.
  const lastPage = list?.last_page ?? 1;
  useEffect(() => {
    if (filters.page > lastPage) setFilters((current) => ({ ...current, page: Math.max(1, lastPage) }));
  }, [filters.page, lastPage]);

  const filter = (change: Partial<Omit<GroupFilters, 'page'>>) =>
    setFilters((current) => ({ ...current, ...change, page: 1 }));
  const filtered = filters.teacherId !== null || filters.subjectId !== null || filters.deleted;

  return (
    <>
      <ListPageFrame
        icon={IconSchool}
        title={t('adminGroups.title')}
        toolbar={
          <Group gap="md" align="flex-end">
            <Select
              label={t('adminGroups.teacherFilter')}
              placeholder={t('adminGroups.anyTeacher')}
              data={teacherList.map((teacher) => ({ value: String(teacher.id), label: teacher.name }))}
              value={toValue(filters.teacherId)}
              onChange={(value) => filter({ teacherId: toId(value) })}
              searchable
              clearable
              w={240}
            />
            <Select
              label={t('adminGroups.subjectFilter')}
              placeholder={t('adminGroups.anySubject')}
              data={(subjects.data ?? []).map((subject) => ({
                value: String(subject.id),
                label: localize(subject.title),
              }))}
              value={toValue(filters.subjectId)}
              onChange={(value) => filter({ subjectId: toId(value) })}
              clearable
              w={220}
            />
            <Switch
              label={t('adminGroups.showDeleted')}
              checked={filters.deleted}
              onChange={(event) => filter({ deleted: event.currentTarget.checked })}
              mb={8}
            />
          </Group>
        }
        list={groups}
        page={filters.page}
        onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        totalLabel={(count) => t('adminGroups.total', { count })}
        empty={
          <EmptyState
            title={t(filtered ? 'adminGroups.emptyFilteredTitle' : 'adminGroups.emptyTitle')}
            description={t('adminGroups.emptyText')}
          />
        }
      >
        {(items) => (
          <GroupsTable
            groups={items}
            subjects={subjects.data ?? []}
            teachers={teacherList}
            onChangeTeacher={setChanging}
          />
        )}
      </ListPageFrame>

      <ChangeTeacherModal group={changing} teachers={teacherList} onClose={() => setChanging(null)} />
    </>
  );
}
