import { errorMessage, isErrorCode, type LocalizedText, type Trainer } from '@umka/contracts';
import type { ZodType } from 'zod';
import { trainerUiFor } from '../../../trainers/registry.ts';
import type { AnyTrainerUi, SettingField } from '../../../trainers/shell/types.ts';
import type { ItemDraft } from './homeworkDraft.ts';

/**
 * What the teacher sets is what a student would choose on the start screen: the rules' settings, or for a
 * trainer whose server fills the round (word problems) the choice it fills them from.
 */
export function settingsFormOf(ui: AnyTrainerUi): {
  schema: ZodType;
  defaults: unknown;
  fields: readonly SettingField[];
} {
  return ui.startSettings ?? { schema: ui.rules.settings, defaults: ui.rules.defaults, fields: ui.fields };
}

/**
 * The catalogue row's defaults when the form accepts them, else the form's own. Null when there is nothing
 * to set: the server then plays the trainer's defaults.
 */
export function startingSettings(trainer: Trainer): Record<string, unknown> | null {
  const ui = trainerUiFor(trainer.component);
  if (!ui) return null;
  const form = settingsFormOf(ui);
  if (form.fields.length === 0) return null;
  const fromCatalogue = form.schema.safeParse(trainer.default_settings);
  const settings = fromCatalogue.success ? fromCatalogue.data : form.defaults;
  return typeof settings === 'object' && settings !== null ? { ...(settings as Record<string, unknown>) } : {};
}

/**
 * The settings of each trainer item the form cannot save, under the server's paths (`items.2.settings.count`),
 * so Save stops at a value the start screen would refuse instead of sending it.
 */
export function trainerSettingsErrors(items: readonly ItemDraft[]): Record<string, LocalizedText> {
  const errors: Record<string, LocalizedText> = {};
  items.forEach((item, index) => {
    if (item.type !== 'trainer' || item.settings === null) return;
    const ui = trainerUiFor(item.component);
    if (!ui) return;
    for (const issue of settingsFormOf(ui).schema.safeParse(item.settings).error?.issues ?? []) {
      errors[`items.${index}.settings.${issue.path.join('.')}`] ??= errorMessage(
        isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID',
      );
    }
  });
  return errors;
}
