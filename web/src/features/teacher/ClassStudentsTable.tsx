import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { GroupStudent } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Truncate } from '../../ui/Truncate.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { useCompactLayout } from '../../ui/useCompactLayout.ts';

function EmailLink({ email }: { email: string }) {
  return (
    <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {email}
    </Anchor>
  );
}

export function ClassStudentsTable({ students }: { students: readonly GroupStudent[] }) {
  const { t } = useTranslation();
  // Three columns beside the navbar need about 500 px of card; narrower screens put the email under the name.
  const compact = useCompactLayout('md');
  const sorted = [...students].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 480}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>{t('teacher.class.columns.name')}</Table.Th>
            {compact ? null : <Table.Th>{t('teacher.class.columns.email')}</Table.Th>}
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
                <Group gap="sm" wrap="nowrap" align={compact ? 'flex-start' : 'center'}>
                  <UserAvatar name={student.name} />
                  <Stack gap={2} miw={0}>
                    <Truncate text={student.name} maxWidth={260} fw={600} size="sm" />
                    {compact ? <EmailLink email={student.email} /> : null}
                  </Stack>
                </Group>
              </Table.Td>
              {compact ? null : (
                <Table.Td>
                  <EmailLink email={student.email} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
