import { Badge, Card, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconNotebook } from '@tabler/icons-react';
import { type StudentDiaryEntry, summarizeDiary } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ATTENDANCE_COLORS } from './attendance.ts';
import { useDiaryNumbers } from './useDiaryNumbers.ts';

function SummaryCard({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

export interface StudentDiaryViewProps {
  entries: readonly StudentDiaryEntry[];
  emptyText: string;
}

/** One student's lessons with a summary on top: what the student sees of their diary, and their teacher too. */
export function StudentDiaryView({ entries, emptyText }: StudentDiaryViewProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate('dayShort');
  const numbers = useDiaryNumbers();
  const summary = summarizeDiary(entries);
  const none = t('diaries.summary.none');

  if (entries.length === 0) {
    return (
      <EmptyState
        title={t('diaries.studentEmptyTitle')}
        description={emptyText}
        icon={<IconNotebook size={32} stroke={1.5} />}
      />
    );
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <SummaryCard label={t('diaries.summary.lessons')} value={String(summary.lessons)} />
        <SummaryCard
          label={t('diaries.summary.attendance')}
          value={summary.attendanceRate === null ? none : numbers.percent(summary.attendanceRate)}
        />
        <SummaryCard
          label={t('diaries.summary.average')}
          value={summary.averageMark === null ? none : numbers.mark(summary.averageMark)}
        />
      </SimpleGrid>
      <Card withBorder radius="lg" padding="sm">
        {/* On a phone the lessons scroll sideways: the region takes focus so a keyboard can scroll it too. */}
        <Table.ScrollContainer
          minWidth={560}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('diaries.classLink')}
        >
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('diaries.table.date')}</Table.Th>
                <Table.Th>{t('diaries.table.topic')}</Table.Th>
                <Table.Th>{t('diaries.table.attendance')}</Table.Th>
                <Table.Th>{t('diaries.table.mark')}</Table.Th>
                <Table.Th>{t('diaries.table.comment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.topic}</Text>
                    <Text size="xs" c="dimmed">
                      {entry.group_title}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={ATTENDANCE_COLORS[entry.attendance]}>
                      {t(`diaries.attendance.${entry.attendance}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td fw={700}>{entry.mark ?? none}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{entry.comment ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
