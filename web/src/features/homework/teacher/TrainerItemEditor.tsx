import { NumberInput, Select, Stack, Text } from '@mantine/core';
import { HOMEWORK_TARGET_ROUNDS_MAX, type Trainer } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { trainerUiFor } from '../../../trainers/registry.ts';
import { SettingsForm } from '../../../trainers/shell/SettingsForm.tsx';
import { errorsUnder, type TrainerDraft } from './homeworkDraft.ts';
import { settingsFormOf, startingSettings } from './trainerSettingsForm.ts';

interface TrainerItemEditorProps {
  item: TrainerDraft;
  trainers: readonly Trainer[];
  onChange: (item: TrainerDraft) => void;
  /** Errors of this item by the rest of the server's path (`trainer_id`, `settings.count`, `target_rounds`). */
  errors: Partial<Record<string, string>>;
}

export function TrainerItemEditor({ item, trainers, onChange, errors }: TrainerItemEditorProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const ui = trainerUiFor(item.component);
  const fields = ui ? settingsFormOf(ui).fields : [];
  const settingsErrors = errorsUnder(errors, 'settings.');
  // A refusal of the settings as a whole, or of a setting the form does not show, still needs a place.
  const unplacedSettingsError =
    errors.settings ?? Object.entries(settingsErrors).find(([key]) => !fields.some((field) => field.key === key))?.[1];

  const pick = (value: string | null) => {
    const trainer = trainers.find((entry) => String(entry.id) === value);
    if (!trainer) return;
    onChange({
      ...item,
      trainer_id: trainer.id,
      component: trainer.component,
      trainer_title: trainer.title,
      settings: startingSettings(trainer),
    });
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('teacherHomework.item.trainer')}
        data={trainers.map((trainer) => ({ value: String(trainer.id), label: localized(trainer.title) }))}
        value={String(item.trainer_id)}
        onChange={pick}
        searchable
        allowDeselect={false}
        error={errors.trainer_id}
        nothingFoundMessage={t('teacherHomework.item.noTrainers')}
      />
      {ui && item.settings ? (
        <SettingsForm
          component={ui.component}
          fields={fields}
          values={item.settings}
          onChange={(settings) => onChange({ ...item, settings })}
          errors={settingsErrors}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('teacherHomework.item.defaultSettings')}
        </Text>
      )}
      {unplacedSettingsError ? (
        <Text size="sm" c="red" role="alert">
          {unplacedSettingsError}
        </Text>
      ) : null}
      <NumberInput
        label={t('teacherHomework.item.targetRounds')}
        description={t('teacherHomework.item.targetRoundsHint')}
        min={1}
        max={HOMEWORK_TARGET_ROUNDS_MAX}
        allowDecimal={false}
        value={item.target_rounds}
        onChange={(value) => onChange({ ...item, target_rounds: typeof value === 'number' ? value : 1 })}
        error={errors.target_rounds}
      />
      <NumberInput
        label={t('teacherHomework.item.minScore')}
        description={t('teacherHomework.item.minScoreHint')}
        min={0}
        value={item.min_score ?? ''}
        onChange={(value) => onChange({ ...item, min_score: typeof value === 'number' ? value : null })}
        error={errors.min_score}
      />
    </Stack>
  );
}
