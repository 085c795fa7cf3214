import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { Subject, TeacherStudent } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Truncate } from '../../../ui/Truncate.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';

export interface TeacherStudentsTableProps {
  students: readonly TeacherStudent[];
  subjectById: ReadonlyMap<number, Subject>;
}

/** The name opens the student's card. */
export function TeacherStudentsTable({ students, subjectById }: TeacherStudentsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('teacherStudents.columns.student')}</Table.Th>
            <Table.Th>{t('teacherStudents.columns.email')}</Table.Th>
            <Table.Th>{t('teacherStudents.columns.classes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((student) => (
            <Table.Tr key={student.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar name={student.name} />
                  <Anchor component={Link} to={`/teacher/students/${student.id}`} fw={600} size="sm">
                    {student.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>
                <Truncate text={student.email} maxWidth={260} size="sm" c="dimmed" />
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  {student.classes.map((schoolClass) => (
                    <Badge
                      key={schoolClass.id}
                      variant="light"
                      color={subjectById.get(schoolClass.subject_id)?.color ?? 'gray'}
                      radius="sm"
                      tt="none"
                    >
                      <Text span size="xs" fw={600} c="dark.7">
                        {schoolClass.title}
                      </Text>
                    </Badge>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
