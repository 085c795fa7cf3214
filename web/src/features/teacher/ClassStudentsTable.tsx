import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import type { GroupStudent } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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

/** Opens the student's trainer statistics; the visible word is the same in every row, so the name goes in the label. */
function TrainersLink({ student }: { student: GroupStudent }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to={`/teacher/students/${student.id}/trainers`}
      variant="light"
      size="compact-sm"
      radius="xl"
      leftSection={<IconChartLine size={16} />}
      aria-label={t('teacherStudent.trainersLinkLabel', { name: student.name })}
    >
      {t('teacherStudent.trainersLink')}
    </Button>
  );
}

export function ClassStudentsTable({ students }: { students: readonly GroupStudent[] }) {
  const { t } = useTranslation();
  // Four columns beside the navbar need about 600 px of card; narrower screens put the email and the link under the name.
  const compact = useCompactLayout('md');
  const sorted = [...students].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 600}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>{t('teacher.class.columns.name')}</Table.Th>
            {compact ? null : <Table.Th>{t('teacher.class.columns.email')}</Table.Th>}
            {compact ? null : <Table.Th>{t('teacherStudent.column')}</Table.Th>}
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
                    {compact ? (
                      <>
                        <EmailLink email={student.email} />
                        <div>
                          <TrainersLink student={student} />
                        </div>
                      </>
                    ) : null}
                  </Stack>
                </Group>
              </Table.Td>
              {compact ? null : (
                <>
                  <Table.Td>
                    <EmailLink email={student.email} />
                  </Table.Td>
                  <Table.Td>
                    <TrainersLink student={student} />
                  </Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
