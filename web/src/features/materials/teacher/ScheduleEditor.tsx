import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  LESSON_MINUTES_MAX,
  LESSON_MINUTES_MIN,
  SCHEDULE_SLOTS_MAX,
  type ScheduleSlot,
  scheduleBodySchema,
} from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocale, useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useSaveSchedule } from '../materials.queries.ts';
import { WEEKDAYS, weekdayName } from '../weekday.ts';

interface DraftSlot {
  key: number;
  weekday: string;
  starts_at: string;
  duration: number | string;
}

let nextKey = 0;
const draftOf = (slot: ScheduleSlot): DraftSlot => ({
  key: nextKey++,
  weekday: String(slot.weekday),
  starts_at: slot.starts_at,
  duration: slot.duration_minutes,
});

/** The class's weekly lessons, edited as rows and saved as a whole. */
export function ScheduleEditor({ classId, slots }: { classId: number; slots: readonly ScheduleSlot[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const localized = useLocalized();
  const save = useSaveSchedule(classId);
  const [rows, setRows] = useState<DraftSlot[]>(() => slots.map(draftOf));
  const [invalidRows, setInvalidRows] = useState<ReadonlySet<number>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const weekdays = WEEKDAYS.map((day) => ({ value: String(day), label: weekdayName(day, locale) }));

  const patch = (key: number, change: Partial<DraftSlot>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = () => {
    const body = {
      slots: rows.map((row) => ({
        weekday: Number(row.weekday),
        starts_at: row.starts_at,
        duration_minutes: typeof row.duration === 'number' ? row.duration : Number.NaN,
      })),
    };
    const parsed = scheduleBodySchema.safeParse(body);
    if (!parsed.success) {
      setInvalidRows(new Set(parsed.error.issues.map((issue) => Number(issue.path[1]))));
      setError(t('materials.schedule.invalid'));
      return;
    }
    setInvalidRows(new Set());
    setError(null);
    save.mutate(parsed.data.slots, {
      onSuccess: (saved) => {
        setRows(saved.map(draftOf));
        notifySuccess(t('materials.schedule.saved'));
      },
      onError: (cause) => setError(isApiError(cause) ? localized(cause.message) : t('materials.schedule.invalid')),
    });
  };

  return (
    <Stack gap="sm">
      {rows.length === 0 ? <Text c="dimmed">{t('materials.schedule.empty')}</Text> : null}
      {rows.map((row, index) => {
        const number = index + 1;
        const invalid = invalidRows.has(index);
        return (
          <Group key={row.key} gap="xs" align="flex-end" wrap="wrap">
            <Select
              label={t('materials.schedule.weekday', { number })}
              data={weekdays}
              value={row.weekday}
              onChange={(value) => patch(row.key, { weekday: value ?? row.weekday })}
              allowDeselect={false}
              error={invalid}
              w={170}
            />
            <TextInput
              label={t('materials.schedule.start', { number })}
              type="time"
              value={row.starts_at}
              onChange={(event) => patch(row.key, { starts_at: event.currentTarget.value })}
              error={invalid}
              w={120}
            />
            <NumberInput
              label={t('materials.schedule.duration', { number })}
              value={row.duration}
              min={LESSON_MINUTES_MIN}
              max={LESSON_MINUTES_MAX}
              allowDecimal={false}
              onChange={(value) => patch(row.key, { duration: value })}
              error={invalid}
              w={140}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('materials.schedule.remove', { number })}
              onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        );
      })}
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={rows.length >= SCHEDULE_SLOTS_MAX}
          onClick={() =>
            setRows((current) => [...current, draftOf({ weekday: 1, starts_at: '16:00', duration_minutes: 45 })])
          }
        >
          {t('materials.schedule.add')}
        </Button>
        <Button onClick={submit} loading={save.isPending}>
          {t('materials.schedule.save')}
        </Button>
      </Group>
    </Stack>
  );
}
