import { Anchor, Avatar, Group, Table, Text } from '@mantine/core';
import type { GroupStudent } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Truncate } from '../../ui/Truncate.tsx';

export function ClassStudentsTable({ students }: { students: readonly GroupStudent[] }) {
  const { t } = useTranslation();
  const sorted = [...students].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>{t('teacher.class.columns.name')}</Table.Th>
            <Table.Th>{t('teacher.class.columns.email')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((student, position) => (
            <Table.Tr key={student.id}>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {position + 1}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar name={student.name} color="initials" radius="xl" />
                  <Truncate text={student.name} maxWidth={260} fw={600} size="sm" />
                </Group>
              </Table.Td>
              <Table.Td>
                <Anchor href={`mailto:${student.email}`} size="sm">
                  {student.email}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
