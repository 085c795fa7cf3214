import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { Trainer } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useLocalized } from '../../lib/i18n.ts';
import { TrainerIcon } from '../icons/TrainerIcon.tsx';
import { SettingsForm, type SettingsValues } from './SettingsForm.tsx';
import { readStored, settingsKey, writeStored } from './storage.ts';
import type { AnyTrainerUi } from './types.ts';

const valuesSchema = z.record(z.string(), z.unknown());

/** Remembered settings first, then the catalogue row's defaults, then the rules' own; each only if still valid. */
function initialSettings(ui: AnyTrainerUi, trainer: Trainer): SettingsValues {
  for (const candidate of [readStored(settingsKey(trainer.id), valuesSchema), trainer.default_settings]) {
    if (candidate !== null && ui.rules.settings.safeParse(candidate).success) return candidate as SettingsValues;
  }
  return ui.rules.defaults as SettingsValues;
}

interface StartScreenProps {
  ui: AnyTrainerUi;
  trainer: Trainer;
  starting: boolean;
  onStart: (settings: unknown) => void;
  /** Shown under the title: why a teacher's round is not saved. */
  note?: string;
}

export function StartScreen({ ui, trainer, starting, onStart, note }: StartScreenProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [values, setValues] = useState(() => initialSettings(ui, trainer));
  const parsed = ui.rules.settings.safeParse(values);
  const { StartExtras } = ui;

  const start = () => {
    if (!parsed.success) return;
    writeStored(settingsKey(trainer.id), values);
    onStart(parsed.data);
  };

  return (
    <Card withBorder radius="xl" shadow="sm" p="xl" maw={480} w="100%">
      <Stack align="center" gap="lg">
        <TrainerIcon icon={trainer.icon} component={trainer.component} size={88} />
        <Title order={1} size="h2" ta="center">
          {localized(trainer.title)}
        </Title>
        {note ? (
          <Text c="dimmed" ta="center" size="sm">
            {note}
          </Text>
        ) : null}
        <SettingsForm component={ui.component} fields={ui.fields} values={values} onChange={setValues} />
        {StartExtras ? <StartExtras /> : null}
        <Button
          size="xl"
          radius="xl"
          fullWidth
          leftSection={<IconPlayerPlay />}
          onClick={start}
          loading={starting}
          disabled={!parsed.success}
        >
          {t('trainers.shell.start')}
        </Button>
      </Stack>
    </Card>
  );
}
