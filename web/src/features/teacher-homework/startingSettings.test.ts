import { describe, expect, it, vi } from 'vitest';
import { buildTrainer } from '../trainers/trainers.fixtures.ts';
import { startingSettings } from './TrainerItemEditor.tsx';

vi.mock('../../lib/api.ts', () => ({ api: {}, silentApi: {} }));

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
