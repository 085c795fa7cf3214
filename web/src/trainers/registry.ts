import { abacusUi } from './abacus/abacusUi.ts';
import { equationsUi } from './equations/equationsUi.ts';
import { flashAnzanUi } from './flash-anzan/flashAnzanUi.ts';
import { fractionsUi } from './fractions/fractionsUi.ts';
import type { AnyTrainerUi } from './shell/types.ts';
import { unitConverterUi } from './unit-converter/unitConverterUi.ts';

/** Trainer UIs by catalogue component; a trainer without one here shows "coming soon" instead of a game. */
const uis: readonly AnyTrainerUi[] = [flashAnzanUi, abacusUi, fractionsUi, equationsUi, unitConverterUi];

export function trainerUiFor(component: string): AnyTrainerUi | null {
  return uis.find((ui) => ui.component === component) ?? null;
}
