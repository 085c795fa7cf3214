import type { AnyTrainerRules } from '@umka/games';

export type { AnyTrainerRules };

/** The rules of a catalogue component, or null when this build has none for it (`rulesFor` of @umka/games). */
export type RulesLookup = (component: string) => AnyTrainerRules | null;
