import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import type { Group as SchoolClass, Subject, User } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { Truncate } from '../../../ui/Truncate.tsx';

export interface GroupsTableProps {
  groups: readonly SchoolClass[];
  subjects: readonly Subject[];
  teachers: readonly User[];
  onChangeTeacher: (group: SchoolClass) => void;
}

export function GroupsTable({ groups, subjects, teachers, onChangeTeacher }: GroupsTableProps) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const subjectTitle = (id: number) => {
    const subject = subjects.find((candidate) => candidate.id === id);
    return subject ? localize(subject.title) : `#${id}`;
  };
  const teacherName = (id: number) => teachers.find((teacher) => teacher.id === id)?.name ?? `#${id}`;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminGroups.columns.title')}</Table.Th>
            <Table.Th>{t('adminGroups.columns.subject')}</Table.Th>
            <Table.Th>{t('adminGroups.columns.teacher')}</Table.Th>
            <Table.Th w={110}>{t('adminGroups.columns.students')}</Table.Th>
            <Table.Th w={200}>
              <VisuallyHidden>{t('adminGroups.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.id}>
              <Table.Td maw={320}>
                <Truncate text={group.title} maxWidth={320} fw={500} />
                {group.deleted_at ? (
                  <Badge color="red" variant="light" radius="sm" tt="none">
                    {t('adminGroups.deletedBadge')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{subjectTitle(group.subject_id)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{teacherName(group.teacher_id)}</Text>
              </Table.Td>
              <Table.Td>{group.students_count}</Table.Td>
              <Table.Td>
                <Button
                  variant="light"
                  size="xs"
                  radius="xl"
                  leftSection={<IconArrowsExchange size={16} aria-hidden />}
                  aria-label={t('adminGroups.changeTeacherOf', { title: group.title })}
                  onClick={() => onChangeTeacher(group)}
                >
                  {t('adminGroups.changeTeacher')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
