import { CloseButton, Group, Paper, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconEye, IconHandFinger, IconSun } from '@tabler/icons-react';
import { isGymnasticsSubject } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuthSnapshot } from '../../lib/auth-store.ts';
import { useGymnasticsPage } from './gymnastics.queries.ts';
import { dismissReminder, reminderDismissedOn } from './reminderDismissal.ts';

export const GYMNASTICS_PAGE_PATH = '/student/trainers/gymnastics';

/**
 * A gentle word when no gymnastics session was recorded today: one line, never red, with the way there; once closed
 * it stays away for the rest of the day.
 */
function GymnasticsReminder({ userId, day, minutes }: { userId: number; day: string; minutes: number }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => reminderDismissedOn(userId) === day);
  if (dismissed) return null;
  return (
    <Paper
      radius="xl"
      p="sm"
      bg="var(--mantine-color-yellow-0)"
      withBorder
      role="note"
      aria-label={t('gymnastics.reminder.label')}
    >
      <Group gap="sm" wrap="nowrap" align="center">
        <ThemeIcon radius="xl" size={36} color="yellow" variant="light" aria-hidden>
          <IconSun size={22} />
        </ThemeIcon>
        <Text style={{ flex: 1 }}>
          {t('gymnastics.reminder.text', { count: minutes })}{' '}
          <Text component={Link} to={GYMNASTICS_PAGE_PATH} fw={700} c="blue.8" td="underline">
            {t('gymnastics.reminder.go')}
          </Text>
        </Text>
        <CloseButton
          aria-label={t('gymnastics.reminder.dismiss')}
          onClick={() => {
            dismissReminder(userId, day);
            setDismissed(true);
          }}
        />
      </Group>
    </Paper>
  );
}

/** The reminder on the subject's trainers page, when the subject has gymnastics and none was done today. */
export function GymnasticsReminderNote({ subjectMainId }: { subjectMainId: number }) {
  const { user } = useAuthSnapshot();
  const page = useGymnasticsPage(isGymnasticsSubject(subjectMainId) ? subjectMainId : null);
  const data = page.data;
  if (!data || !user || data.today.count > 0) return null;
  return <GymnasticsReminder userId={user.id} day={data.today.day} minutes={data.advice.minutes_min} />;
}

/** The way into the subject's eye and finger gymnastics from its trainers, with today's sessions; none without. */
export function GymnasticsTile({ subjectMainId }: { subjectMainId: number }) {
  const { t } = useTranslation();
  const subjectId = isGymnasticsSubject(subjectMainId) ? subjectMainId : null;
  const page = useGymnasticsPage(subjectId);
  if (subjectId === null) return null;
  const data = page.data;
  return (
    <UnstyledButton component={Link} to={GYMNASTICS_PAGE_PATH}>
      <Paper withBorder radius="xl" shadow="sm" p="md" className="umka-trainer-card">
        <Group gap="md" wrap="nowrap">
          <Group gap={4} wrap="nowrap" aria-hidden>
            <ThemeIcon size={44} radius="xl" variant="light" color="blue">
              <IconEye size={26} />
            </ThemeIcon>
            <ThemeIcon size={44} radius="xl" variant="light" color="orange">
              <IconHandFinger size={26} />
            </ThemeIcon>
          </Group>
          <div style={{ flex: 1 }}>
            <Text fw={800} size="lg">
              {t('gymnastics.title')}
            </Text>
            {data ? (
              <Text size="sm" c="dimmed">
                {t('gymnastics.today', { done: data.today.count, total: data.advice.sessions_per_day })}
              </Text>
            ) : null}
          </div>
          <IconChevronRight size={22} aria-hidden />
        </Group>
      </Paper>
    </UnstyledButton>
  );
}
