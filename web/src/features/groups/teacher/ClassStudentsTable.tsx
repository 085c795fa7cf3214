import { ActionIcon, Anchor, Button, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconAward, IconChartLine, IconUserMinus } from '@tabler/icons-react';
import type { GroupStudent } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Truncate } from '../../../ui/Truncate.tsx';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useCompactLayout } from '../../../ui/useCompactLayout.ts';

function EmailLink({ email }: { email: string }) {
  return (
    <Anchor href={`mailto:${email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {email}
    </Anchor>
  );
}

export interface StudentActions {
  onMove: (student: GroupStudent) => void;
  onDetach: (student: GroupStudent) => void;
  /** The student whose detach is under way. */
  busyId: number | null;
}

/**
 * The trainers and certificates links, move and detach of one row. The visible words and icons repeat in every row,
 * so each accessible name carries the student's name.
 */
function RowActions({
  student,
  actions,
  wrap,
}: {
  student: GroupStudent;
  actions: StudentActions;
  /** Under the name on a phone the four controls may take two lines rather than push the table sideways. */
  wrap: boolean;
}) {
  const { t } = useTranslation();
  const moveLabel = t('teacherClasses.students.moveLabel', { name: student.name });
  const detachLabel = t('teacherClasses.students.detachLabel', { name: student.name });
  const certificatesLabel = t('certificates.teacher.linkLabel', { name: student.name });
  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'}>
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
      <Tooltip label={certificatesLabel}>
        <ActionIcon
          component={Link}
          to={`/teacher/students/${student.id}/certificates`}
          variant="subtle"
          color="yellow.9"
          aria-label={certificatesLabel}
        >
          <IconAward size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={moveLabel}>
        <ActionIcon variant="subtle" color="blue" aria-label={moveLabel} onClick={() => actions.onMove(student)}>
          <IconArrowsExchange size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={detachLabel}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={detachLabel}
          onClick={() => actions.onDetach(student)}
          loading={actions.busyId === student.id}
        >
          <IconUserMinus size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

export function ClassStudentsTable({
  students,
  actions,
}: {
  students: readonly GroupStudent[];
  actions: StudentActions;
}) {
  const { t } = useTranslation();
  // Four columns with the row actions need about 680 px of card, which the page beside the navbar has from lg;
  // narrower screens put the email and the actions under the name.
  const compact = useCompactLayout('lg');
  const sorted = [...students].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <Table.ScrollContainer minWidth={compact ? 0 : 680}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>#</Table.Th>
            <Table.Th>{t('teacher.class.columns.name')}</Table.Th>
            {compact ? null : <Table.Th>{t('teacher.class.columns.email')}</Table.Th>}
            {compact ? null : <Table.Th>{t('teacherClasses.students.actions')}</Table.Th>}
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
                        <RowActions student={student} actions={actions} wrap />
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
                    <RowActions student={student} actions={actions} wrap={false} />
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
