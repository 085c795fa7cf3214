import { Chip, Group, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingField } from './types.ts';

export type SettingsValues = Record<string, unknown>;

interface SettingsFormProps {
  component: string;
  fields: readonly SettingField[];
  values: SettingsValues;
  onChange: (values: SettingsValues) => void;
}

/** The start screen's form, built from the fields a trainer UI declares; labels live under trainers.settings.<component>. */
export function SettingsForm({ component, fields, values, onChange }: SettingsFormProps) {
  const { t } = useTranslation();
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });

  return (
    <Stack gap="md" w="100%">
      {fields.map((field) => {
        const label = t(`trainers.settings.${component}.${field.key}`);
        const value = values[field.key];
        if (field.kind === 'number') {
          return (
            <NumberInput
              key={field.key}
              label={label}
              min={field.min}
              max={field.max}
              step={field.step ?? 1}
              clampBehavior="strict"
              allowDecimal={false}
              value={typeof value === 'number' ? value : ''}
              onChange={(next) => set(field.key, typeof next === 'number' ? next : field.min)}
              size="md"
            />
          );
        }
        if (field.kind === 'select') {
          return (
            <Stack key={field.key} gap={4}>
              <Text size="sm" fw={500}>
                {label}
              </Text>
              {/* Chips wrap on a narrow phone where a segmented control would cut its labels. */}
              <Chip.Group
                value={typeof value === 'string' ? value : (field.options[0] ?? '')}
                onChange={(next) => set(field.key, next)}
              >
                <Group gap="xs" role="radiogroup" aria-label={label}>
                  {field.options.map((option) => (
                    <Chip key={option} value={option} size="md" radius="xl">
                      {t(`trainers.settings.${component}.${field.key}Options.${option}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          );
        }
        return (
          <Switch
            key={field.key}
            label={label}
            size="md"
            checked={value === true}
            onChange={(event) => set(field.key, event.currentTarget.checked)}
          />
        );
      })}
    </Stack>
  );
}
