import type { LocalizedText } from './locale.ts';

/**
 * The pictures drawn in the repo for the speech cards, one file each at /speech-art/<key>.svg (web/public/speech-art),
 * with what the picture shows in each language: the word of its cards, and the name an admin sees in the picker.
 */
export const SPEECH_ART_NAMES = {
  apple: { 'ru-RU': 'яблоко', 'en-US': 'apple', 'uk-UA': 'яблуко' },
  bag: { 'ru-RU': 'сумка', 'en-US': 'bag', 'uk-UA': 'сумка' },
  balloon: { 'ru-RU': 'шар', 'en-US': 'balloon', 'uk-UA': 'кулька' },
  bus: { 'ru-RU': 'автобус', 'en-US': 'bus', 'uk-UA': 'автобус' },
  car: { 'ru-RU': 'машина', 'en-US': 'car', 'uk-UA': 'машина' },
  carrot: { 'ru-RU': 'морковь', 'en-US': 'carrot', 'uk-UA': 'морква' },
  cat: { 'ru-RU': 'кошка', 'en-US': 'cat', 'uk-UA': 'кішка' },
  cherry: { 'ru-RU': 'вишня', 'en-US': 'cherry', 'uk-UA': 'вишня' },
  crab: { 'ru-RU': 'краб', 'en-US': 'crab', 'uk-UA': 'краб' },
  cup: { 'ru-RU': 'чашка', 'en-US': 'cup', 'uk-UA': 'чашка' },
  dog: { 'ru-RU': 'собака', 'en-US': 'dog', 'uk-UA': 'собака' },
  drum: { 'ru-RU': 'барабан', 'en-US': 'drum', 'uk-UA': 'барабан' },
  elephant: { 'ru-RU': 'слон', 'en-US': 'elephant', 'uk-UA': 'слон' },
  fish: { 'ru-RU': 'рыба', 'en-US': 'fish', 'uk-UA': 'риба' },
  hat: { 'ru-RU': 'шапка', 'en-US': 'hat', 'uk-UA': 'шапка' },
  juice: { 'ru-RU': 'сок', 'en-US': 'juice', 'uk-UA': 'сік' },
  lamp: { 'ru-RU': 'лампа', 'en-US': 'lamp', 'uk-UA': 'лампа' },
  leaf: { 'ru-RU': 'лист', 'en-US': 'leaf', 'uk-UA': 'листок' },
  lemon: { 'ru-RU': 'лимон', 'en-US': 'lemon', 'uk-UA': 'лимон' },
  lion: { 'ru-RU': 'лев', 'en-US': 'lion', 'uk-UA': 'лев' },
  mouse: { 'ru-RU': 'мышь', 'en-US': 'mouse', 'uk-UA': 'миша' },
  mushroom: { 'ru-RU': 'гриб', 'en-US': 'mushroom', 'uk-UA': 'гриб' },
  owl: { 'ru-RU': 'сова', 'en-US': 'owl', 'uk-UA': 'сова' },
  'pine-cone': { 'ru-RU': 'шишка', 'en-US': 'pine cone', 'uk-UA': 'шишка' },
  plane: { 'ru-RU': 'самолёт', 'en-US': 'plane', 'uk-UA': 'літак' },
  rabbit: { 'ru-RU': 'кролик', 'en-US': 'rabbit', 'uk-UA': 'кролик' },
  rainbow: { 'ru-RU': 'радуга', 'en-US': 'rainbow', 'uk-UA': 'веселка' },
  ring: { 'ru-RU': 'кольцо', 'en-US': 'ring', 'uk-UA': 'каблучка' },
  robot: { 'ru-RU': 'робот', 'en-US': 'robot', 'uk-UA': 'робот' },
  rocket: { 'ru-RU': 'ракета', 'en-US': 'rocket', 'uk-UA': 'ракета' },
  rose: { 'ru-RU': 'роза', 'en-US': 'rose', 'uk-UA': 'троянда' },
  saw: { 'ru-RU': 'пила', 'en-US': 'saw', 'uk-UA': 'пила' },
  shark: { 'ru-RU': 'акула', 'en-US': 'shark', 'uk-UA': 'акула' },
  sheep: { 'ru-RU': 'овца', 'en-US': 'sheep', 'uk-UA': 'вівця' },
  shell: { 'ru-RU': 'ракушка', 'en-US': 'shell', 'uk-UA': 'мушля' },
  ship: { 'ru-RU': 'корабль', 'en-US': 'ship', 'uk-UA': 'корабель' },
  shirt: { 'ru-RU': 'рубашка', 'en-US': 'shirt', 'uk-UA': 'сорочка' },
  shoe: { 'ru-RU': 'туфля', 'en-US': 'shoe', 'uk-UA': 'туфля' },
  shorts: { 'ru-RU': 'шорты', 'en-US': 'shorts', 'uk-UA': 'шорти' },
  shovel: { 'ru-RU': 'лопата', 'en-US': 'shovel', 'uk-UA': 'лопата' },
  sled: { 'ru-RU': 'санки', 'en-US': 'sled', 'uk-UA': 'санчата' },
  snail: { 'ru-RU': 'улитка', 'en-US': 'snail', 'uk-UA': 'равлик' },
  snowman: { 'ru-RU': 'снеговик', 'en-US': 'snowman', 'uk-UA': 'сніговик' },
  sock: { 'ru-RU': 'носок', 'en-US': 'sock', 'uk-UA': 'шкарпетка' },
  spoon: { 'ru-RU': 'ложка', 'en-US': 'spoon', 'uk-UA': 'ложка' },
  star: { 'ru-RU': 'звезда', 'en-US': 'star', 'uk-UA': 'зірка' },
  sun: { 'ru-RU': 'солнце', 'en-US': 'sun', 'uk-UA': 'сонце' },
  tree: { 'ru-RU': 'дерево', 'en-US': 'tree', 'uk-UA': 'дерево' },
} as const satisfies Record<string, LocalizedText>;

export type SpeechArtKey = keyof typeof SPEECH_ART_NAMES;
export const SPEECH_ART_KEYS = Object.keys(SPEECH_ART_NAMES) as [SpeechArtKey, ...SpeechArtKey[]];

/** Where the web serves a repo picture. */
export const speechArtUrl = (key: SpeechArtKey): string => `/speech-art/${key}.svg`;
