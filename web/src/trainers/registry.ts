import { abacusUi } from './abacus/abacusUi.ts';
import { articulationUi } from './articulation/articulationUi.ts';
import { dinoUi } from './dino/dinoUi.ts';
import { equationsUi } from './equations/equationsUi.ts';
import { fillwordUi } from './fillword/fillwordUi.ts';
import { flashAnzanUi } from './flash-anzan/flashAnzanUi.ts';
import { fractionsUi } from './fractions/fractionsUi.ts';
import { graphsUi } from './graphs/graphsUi.ts';
import { labyrinthUi } from './labyrinth/labyrinthUi.ts';
import { memoUi } from './memo/memoUi.ts';
import { mentalTestUi } from './mental-test/mentalTestUi.ts';
import { metronomeUi } from './metronome/metronomeUi.ts';
import { schulteUi } from './schulte/schulteUi.ts';
import type { AnyTrainerUi } from './shell/types.ts';
import { speechCardsUi } from './speech-cards/speechCardsUi.ts';
import { speedReadingUi } from './speed-reading/speedReadingUi.ts';
import { speedTestUi } from './speed-test/speedTestUi.ts';
import { stroopUi } from './stroop/stroopUi.ts';
import { unitConverterUi } from './unit-converter/unitConverterUi.ts';
import { wordProblemUi } from './word-problem/wordProblemUi.ts';
import { wordSearchUi } from './word-search/wordSearchUi.ts';

/** Trainer UIs by catalogue component; a trainer without one here shows "coming soon" instead of a game. */
export const trainerUis: readonly AnyTrainerUi[] = [
  flashAnzanUi,
  abacusUi,
  fractionsUi,
  equationsUi,
  unitConverterUi,
  speedTestUi,
  graphsUi,
  wordProblemUi,
  mentalTestUi,
  schulteUi,
  stroopUi,
  wordSearchUi,
  fillwordUi,
  speedReadingUi,
  memoUi,
  labyrinthUi,
  dinoUi,
  metronomeUi,
  articulationUi,
  speechCardsUi,
];

export function trainerUiFor(component: string): AnyTrainerUi | null {
  return trainerUis.find((ui) => ui.component === component) ?? null;
}
