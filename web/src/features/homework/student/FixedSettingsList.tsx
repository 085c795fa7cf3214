import { List, Stack, Text } from '@mantine/core';
import type { HomeworkTrainerItem } from '@umka/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AnyTrainerUi, SettingField } from '../../../trainers/shell/types.ts';

/** A setting's value in the words the start screen's form uses for it; null when the settings lack it. */
function valueText(t: TFunction, component: string, field: SettingField, value: unknown): string | null {
  const prefix = `trainers.settings.${component}.${field.key}`;
  if (value === undefined || value === null) return null;
  switch (field.kind) {
    case 'number':
      return String(value);
    case 'numberSelect':
      return t(`${prefix}Option`, { value });
    case 'select':
      return t(`${prefix}Options.${String(value)}`);
    case 'multiselect':
      return Array.isArray(value) ? value.map((option) => t(`${prefix}Options.${String(option)}`)).join(', ') : null;
    case 'switch':
      return value === true ? t('studentHomework.trainer.on') : t('studentHomework.trainer.off');
  }
}

interface FixedSettingsListProps {
  ui: AnyTrainerUi;
  item: HomeworkTrainerItem;
  /** The catalogue's defaults, played when the teacher left the settings to the trainer. */
  defaults: unknown;
}

/** The start screen's intro: the teacher's settings, read-only, and what counts toward the target. */
export function FixedSettingsList({ ui, item, defaults }: FixedSettingsListProps) {
  const { t } = useTranslation();
  const form = ui.startSettings ?? { fields: ui.fields, defaults: ui.rules.defaults };
  const source = item.settings ?? defaults ?? form.defaults;
  const settings = typeof source === 'object' && source !== null ? (source as Record<string, unknown>) : {};
  const rows = form.fields.flatMap((field) => {
    const text = valueText(t, ui.component, field, settings[field.key]);
    return text === null ? [] : [{ key: field.key, label: t(`trainers.settings.${ui.component}.${field.key}`), text }];
  });

  return (
    <Stack gap="xs">
      <Text fw={700} ta="center">
        {t('studentHomework.trainer.target', { count: item.target_rounds })}
      </Text>
      {item.min_score !== null ? (
        <Text size="sm" c="dimmed" ta="center">
          {t('studentHomework.item.minScore', { score: item.min_score })}
        </Text>
      ) : null}
      {rows.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('studentHomework.trainer.settingsTitle')}
          </Text>
          <List size="sm" spacing={2} aria-label={t('studentHomework.trainer.settingsTitle')}>
            {rows.map((row) => (
              <List.Item key={row.key}>
                {t('studentHomework.trainer.setting', { label: row.label, value: row.text })}
              </List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Stack>
  );
}
