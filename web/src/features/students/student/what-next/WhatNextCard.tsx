import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconCalendarWeek, IconPlayerPlay, IconRocket } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { isSubjectAllowed, type StudentHomework, type SubjectTrainerRef } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../../lib/dates.ts';
import { useLocalized } from '../../../../lib/i18n.ts';
import { hasTrainerUi } from '../../../../trainers/components.ts';
import { TooltipOnDemand } from '../../../../ui/TooltipOnDemand.tsx';
import { STUDENT_HOMEWORK_PATH, studentHomeworkQuery, useStudentHomework } from '../../../homework/index.ts';
import { isPlayedFromTestOnly, trainerStatsQuery, useTrainerStats } from '../../../trainers/index.ts';
import { type ActivityDay, homeworkDue, suggestTrainer, weekActivity } from './whatNext.ts';

interface WhatNextCardProps {
  studentId: number;
  subject: { id: number; main_id: number };
  trainers: readonly SubjectTrainerRef[];
}

function Part({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        {icon}
        <Text fw={700}>{title}</Text>
      </Group>
      {children}
    </Stack>
  );
}

function HomeworkDue({ homework }: { homework: StudentHomework | null }) {
  const { t } = useTranslation();
  const formatDay = useFormatDate('day');
  if (!homework) return <Text c="dimmed">{t('student.whatNext.noHomework')}</Text>;
  const done = homework.progress.filter((item) => item.complete).length;
  const total = homework.items.length;
  return (
    <Stack gap={6}>
      <Text fw={600}>{homework.title}</Text>
      <Text size="sm" c="dimmed">
        {t('student.whatNext.dueOn', { date: formatDay(homework.due_on) })}
      </Text>
      <Progress value={total === 0 ? 0 : (done / total) * 100} color="teal" aria-hidden />
      <Text size="sm">{t('student.whatNext.itemsDone', { done, total })}</Text>
      <Button component={Link} to={STUDENT_HOMEWORK_PATH} radius="xl" size="sm" style={{ alignSelf: 'flex-start' }}>
        {t('student.whatNext.openHomework')}
      </Button>
    </Stack>
  );
}

function WeekRow({ days }: { days: readonly ActivityDay[] }) {
  const { t, i18n } = useTranslation();
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short' });
  const full = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
  return (
    <Group gap={6} wrap="nowrap" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {days.map((day) => {
        const date = new Date(`${day.day}T12:00:00`);
        const label = t('student.whatNext.dayRounds', { day: full.format(date), count: day.rounds });
        return (
          <TooltipOnDemand key={day.day} label={label} openDelay={200}>
            <Stack component="li" gap={2} align="center" aria-label={label} style={{ flex: 1 }}>
              <ThemeIcon
                radius="xl"
                size={32}
                // Dark enough for the small white number to read at AA.
                variant={day.rounds > 0 ? 'filled' : 'outline'}
                color={day.rounds > 0 ? 'teal.9' : 'gray.4'}
                style={day.today ? { outline: '2px solid var(--mantine-color-blue-6)', outlineOffset: 2 } : undefined}
              >
                <Text size="xs" fw={700} c={day.rounds > 0 ? 'white' : 'gray.7'}>
                  {day.rounds}
                </Text>
              </ThemeIcon>
              <Text size="xs" c="dimmed" aria-hidden>
                {weekday.format(date)}
              </Text>
            </Stack>
          </TooltipOnDemand>
        );
      })}
    </Group>
  );
}

/** A trainer's title from the subject's list, or from the homework that asks for it. */
function titleOf(trainerId: number, trainers: readonly SubjectTrainerRef[], homework: StudentHomework | null) {
  const fromList = trainers.find((entry) => entry.id === trainerId)?.title;
  if (fromList) return fromList;
  for (const item of homework?.items ?? []) {
    if (item.type === 'trainer' && item.trainer_id === trainerId) return item.trainer_title;
  }
  return undefined;
}

/** The card's parts a subject has: its homework and its trainers, each where the subject allows them. */
function whatNextParts(mainId: number): { withHomework: boolean; withTrainers: boolean } {
  return { withHomework: isSubjectAllowed('homework', mainId), withTrainers: isSubjectAllowed('trainers', mainId) };
}

/**
 * What the card asks for in a subject, fetched into the client: the server's drawing of the home asks for it with the
 * session's own answers (first-screen/draw.tsx), so that one pass draws the card whole.
 */
export async function fetchWhatNext(
  queryClient: QueryClient,
  studentId: number,
  subject: { id: number; main_id: number },
): Promise<void> {
  const { withHomework, withTrainers } = whatNextParts(subject.main_id);
  await Promise.all([
    withHomework ? queryClient.fetchQuery(studentHomeworkQuery(studentId, subject.id)) : null,
    withTrainers ? queryClient.fetchQuery(trainerStatsQuery(studentId, subject.id)) : null,
  ]);
}

/**
 * The first thing a child sees on the home after the greeting (issue 4b): the homework due with its
 * progress, one trainer to play now and the week's rounds as a row of days.
 */
export function WhatNextCard({ studentId, subject, trainers }: WhatNextCardProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { withHomework, withTrainers } = whatNextParts(subject.main_id);
  const homework = useStudentHomework(withHomework ? studentId : null, subject.id);
  const stats = useTrainerStats(withTrainers ? studentId : null, subject.id);
  if (!withHomework && !withTrainers) return null;

  const due = homeworkDue(homework.data?.current ?? []);
  const playable = trainers.filter((entry) => hasTrainerUi(entry.component) && !isPlayedFromTestOnly(entry));
  const suggestion = withTrainers && stats.data ? suggestTrainer(due, playable, stats.data) : null;
  const suggested = suggestion ? titleOf(suggestion.trainerId, playable, due) : undefined;

  return (
    <Card component="section" aria-label={t('student.whatNext.title')} radius="xl" padding="lg" withBorder>
      <Title order={2} size="h3" mb="md">
        {t('student.whatNext.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: withHomework ? 3 : 2 }} spacing="lg">
        {withHomework ? (
          <Part
            icon={<IconBook size={22} color="var(--mantine-color-blue-6)" />}
            title={t('student.whatNext.homework')}
          >
            {homework.data ? <HomeworkDue homework={due} /> : <Text c="dimmed">{t('student.whatNext.loading')}</Text>}
          </Part>
        ) : null}
        {withTrainers ? (
          <Part icon={<IconRocket size={22} color="var(--mantine-color-grape-6)" />} title={t('student.whatNext.play')}>
            {suggestion && suggested ? (
              <Stack gap={6}>
                <Text fw={600}>{localized(suggested)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`student.whatNext.reason.${suggestion.reason}`)}
                </Text>
                <Button
                  component={Link}
                  to={suggestion.to}
                  radius="xl"
                  size="sm"
                  color="grape"
                  leftSection={<IconPlayerPlay size={16} />}
                  style={{ alignSelf: 'flex-start' }}
                  aria-label={t('student.whatNext.playNamed', { title: localized(suggested) })}
                >
                  {t('student.whatNext.playNow')}
                </Button>
              </Stack>
            ) : (
              <Text c="dimmed">{stats.data ? t('student.whatNext.noTrainers') : t('student.whatNext.loading')}</Text>
            )}
          </Part>
        ) : null}
        {withTrainers ? (
          <Part
            icon={<IconCalendarWeek size={22} color="var(--mantine-color-teal-7)" />}
            title={t('student.whatNext.week')}
          >
            <WeekRow days={weekActivity(stats.data ?? [], new Date())} />
          </Part>
        ) : null}
      </SimpleGrid>
    </Card>
  );
}
