import { type Locale, SPEECH_ART_NAMES, type SpeechArtKey, type SpeechSound } from '@umka/contracts';

/**
 * Which of the trained sounds each repo picture's word (SPEECH_ART_NAMES) carries in each language clearly enough to
 * practise: at the start or in the middle of the word, not swallowed (the Л of «солнце», the R after a vowel in "car"
 * and "star") nor hidden in a spelling ("juice" is S, "shorts" is not). A picture whose word carries none of them in a
 * language is left out of that language's cards.
 */
export const SPEECH_ART_SOUNDS: Readonly<Record<SpeechArtKey, Partial<Record<Locale, readonly SpeechSound[]>>>> = {
  fish: { 'ru-RU': ['r'], 'uk-UA': ['r'], 'en-US': ['sh'] },
  rocket: { 'ru-RU': ['r'], 'uk-UA': ['r'], 'en-US': ['r'] },
  crab: { 'ru-RU': ['r'], 'uk-UA': ['r'], 'en-US': ['r'] },
  rose: { 'ru-RU': ['r'], 'uk-UA': ['r'], 'en-US': ['r'] },
  rabbit: { 'ru-RU': ['r', 'l'], 'uk-UA': ['r', 'l'], 'en-US': ['r'] },
  drum: { 'ru-RU': ['r'], 'uk-UA': ['r'], 'en-US': ['r'] },
  robot: { 'ru-RU': ['r'], 'uk-UA': ['r'], 'en-US': ['r'] },
  carrot: { 'ru-RU': ['r'], 'uk-UA': ['r'], 'en-US': ['r'] },
  ring: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['r'] },
  rainbow: { 'ru-RU': ['r'], 'uk-UA': ['s', 'l'], 'en-US': ['r'] },
  tree: { 'ru-RU': ['r'], 'uk-UA': ['r'], 'en-US': ['r'] },
  mushroom: { 'ru-RU': ['r'], 'uk-UA': ['r'], 'en-US': ['sh', 'r'] },
  ship: { 'ru-RU': ['r', 'l'], 'uk-UA': ['r', 'l'], 'en-US': ['sh'] },
  shell: { 'ru-RU': ['r', 'sh'], 'uk-UA': ['sh', 'l'], 'en-US': ['sh', 'l'] },
  shark: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['sh'] },
  balloon: { 'ru-RU': ['sh', 'r'], 'uk-UA': ['l'], 'en-US': ['l'] },
  hat: { 'ru-RU': ['sh'], 'uk-UA': ['sh'] },
  'pine-cone': { 'ru-RU': ['sh'], 'uk-UA': ['sh'] },
  mouse: { 'ru-RU': ['sh'], 'uk-UA': ['sh'], 'en-US': ['s'] },
  car: { 'ru-RU': ['sh'], 'uk-UA': ['sh'] },
  cat: { 'ru-RU': ['sh'], 'uk-UA': ['sh'] },
  sheep: { 'en-US': ['sh'] },
  shoe: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['sh'] },
  shovel: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['sh', 'l'] },
  cup: { 'ru-RU': ['sh'], 'uk-UA': ['sh'] },
  cherry: { 'ru-RU': ['sh'], 'uk-UA': ['sh'], 'en-US': ['r'] },
  shirt: { 'ru-RU': ['r', 'sh'], 'uk-UA': ['s', 'r'], 'en-US': ['sh'] },
  shorts: { 'ru-RU': ['sh', 'r'], 'uk-UA': ['sh', 'r'], 'en-US': ['sh'] },
  sun: { 'ru-RU': ['s'], 'uk-UA': ['s'], 'en-US': ['s'] },
  lamp: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['l'] },
  lemon: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['l'] },
  leaf: { 'ru-RU': ['l', 's'], 'uk-UA': ['l', 's'], 'en-US': ['l'] },
  spoon: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['s'] },
  elephant: { 'ru-RU': ['s', 'l'], 'uk-UA': ['s', 'l'], 'en-US': ['l'] },
  lion: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['l'] },
  apple: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['l'] },
  owl: { 'ru-RU': ['s'], 'uk-UA': ['s'], 'en-US': ['l'] },
  sock: { 'ru-RU': ['s'], 'uk-UA': ['sh', 'r'], 'en-US': ['s'] },
  bag: { 'ru-RU': ['s'], 'uk-UA': ['s'] },
  dog: { 'ru-RU': ['s'], 'uk-UA': ['s'] },
  sled: { 'ru-RU': ['s'], 'uk-UA': ['s'], 'en-US': ['s', 'l'] },
  bus: { 'ru-RU': ['s'], 'uk-UA': ['s'], 'en-US': ['s'] },
  juice: { 'ru-RU': ['s'], 'uk-UA': ['s'], 'en-US': ['s'] },
  snowman: { 'ru-RU': ['s'], 'uk-UA': ['s'], 'en-US': ['s'] },
  plane: { 'ru-RU': ['s', 'l'], 'uk-UA': ['l'], 'en-US': ['l'] },
  snail: { 'ru-RU': ['l'], 'uk-UA': ['r', 'l'], 'en-US': ['s', 'l'] },
  saw: { 'ru-RU': ['l'], 'uk-UA': ['l'], 'en-US': ['s'] },
  star: { 'uk-UA': ['r'], 'en-US': ['s'] },
};

export interface SpeechArtCard {
  sound: SpeechSound;
  word: string;
  art_key: SpeechArtKey;
}

/** A language's cards from the repo pictures, in the order above: one per picture and sound its word carries. */
export function speechArtCards(locale: Locale): SpeechArtCard[] {
  return (
    Object.entries(SPEECH_ART_SOUNDS) as [SpeechArtKey, Partial<Record<Locale, readonly SpeechSound[]>>][]
  ).flatMap(([key, sounds]) =>
    (sounds[locale] ?? []).map((sound) => ({ sound, word: SPEECH_ART_NAMES[key][locale], art_key: key })),
  );
}
