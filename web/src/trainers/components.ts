/**
 * Catalogue components (`trainers.component`) that have a game in this app. Kept apart from registry.ts,
 * which holds the games themselves, so a page that only asks "is it playable?" (the student home's
 * suggestion) does not download every trainer; registry.test.ts keeps the two lists equal.
 */
export const COMPONENTS_WITH_UI: ReadonlySet<string> = new Set([
  'flashAnzan',
  'abacus',
  'fractions',
  'equations',
  'unitConverter',
  'speedTest',
  'graphs',
  'wordProblem',
  'mentalTest',
  'schulte',
  'stroop',
  'wordSearch',
  'fillword',
  'speedReading',
  'memo',
  'labyrinth',
  'dino',
  'metronome',
  'articulation',
  'speechCards',
]);

export function hasTrainerUi(component: string): boolean {
  return COMPONENTS_WITH_UI.has(component);
}
