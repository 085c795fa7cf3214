import { abacusRules } from './abacus/abacus.ts';
import { articulationRules } from './articulation/articulation.ts';
import { dinoRules } from './dino/dino.ts';
import { equationsRules } from './equations/equations.ts';
import { fillwordRules } from './fillword/fillword.ts';
import { flashAnzanRules } from './flash-anzan/flash-anzan.ts';
import { fractionsRules } from './fractions/fractions.ts';
import { graphsRules } from './graphs/graphs.ts';
import { labyrinthRules } from './labyrinth/labyrinth.ts';
import { memoRules } from './memo/memo.ts';
import { mentalTestRules } from './mental-test/mental-test.ts';
import { metronomeRules } from './metronome/metronome.ts';
import { picnicSingleRules } from './online/picnic/picnic-single-rules.ts';
import { schulteRules } from './schulte/schulte.ts';
import { speechCardsRules } from './speech-cards/speech-cards.ts';
import { speedReadingRules } from './speed-reading/speed-reading.ts';
import { speedTestRules } from './speed-test/speed-test.ts';
import { stroopRules } from './stroop/stroop.ts';
import type { AnyTrainerRules } from './trainer.ts';
import { unitConverterRules } from './unit-converter/unit-converter.ts';
import { wordProblemRules } from './word-problem/word-problem.ts';
import { wordSearchRules } from './word-search/word-search.ts';

const all: AnyTrainerRules[] = [
  flashAnzanRules,
  abacusRules,
  equationsRules,
  fractionsRules,
  unitConverterRules,
  speedTestRules,
  graphsRules,
  wordProblemRules,
  mentalTestRules,
  schulteRules,
  stroopRules,
  wordSearchRules,
  fillwordRules,
  speedReadingRules,
  memoRules,
  labyrinthRules,
  dinoRules,
  metronomeRules,
  articulationRules,
  speechCardsRules,
  picnicSingleRules,
];

/** Every trainer's rules keyed by its catalogue component (`trainers.component`). */
export const trainerRules: Readonly<Record<string, AnyTrainerRules>> = Object.freeze(
  Object.fromEntries(all.map((rules) => [rules.component, rules])),
);

export function rulesFor(component: string): AnyTrainerRules | null {
  return Object.hasOwn(trainerRules, component) ? (trainerRules[component] ?? null) : null;
}
