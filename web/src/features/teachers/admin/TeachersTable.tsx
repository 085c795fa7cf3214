import { Anchor, Badge, Button, Group, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { AdminTeacher } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubjectBadge, useSubjects } from '../../subjects/index.ts';
import type { SortOrder, TeacherSort } from '../teachers.queries.ts';
import { useToggleTeacherActivity } from './useToggleTeacherActivity.ts';

export interface TeachersTableProps {
  teachers: readonly AdminTeacher[];
  sort: TeacherSort;
  order: SortOrder;
  onSort: (sort: TeacherSort, order: SortOrder) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader(props: { column: TeacherSort; label: string } & Omit<TeachersTableProps, 'teachers'>) {
  const active = props.sort === props.column;
  const Icon = active ? (props.order === 'asc' ? IconArrowUp : IconArrowDown) : IconSelector;
  // Clicking the sorted column turns its order round; another column starts ascending.
  const next: SortOrder = active && props.order === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th aria-sort={active ? ARIA_SORT[props.order] : 'none'}>
      <UnstyledButton onClick={() => props.onSort(props.column, next)} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap" component="span">
          {props.label}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The admin's teachers: each row links to the teacher's page and blocks or unblocks them in place. */
export function TeachersTable({ teachers, ...sorting }: TeachersTableProps) {
  const { t } = useTranslation();
  const subjects = useSubjects();
  const { toggle, pendingId } = useToggleTeacherActivity();
  const subjectOf = (id: number) => subjects.data?.find((subject) => subject.id === id);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="name" label={t('adminTeachers.columns.name')} {...sorting} />
            <SortHeader column="email" label={t('adminTeachers.columns.email')} {...sorting} />
            <Table.Th>{t('adminTeachers.columns.subjects')}</Table.Th>
            <SortHeader column="classes_count" label={t('adminTeachers.columns.classes')} {...sorting} />
            <SortHeader column="students_count" label={t('adminTeachers.columns.students')} {...sorting} />
            <Table.Th>{t('adminTeachers.columns.status')}</Table.Th>
            <Table.Th>{t('adminTeachers.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teachers.map((teacher) => (
            <Table.Tr key={teacher.id}>
              <Table.Td>
                <Anchor component={Link} to={`/admin/teachers/${teacher.id}`} fw={600}>
                  {teacher.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{teacher.email}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {teacher.subject_ids.map((id) => (
                    <SubjectBadge key={id} subject={subjectOf(id)} />
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{teacher.classes_count}</Table.Td>
              <Table.Td>{teacher.students_count}</Table.Td>
              <Table.Td>
                <Badge color={teacher.is_active ? 'teal' : 'gray'} variant="light">
                  {t(teacher.is_active ? 'adminTeachers.active' : 'adminTeachers.blocked')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="light"
                  color={teacher.is_active ? 'red' : 'teal'}
                  loading={pendingId === teacher.id}
                  onClick={() => void toggle(teacher)}
                  aria-label={`${t(teacher.is_active ? 'adminTeachers.block' : 'adminTeachers.unblock')}: ${teacher.name}`}
                >
                  {t(teacher.is_active ? 'adminTeachers.block' : 'adminTeachers.unblock')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
