import type { CrystalCode } from '@umka/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

interface CrystalEntry {
  code: CrystalCode;
  price: number;
  title: { ru: string; en: string; uk: string };
  description: { ru: string; en: string; uk: string };
}

/** The four crystals of docs/ALBUMS.md, in their numbered order (positions 1–4, so ids 1–4 on a fresh database). */
export const CRYSTAL_CATALOGUE: readonly CrystalEntry[] = [
  {
    code: 'legendary',
    price: 10,
    title: { ru: 'Легендарный кристалл', en: 'Legendary crystal', uk: 'Легендарний кристал' },
    description: {
      ru: 'Когда он заряжен, преврати до пяти своих пазлов в легендарные. Только ими можно собрать легендарную картинку.',
      en: 'Once it is charged, turn up to five of your puzzles into legendary ones. Only they can fill a legendary picture.',
      uk: 'Коли він заряджений, перетвори до п’яти своїх пазлів на легендарні. Лише ними можна зібрати легендарну картинку.',
    },
  },
  {
    code: 'luck',
    price: 6,
    title: { ru: 'Кристалл удачи', en: 'Luck crystal', uk: 'Кристал удачі' },
    description: {
      ru: 'Целые сутки случайные пазлы и обмены приносят сначала те кусочки, которых у тебя ещё нет.',
      en: 'For a whole day, random puzzles and exchanges bring the pieces you do not have yet first.',
      uk: 'Цілу добу випадкові пазли та обміни приносять спочатку ті шматочки, яких у тебе ще немає.',
    },
  },
  {
    code: 'trade',
    price: 8,
    title: { ru: 'Кристалл торговца', en: 'Trader crystal', uk: 'Кристал торговця' },
    description: {
      ru: 'Целые сутки ты можешь выставлять свои пазлы и кристаллы на рынок.',
      en: 'For a whole day you can put your puzzles and crystals up for sale on the market.',
      uk: 'Цілу добу ти можеш виставляти свої пазли та кристали на ринок.',
    },
  },
  {
    code: 'bargain',
    price: 6,
    title: { ru: 'Кристалл выгоды', en: 'Bargain crystal', uk: 'Кристал вигоди' },
    description: {
      ru: 'Целые сутки выбранный пазл стоит на 1 лайк дешевле. Вместе с кристаллом удачи каждый набор даёт пазл в подарок!',
      en: 'For a whole day a chosen puzzle costs 1 like less. Together with the luck crystal every pack gives a bonus puzzle!',
      uk: 'Цілу добу обраний пазл коштує на 1 лайк дешевше. Разом із кристалом удачі кожен набір дає пазл у подарунок!',
    },
  },
];

/** Spec §9: random packs of 1, 10 and 20, and one chosen puzzle. */
export const PUZZLE_PRICE_LIST = [
  { kind: 'random', size: 1, price: 1 },
  { kind: 'random', size: 10, price: 8 },
  { kind: 'random', size: 20, price: 15 },
  { kind: 'chosen', size: 1, price: 2 },
] as const;

/** How much charge learning gives every crystal of the subject (docs/ALBUMS.md "Charge"). */
export const CRYSTAL_CHARGE_RULES = [
  { event: 'trainer_round', points: 1 },
  { event: 'homework_accepted', points: 2 },
] as const;

/**
 * The albums' reference data every deployment needs: crystals, the puzzle price list and the charge rules. Rows that
 * exist stay as they are, so what an admin changed is kept.
 */
export async function insertAlbumsCatalogue(db: Kysely<DB>, now: string): Promise<void> {
  await db
    .insertInto('crystals')
    .values(
      CRYSTAL_CATALOGUE.map((entry, index) => ({
        code: entry.code,
        title_ru: entry.title.ru,
        title_en: entry.title.en,
        title_uk: entry.title.uk,
        description_ru: entry.description.ru,
        description_en: entry.description.en,
        description_uk: entry.description.uk,
        image: `/art/crystals/${entry.code}.svg`,
        price: entry.price,
        position: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db
    .insertInto('puzzle_prices')
    .values(PUZZLE_PRICE_LIST.map((entry) => ({ ...entry, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.columns(['kind', 'size']).doNothing())
    .execute();
  await db
    .insertInto('crystal_charge_rules')
    .values(CRYSTAL_CHARGE_RULES.map((entry) => ({ ...entry, created_at: now, updated_at: now })))
    .onConflict((oc) => oc.column('event').doNothing())
    .execute();
}
