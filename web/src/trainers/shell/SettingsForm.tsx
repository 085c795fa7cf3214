import { Chip, Group, NativeSelect, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingField } from './types.ts';

export type SettingsValues = Record<string, unknown>;

interface SettingsFormProps {
  component: string;
  fields: readonly SettingField[];
  values: SettingsValues;
  onChange: (values: SettingsValues) => void;
  /** Texts to show under fields, by field key (the server refused what was chosen). */
  errors?: Partial<Record<string, string>>;
}

function FieldError({ text }: { text: string | undefined }) {
  return text ? (
    <Text size="sm" c="red" role="alert">
      {text}
    </Text>
  ) : null;
}

function inRange(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** The start screen's form, built from the fields a trainer UI declares; labels live under trainers.settings.<component>. */
export function SettingsForm({ component, fields, values, onChange, errors = {} }: SettingsFormProps) {
  const { t } = useTranslation();
  // A number is judged once the player leaves its field: on the way to 500 it is 5, below the minimum.
  const [editing, setEditing] = useState<string | null>(null);
  const set = (key: string, value: unknown) => onChange({ ...values, [key]: value });

  return (
    <Stack gap="md" w="100%">
      {fields.map((field) => {
        const label = t(`trainers.settings.${component}.${field.key}`);
        const value = values[field.key];
        const error = errors[field.key];
        if (field.kind === 'number') {
          const outOfRange = editing !== field.key && !inRange(value, field.min, field.max);
          return (
            <NumberInput
              key={field.key}
              label={label}
              min={field.min}
              max={field.max}
              step={field.step ?? 1}
              // What was typed stays as typed, even out of range, so the player sees and mends it.
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={field.min < 0}
              value={typeof value === 'number' || typeof value === 'string' ? value : ''}
              onChange={(next) => set(field.key, next)}
              onFocus={() => setEditing(field.key)}
              onBlur={() => setEditing(null)}
              size="md"
              error={outOfRange ? t('trainers.shell.numberRange', { min: field.min, max: field.max }) : error}
            />
          );
        }
        if (field.kind === 'numberSelect') {
          return (
            <NativeSelect
              key={field.key}
              label={label}
              size="md"
              value={typeof value === 'number' ? String(value) : ''}
              onChange={(event) => {
                const next = Number(event.currentTarget.value);
                set(field.key, event.currentTarget.value === '' || Number.isNaN(next) ? undefined : next);
              }}
              data={[
                { value: '', label: t('trainers.shell.choose'), disabled: true },
                ...field.options.map((option) => ({
                  value: String(option),
                  label: t(`trainers.settings.${component}.${field.key}Option`, { value: option }),
                })),
              ]}
              error={error}
            />
          );
        }
        if (field.kind === 'select' || field.kind === 'multiselect') {
          const optionLabel = (option: string) => t(`trainers.settings.${component}.${field.key}Options.${option}`);
          return (
            <Stack key={field.key} gap={4}>
              <Text size="sm" fw={500}>
                {label}
              </Text>
              {/* Chips wrap on a narrow phone where a segmented control would cut its labels. */}
              {field.kind === 'select' ? (
                <Chip.Group
                  value={typeof value === 'string' ? value : (field.options[0] ?? '')}
                  onChange={(next) => set(field.key, next)}
                >
                  <Group gap="xs" role="radiogroup" aria-label={label}>
                    {field.options.map((option) => (
                      <Chip key={option} value={option} size="md" radius="xl">
                        {optionLabel(option)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              ) : (
                <Chip.Group
                  multiple
                  value={Array.isArray(value) ? value.map(String) : []}
                  onChange={(next) => {
                    // The last option stays on: a round needs at least one of them.
                    const chosen = field.options.filter((option) => next.includes(option));
                    if (chosen.length > 0) set(field.key, chosen);
                  }}
                >
                  <Group gap="xs" role="group" aria-label={label}>
                    {field.options.map((option) => (
                      <Chip key={option} value={option} size="md" radius="xl">
                        {optionLabel(option)}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              )}
              <FieldError text={error} />
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
            error={error}
          />
        );
      })}
    </Stack>
  );
}
