import type { ItShopArtKey, ItShopKind } from '@umka/contracts';
import type { Kysely } from 'kysely';
import { applyItPointsChange } from '../../modules/it-points/it-points.repo.ts';
import type { DB } from '../schema.ts';

interface DemoGood {
  key: ItShopArtKey;
  kind: ItShopKind;
  price: number;
  stock: number | null;
  title: [ru: string, en: string, uk: string];
  description: [ru: string, en: string, uk: string];
}

/** The IT points shop's goods: things drawn in web/public/it-shop-art, and two prizes a teacher hands over. */
const GOODS: readonly DemoGood[] = [
  {
    key: 'rocket',
    kind: 'sticker',
    price: 10,
    stock: null,
    title: ['Ракета', 'Rocket', 'Ракета'],
    description: [
      'Для тех, кто запускает код с первого раза',
      'For those whose code runs first time',
      'Для тих, чий код запускається з першого разу',
    ],
  },
  {
    key: 'robot',
    kind: 'sticker',
    price: 10,
    stock: null,
    title: ['Робот Бип', 'Beep the robot', 'Робот Біп'],
    description: ['Он любит циклы и батарейки', 'He loves loops and batteries', 'Він любить цикли й батарейки'],
  },
  {
    key: 'bug',
    kind: 'sticker',
    price: 8,
    stock: null,
    title: ['Пойманный баг', 'A caught bug', 'Спійманий баг'],
    description: [
      'Каждый найденный баг — маленькая победа',
      'Every bug found is a small win',
      'Кожен знайдений баг — маленька перемога',
    ],
  },
  {
    key: 'terminal',
    kind: 'sticker',
    price: 12,
    stock: null,
    title: ['Терминал', 'Terminal', 'Термінал'],
    description: ['Чёрный экран, который слушается', 'The black screen that obeys', 'Чорний екран, що слухається'],
  },
  {
    key: 'frame-code',
    kind: 'frame',
    price: 25,
    stock: null,
    title: ['Рамка «Код»', '“Code” frame', 'Рамка «Код»'],
    description: ['Фигурные скобки вокруг аватара', 'Curly braces around your avatar', 'Фігурні дужки навколо аватара'],
  },
  {
    key: 'frame-pixel',
    kind: 'frame',
    price: 25,
    stock: null,
    title: ['Пиксельная рамка', 'Pixel frame', 'Піксельна рамка'],
    description: ['Как в старых играх', 'Like in the old games', 'Як у старих іграх'],
  },
  {
    key: 'badge-python',
    kind: 'badge',
    price: 40,
    stock: null,
    title: ['Значок «Питонист»', '“Pythonista” badge', 'Значок «Пайтоніст»'],
    description: ['Для знатоков Python', 'For Python experts', 'Для знавців Python'],
  },
  {
    key: 'badge-debugger',
    kind: 'badge',
    price: 40,
    stock: null,
    title: ['Значок «Отладчик»', '“Debugger” badge', 'Значок «Налагоджувач»'],
    description: ['Для тех, кто находит ошибки', 'For those who find the mistakes', 'Для тих, хто знаходить помилки'],
  },
  {
    key: 'book',
    kind: 'prize',
    price: 30,
    stock: 5,
    title: ['Книга о программировании', 'A book on programming', 'Книжка про програмування'],
    description: [
      'Настоящая книга: её вручит учитель',
      'A real book: your teacher hands it over',
      'Справжня книжка: її вручить учитель',
    ],
  },
  {
    key: 'gift',
    kind: 'prize',
    price: 60,
    stock: 3,
    title: ['Сюрприз от школы', 'A surprise from the school', 'Сюрприз від школи'],
    description: [
      'Что внутри — узнаешь у учителя',
      'Ask your teacher what is inside',
      'Що всередині — дізнаєшся в учителя',
    ],
  },
];

/** Миша's IT points as the documented demo has them: 60 earned, a sticker bought, a book waiting for his teacher. */
const MISHA = { email: 'student@example.com', earned: 60, bought: ['rocket', 'book'] as const };

export async function insertDemoItShop(trx: Kysely<DB>, studentIds: ReadonlyMap<string, number>, now: string) {
  const ids = new Map<ItShopArtKey, { id: number; price: number; kind: ItShopKind }>();
  for (const [position, good] of GOODS.entries()) {
    const row = await trx
      .insertInto('it_shop_items')
      .values({
        title_ru: good.title[0],
        title_en: good.title[1],
        title_uk: good.title[2],
        description_ru: good.description[0],
        description_en: good.description[1],
        description_uk: good.description[2],
        kind: good.kind,
        art_key: good.key,
        price: good.price,
        stock: good.stock,
        is_active: true,
        position: position + 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(good.key, { id: row.id, price: good.price, kind: good.kind });
  }

  const studentId = studentIds.get(MISHA.email);
  if (studentId === undefined) throw new Error('the demo IT shop needs the demo student');
  await applyItPointsChange(trx, { studentId, delta: MISHA.earned, reason: 'seed' }, now);
  for (const key of MISHA.bought) {
    const good = ids.get(key);
    if (!good) throw new Error(`no demo good ${key}`);
    await applyItPointsChange(
      trx,
      { studentId, delta: -good.price, reason: 'it_shop_purchase', refType: 'it_shop_item', refId: good.id },
      now,
    );
    if (good.kind === 'prize') {
      await trx
        .updateTable('it_shop_items')
        .set((eb) => ({ stock: eb('stock', '-', 1) }))
        .where('id', '=', good.id)
        .execute();
    }
    await trx
      .insertInto('it_shop_purchases')
      .values({
        student_id: studentId,
        item_id: good.id,
        price: good.price,
        status: good.kind === 'prize' ? 'awaiting' : 'owned',
        created_at: now,
      })
      .execute();
  }
}
