import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChildWeek } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';

function Figure({ label, value, tone }: { label: string; value: string | number; tone?: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={700} c={tone}>
        {value}
      </Text>
    </Stack>
  );
}

/** The child's week so far in one subject: time and rounds, homework, likes and the marks of the week. */
export function ChildWeekCard({ week, subjectId }: { week: ChildWeek; subjectId: number }) {
  const { t } = useTranslation();
  const formatDay = useFormatDate('dayShort');
  const subject = week.subjects.find((entry) => entry.subject_id === subjectId);
  const certificates = week.certificates;
  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('parents.child.weekHeading', { from: formatDay(week.from.slice(0, 10)) })}
        </Title>
        {subject ? (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Figure label={t('parents.child.minutes')} value={subject.minutes} />
              <Figure label={t('parents.child.rounds')} value={subject.rounds} />
              <Figure label={t('parents.child.likesEarned')} value={subject.likes_earned} tone="teal.8" />
              <Figure label={t('parents.child.likesSpent')} value={subject.likes_spent} />
            </SimpleGrid>
            <Group gap="xs">
              <Text size="sm">{t('parents.child.homework')}</Text>
              <Badge color="teal" variant="light">
                {t('parents.child.homeworkDone', { count: subject.homework.done })}
              </Badge>
              <Badge color="blue" variant="light">
                {t('parents.child.homeworkOpen', { count: subject.homework.open })}
              </Badge>
              {subject.homework.overdue > 0 ? (
                <Badge color="orange" variant="light">
                  {t('parents.child.homeworkOverdue', { count: subject.homework.overdue })}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm">
              {subject.marks.length > 0
                ? t('parents.child.marks', {
                    marks: subject.marks.map((mark) => `${mark.mark} (${formatDay(mark.date)})`).join(', '),
                  })
                : t('parents.child.noMarks')}
            </Text>
          </>
        ) : (
          <Text c="dimmed">{t('parents.child.quietWeek')}</Text>
        )}
        {certificates.length > 0 ? (
          <Text size="sm" fw={600} c="grape.8">
            {t('parents.child.newCertificates', { titles: certificates.map((c) => c.title).join(', ') })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
