import { describe, expect, it } from 'vitest';
import { buildTrainer } from '../../trainers/trainers.fixtures.ts';
import type { TrainerDraft } from './homeworkDraft.ts';
import { startingSettings, trainerSettingsErrors } from './trainerSettingsForm.ts';

describe('startingSettings of a homework trainer item', () => {
  it("takes the catalogue's defaults when the trainer's rules accept them, else the rules' own", () => {
    const catalogue = { digits: 2, count: 8, speedMs: 800, operations: 'addSub', allowNegative: true, problems: 4 };
    expect(startingSettings(buildTrainer({ default_settings: catalogue }))).toEqual(catalogue);
    expect(startingSettings(buildTrainer({ default_settings: { digits: 99 } }))).toEqual({
      digits: 1,
      count: 5,
      speedMs: 1000,
      operations: 'add',
      allowNegative: false,
      problems: 5,
    });
  });

  it('sets what a student would choose for a trainer the server fills (word problems)', () => {
    expect(startingSettings(buildTrainer({ component: 'wordProblem' }))).toEqual({ count: 5 });
  });

  it('leaves the settings to the server when there is nothing to set', () => {
    expect(startingSettings(buildTrainer({ component: 'mentalTest' }))).toBeNull();
    expect(startingSettings(buildTrainer({ component: 'noSuchTrainer' }))).toBeNull();
  });
});

describe('trainerSettingsErrors', () => {
  const item = (settings: Record<string, unknown> | null): TrainerDraft => ({
    key: 'k',
    type: 'trainer',
    trainer_id: 1,
    component: 'flashAnzan',
    trainer_title: { 'ru-RU': 'Ментальный счёт', 'en-US': 'Flash', 'uk-UA': 'Ментальний' },
    settings,
    target_rounds: 1,
    min_score: null,
  });
  const good = { digits: 1, count: 5, speedMs: 1000, operations: 'add', allowNegative: false, problems: 5 };

  it("names a setting the start screen would refuse under the server's path, so Save stops there", () => {
    const errors = trainerSettingsErrors([
      { key: 't', type: 'task', text: 'Read', files: [] },
      item({ ...good, count: 60 }),
      item({ ...good, speedMs: '' }),
    ]);
    expect(Object.keys(errors).sort()).toEqual(['items.1.settings.count', 'items.2.settings.speedMs']);
  });

  it('has nothing to say of good settings or of an item played with the trainer defaults', () => {
    expect(trainerSettingsErrors([item(good), item(null)])).toEqual({});
  });
});
