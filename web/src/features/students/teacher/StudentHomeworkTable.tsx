import { Badge, Group, Progress, Table, Text } from '@mantine/core';
import type { StudentHomework, TeacherStudentClass } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../lib/dates.ts';

type Status = 'done' | 'open' | 'overdue';

const STATUS_COLORS: Record<Status, string> = { done: 'teal', open: 'blue', overdue: 'red' };

function HomeworkRow({
  homework,
  status,
  classTitle,
}: {
  homework: StudentHomework;
  status: Status;
  classTitle: string;
}) {
  const { t } = useTranslation();
  const formatDay = useFormatDate('day');
  const done = homework.progress.filter((item) => item.complete).length;
  const total = homework.progress.length;
  const label = t('teacherStudent.homework.progressOf', { done, total });
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {homework.title}
        </Text>
      </Table.Td>
      <Table.Td>{classTitle}</Table.Td>
      <Table.Td>{formatDay(homework.due_on)}</Table.Td>
      <Table.Td miw={140}>
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={total === 0 ? 0 : (done / total) * 100}
            color={STATUS_COLORS[status]}
            aria-label={label}
            flex={1}
          />
          <Text size="xs" c="dimmed">
            {label}
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={STATUS_COLORS[status]} radius="sm" tt="none">
          <Text span size="xs" fw={600} c="dark.7">
            {t(`teacherStudent.homework.status.${status}`)}
          </Text>
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}

/** Current homework first (soonest due), then past homework (latest first), each with the student's progress. */
export function StudentHomeworkTable({
  current,
  past,
  classes,
  caption,
}: {
  current: readonly StudentHomework[];
  past: readonly StudentHomework[];
  classes: readonly TeacherStudentClass[];
  /** Says whose classes these are; the teacher's own by default. */
  caption?: string;
}) {
  const { t } = useTranslation();
  const classTitle = (groupId: number) => classes.find((item) => item.id === groupId)?.title ?? '';
  const rows = [
    ...current.map((homework) => ({ homework, status: homework.complete ? 'done' : 'open' }) as const),
    ...past.map((homework) => ({ homework, status: homework.complete ? 'done' : 'overdue' }) as const),
  ];
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm">
        <Table.Caption>{caption ?? t('teacherStudent.homework.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('teacherStudent.homework.title')}</Table.Th>
            <Table.Th>{t('teacherStudent.homework.class')}</Table.Th>
            <Table.Th>{t('teacherStudent.homework.due')}</Table.Th>
            <Table.Th>{t('teacherStudent.homework.progress')}</Table.Th>
            <Table.Th>{t('teacherStudent.homework.statusColumn')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ homework, status }) => (
            <HomeworkRow
              key={homework.id}
              homework={homework}
              status={status}
              classTitle={classTitle(homework.group_id)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
