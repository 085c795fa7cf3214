import { describe, expect, it } from 'vitest';
import { COMPONENTS_WITH_UI } from './components.ts';
import { trainerUis } from './registry.ts';

describe('trainer UI registry', () => {
  it('lists as playable exactly the components it has a game for', () => {
    expect([...COMPONENTS_WITH_UI].sort()).toEqual(trainerUis.map((ui) => ui.component).sort());
  });
});
