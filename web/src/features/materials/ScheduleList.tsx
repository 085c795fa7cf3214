import { List, Text } from '@mantine/core';
import type { ScheduleSlot } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { weekdayName } from './weekday.ts';

/** The weekly timetable as read-only lines: "Monday, 16:00 · 45 min". */
export function ScheduleList({ slots }: { slots: readonly ScheduleSlot[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (slots.length === 0) return <Text c="dimmed">{t('materials.schedule.empty')}</Text>;
  return (
    <List spacing={4}>
      {slots.map((slot) => (
        <List.Item key={`${slot.weekday}-${slot.starts_at}-${slot.duration_minutes}`}>
          {t('materials.schedule.line', {
            weekday: weekdayName(slot.weekday, locale),
            time: slot.starts_at,
            minutes: slot.duration_minutes,
          })}
        </List.Item>
      ))}
    </List>
  );
}
