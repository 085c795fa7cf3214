import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconEye, IconHandFinger } from '@tabler/icons-react';
import type { GymnasticsAdvice, GymnasticsToday } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

/** The advice of spec §9 and how many of today's sessions are done, as marks a child counts at a glance. */
export function TodayProgress({ advice, today }: { advice: GymnasticsAdvice; today: GymnasticsToday }) {
  const { t } = useTranslation();
  const done = Math.min(today.count, advice.sessions_per_day);
  return (
    <Card withBorder radius="xl" padding="lg" bg="var(--mantine-color-blue-0)">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" color="blue" aria-hidden>
            <IconEye size={28} />
          </ThemeIcon>
          <ThemeIcon size={48} radius="xl" variant="light" color="orange" aria-hidden>
            <IconHandFinger size={28} />
          </ThemeIcon>
          <Text fw={600}>
            {t('gymnastics.advice', {
              count: advice.sessions_per_day,
              min: advice.minutes_min,
              max: advice.minutes_max,
            })}
          </Text>
        </Group>
        <Stack gap={4} align="center">
          <Group gap={6} aria-hidden>
            {Array.from({ length: advice.sessions_per_day }, (_, index) => (
              <ThemeIcon
                // biome-ignore lint/suspicious/noArrayIndexKey: the marks are the day's sessions in order
                key={index}
                size={32}
                radius="xl"
                color={index < done ? 'teal' : 'gray'}
                variant={index < done ? 'filled' : 'light'}
              >
                <IconCheck size={20} />
              </ThemeIcon>
            ))}
          </Group>
          <Text fw={800} data-testid="gymnastics-today">
            {t('gymnastics.today', { done: today.count, total: advice.sessions_per_day })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
