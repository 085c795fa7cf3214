import { Anchor, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminTeacherDetail } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubjectBadge, useSubjects } from '../../subjects/index.ts';

/** The teacher's current classes with their sizes, and the students in them by class. */
export function TeacherClassesCard({ detail }: { detail: AdminTeacherDetail }) {
  const { t } = useTranslation();
  const subjects = useSubjects();
  const subjectOf = (id: number) => subjects.data?.find((subject) => subject.id === id);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('adminTeachers.detail.classes', { count: detail.classes.length })}
          </Title>
          {/* Classes are managed, and moved between teachers, on the admin's classes page. */}
          <Anchor component={Link} to="/admin/groups" size="sm">
            {t('adminTeachers.detail.manageClasses')}
          </Anchor>
        </Group>
        {detail.classes.length === 0 ? (
          <Text c="dimmed">{t('adminTeachers.detail.noClasses')}</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminTeachers.detail.classTitle')}</Table.Th>
                <Table.Th>{t('adminTeachers.detail.classSubject')}</Table.Th>
                <Table.Th>{t('adminTeachers.detail.classStudents')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.classes.map((group) => (
                <Table.Tr key={group.id}>
                  <Table.Td>{group.title}</Table.Td>
                  <Table.Td>
                    <SubjectBadge subject={subjectOf(group.subject_id)} />
                  </Table.Td>
                  <Table.Td>{group.students_count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Title order={2} size="h4">
          {t('adminTeachers.detail.students', { count: detail.students.length })}
        </Title>
        {detail.students.length === 0 ? (
          <Text c="dimmed">{t('adminTeachers.detail.noStudents')}</Text>
        ) : (
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminTeachers.detail.studentName')}</Table.Th>
                <Table.Th>{t('adminTeachers.detail.studentEmail')}</Table.Th>
                <Table.Th>{t('adminTeachers.detail.studentClass')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.students.map((student) => (
                <Table.Tr key={`${student.group_id}-${student.id}`}>
                  <Table.Td>{student.name}</Table.Td>
                  <Table.Td>{student.email}</Table.Td>
                  <Table.Td>{student.group_title}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
