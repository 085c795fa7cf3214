import { Anchor, Badge, Checkbox, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { AdminStudentListItem, Subject } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import type { AdminStudentFilters, AdminStudentSort } from './adminStudentFilters.ts';

export interface AdminStudentsTableProps {
  students: readonly AdminStudentListItem[];
  subjects: readonly Subject[];
  filters: AdminStudentFilters;
  onSort: (sort: AdminStudentSort) => void;
  selected: ReadonlySet<number>;
  onSelectedChange: (selected: Set<number>) => void;
}

function SortHeader(props: {
  sort: AdminStudentSort;
  filters: AdminStudentFilters;
  onSort: (sort: AdminStudentSort) => void;
  label: string;
}) {
  const active = props.filters.sort === props.sort;
  const Icon = !active ? IconSelector : props.filters.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={active ? (props.filters.order === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton onClick={() => props.onSort(props.sort)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {props.label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** One page of students with a checkbox each; the header's checkbox takes or leaves the whole page. */
export function AdminStudentsTable(props: AdminStudentsTableProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { students, selected, onSelectedChange } = props;
  const subjectTitle = (id: number) => {
    const subject = props.subjects.find((entry) => entry.id === id);
    return subject ? localize(subject.title) : String(id);
  };
  const onPage = students.filter((student) => selected.has(student.id)).length;
  const togglePage = () => {
    const next = new Set(selected);
    for (const student of students) {
      if (onPage === students.length) next.delete(student.id);
      else next.add(student.id);
    }
    onSelectedChange(next);
  };
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('adminStudents.table.selectPage')}
                checked={onPage > 0 && onPage === students.length}
                indeterminate={onPage > 0 && onPage < students.length}
                onChange={togglePage}
              />
            </Table.Th>
            <SortHeader sort="name" label={t('adminStudents.table.name')} {...props} />
            <Table.Th>{t('adminStudents.table.contacts')}</Table.Th>
            <SortHeader sort="birth_date" label={t('adminStudents.table.birthDate')} {...props} />
            <Table.Th>{t('adminStudents.table.subjects')}</Table.Th>
            <Table.Th>{t('adminStudents.table.account')}</Table.Th>
            <SortHeader sort="created_at" label={t('adminStudents.table.createdAt')} {...props} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student.id} bg={selected.has(student.id) ? 'var(--mantine-color-blue-light)' : undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={t('adminStudents.table.select', { name: student.name })}
                  checked={selected.has(student.id)}
                  onChange={() => toggle(student.id)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/admin/students/${student.id}`} fw={600}>
                  {student.last_name} {student.first_name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{student.email}</Text>
                  {student.phone ? (
                    <Text size="xs" c="dimmed">
                      {student.phone}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{student.birth_date ?? '—'}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {student.subjects.map((subject) => (
                    <Text key={subject.subject_id} size="sm" c={subject.status === 'blocked' ? 'red' : undefined}>
                      {subjectTitle(subject.subject_id)}:{' '}
                      {subject.group
                        ? `${subject.group.title} (${subject.teacher?.name ?? ''})`
                        : t('adminStudents.table.noClass')}
                      {subject.status === 'blocked' ? ` — ${t('adminStudents.status.blocked')}` : ''}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
              <Table.Td>
                <Badge color={student.is_active ? 'teal' : 'red'} variant="light">
                  {t(student.is_active ? 'adminStudents.status.active' : 'adminStudents.status.blocked')}
                </Badge>
              </Table.Td>
              <Table.Td>{student.created_at.slice(0, 10)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
