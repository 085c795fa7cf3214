import { Alert, Box, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import { SUBJECT_LANGUAGES, type Trainer } from '@umka/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ApiError } from '../../lib/api-error.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { useSubjectDataIfAny } from '../../lib/subject-context.ts';
import { TrainerIcon } from '../icons/TrainerIcon.tsx';
import { SettingsForm, type SettingsValues } from './SettingsForm.tsx';
import { readStored, settingsKey, writeStored } from './storage.ts';
import type { AnyTrainerUi, SettingField } from './types.ts';

const valuesSchema = z.record(z.string(), z.unknown());

/** What the form edits: the rules' settings, or what the server builds them from. */
function formOf(ui: AnyTrainerUi): { schema: z.ZodType; defaults: unknown; fields: readonly SettingField[] } {
  return ui.startSettings ?? { schema: ui.rules.settings, defaults: ui.rules.defaults, fields: ui.fields };
}

/**
 * Remembered settings first, then the catalogue row's defaults, then the form's own; each only if
 * still valid. The form's own defaults may leave a choice open (no class picked yet).
 */
function initialSettings(ui: AnyTrainerUi, trainer: Trainer, language: string): SettingsValues {
  const form = formOf(ui);
  for (const candidate of [readStored(settingsKey(trainer.id), valuesSchema), trainer.default_settings]) {
    if (candidate !== null && form.schema.safeParse(candidate).success) return candidate as SettingsValues;
  }
  const languageKey = ui.startSettings?.languageKey;
  return { ...(form.defaults as SettingsValues), ...(languageKey ? { [languageKey]: language } : {}) };
}

/** The server names a refused setting `settings.<key>` on a session and `<key>` on a try-out. */
function fieldErrors(error: ApiError | null, localized: (text: ApiError['message']) => string) {
  const errors: Partial<Record<string, string>> = {};
  for (const field of error?.fields ?? []) {
    errors[field.field.replace(/^settings\./, '')] ??= localized(field.message);
  }
  return errors;
}

/**
 * A rule across settings (letters fill a Schulte table up to 5 × 5) is said under the field it names, in the
 * trainer's own words (`trainers.settings.<component>.rules.<message>`); a number's range the form says itself.
 */
function ruleErrors(
  parsed: ReturnType<z.ZodType['safeParse']>,
  component: string,
  t: (key: string) => string,
): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const [key] = issue.path;
    if (issue.code === 'custom' && typeof key === 'string') {
      errors[key] ??= t(`trainers.settings.${component}.rules.${issue.message}`);
    }
  }
  return errors;
}

interface StartScreenProps {
  ui: AnyTrainerUi;
  trainer: Trainer;
  starting: boolean;
  onStart: (settings: unknown) => void;
  /** Shown under the title: why a teacher's round is not saved. */
  note?: string;
  /** Why the last Start was refused. */
  error?: ApiError | null;
  /** Given, there is no form and Start plays exactly this value, which is not remembered. */
  fixedSettings?: unknown;
  intro?: ReactNode;
  /** Back from a round: the keyboard goes to Start, as the button pressed to get here is gone. */
  focusStart?: boolean;
}

export function StartScreen(props: StartScreenProps) {
  const { ui, trainer, starting, onStart, note, error = null, fixedSettings, intro, focusStart = false } = props;
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const form = formOf(ui);
  const fixed = fixedSettings !== undefined;
  // A subject taught in its own language (English) starts its word games in it; elsewhere the interface's.
  const mainId = useSubjectDataIfAny()?.subject.main_id;
  const language = (mainId !== undefined ? SUBJECT_LANGUAGES[mainId] : undefined) ?? i18n.language;
  const [values, setValues] = useState(() => (fixed ? {} : initialSettings(ui, trainer, language)));
  // A refusal stops showing once the player changes what was refused.
  const [dismissed, setDismissed] = useState<ApiError | null>(null);
  const refusal = error === dismissed ? null : error;
  const parsed = form.schema.safeParse(values);
  const errors = { ...ruleErrors(parsed, trainer.component, t), ...fieldErrors(refusal, localized) };
  const onForm = !fixed && form.fields.some((field) => errors[field.key] !== undefined);
  // A refusal that is not about a field on the form is said above the Start button.
  const general = refusal !== null && !onForm;
  const { StartExtras } = ui;
  const startButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusStart) startButton.current?.focus();
  }, [focusStart]);

  const start = () => {
    if (starting) return;
    if (fixed) {
      onStart(fixedSettings);
      return;
    }
    if (!parsed.success) return;
    writeStored(settingsKey(trainer.id), values);
    onStart(parsed.data);
  };

  return (
    <Card withBorder radius="xl" shadow="sm" p="xl" maw={480} w="100%">
      {/* A form, so Enter in a settings field starts the round as the Start button would. */}
      <Stack
        component="form"
        align="center"
        gap="lg"
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <TrainerIcon icon={trainer.icon} component={trainer.component} size={88} />
        <Title order={1} size="h2" ta="center">
          {localized(trainer.title)}
        </Title>
        {note ? (
          <Text c="dimmed" ta="center" size="sm">
            {note}
          </Text>
        ) : null}
        {intro ? <Box w="100%">{intro}</Box> : null}
        {fixed ? null : (
          <SettingsForm
            component={ui.component}
            fields={form.fields}
            values={values}
            onChange={(next) => {
              setValues(next);
              setDismissed(error);
            }}
            errors={errors}
          />
        )}
        {StartExtras ? <StartExtras /> : null}
        {general ? (
          <Alert color="red" radius="lg" icon={<IconAlertTriangle />} w="100%" role="alert">
            {localized(refusal.message)}
          </Alert>
        ) : null}
        <Button
          ref={startButton}
          type="submit"
          size="xl"
          radius="xl"
          fullWidth
          leftSection={<IconPlayerPlay />}
          loading={starting}
          disabled={!fixed && !parsed.success}
        >
          {t('trainers.shell.start')}
        </Button>
      </Stack>
    </Card>
  );
}
