import { type Kysely, sql } from 'kysely';
import { dialectTypes, withId, withTimestamps } from '../migration-helpers.ts';

type Feature = 'home' | 'trainers' | 'shop' | 'albums' | 'market' | 'online' | 'world' | 'ratings' | null;

type Texts = [ru: string, en: string, uk: string];

/** Each topic's title and its written explanation, which the guide shows with or without a video. */
const TOPICS: Record<Exclude<Feature, null> | 'parents', { title: Texts; text: Texts }> = {
  home: {
    title: ['Знакомство с Умкой', 'Meet Umka', 'Знайомство з Умкою'],
    text: [
      'Это твоя главная страница. Здесь видно, что делать дальше: домашнее задание, тренажёр на сегодня и сколько раундов ты сыграл за неделю. Меню ведёт во все разделы Умки: тренажёры, магазин, рейтинги и другие.',
      'This is your home page. It shows what to do next: the homework due, a trainer for today and how many rounds you have played this week. The menu takes you to every part of Umka: the trainers, the shop, the ratings and more.',
      'Це твоя головна сторінка. Тут видно, що робити далі: домашнє завдання, тренажер на сьогодні й скільки раундів ти зіграв за тиждень. Меню веде до всіх розділів Умки: тренажерів, крамниці, рейтингів та інших.',
    ],
  },
  trainers: {
    title: ['Как заниматься на тренажёрах', 'How to practise with the trainers', 'Як займатися на тренажерах'],
    text: [
      'Выбери тренажёр и уровень. Перед раундом прочитай правила, их можно открыть в любой момент. Играй с клавиатуры, мышкой или пальцем. За раунды ты получаешь лайки, а лучшие результаты попадают в твою статистику и рейтинг тренажёров. Лучше заниматься понемногу, но каждый день.',
      'Pick a trainer and a level. Read the rules before a round: you can open them at any time. Play with the keyboard, the mouse or your finger. Rounds earn likes, and your best results go to your statistics and the trainer rating. A little every day works best.',
      'Обери тренажер і рівень. Перед раундом прочитай правила, їх можна відкрити будь-коли. Грай з клавіатури, мишкою або пальцем. За раунди ти отримуєш лайки, а найкращі результати потрапляють до твоєї статистики та рейтингу тренажерів. Краще займатися потроху, але щодня.',
    ],
  },
  shop: {
    title: ['Магазин за лайки', 'The likes shop', 'Крамниця за лайки'],
    text: [
      'Лайки, которые ты заработал на тренажёрах и в домашних заданиях, тратятся здесь: одежда для твоего персонажа, вещи для его дома и другое. Нажми на товар, чтобы рассмотреть его, и купи, если хватает лайков. Всё купленное видно в «Моих покупках».',
      'The likes you earned in the trainers and homework are spent here: clothes for your character, things for their home and more. Tap an item to look at it closely and buy it if you have enough likes. Everything you bought is in "My purchases".',
      'Лайки, які ти заробив на тренажерах і в домашніх завданнях, витрачаються тут: одяг для твого персонажа, речі для його дому та інше. Натисни на товар, щоб роздивитися його, і купи, якщо вистачає лайків. Усе куплене видно в «Моїх покупках».',
    ],
  },
  world: {
    title: ['Твой персонаж и его мир', 'Your character and their world', 'Твій персонаж і його світ'],
    text: [
      'У тебя есть свой персонаж. Одень его, обставь его дом и загляни в места его мира. Чем больше ты занимаешься, тем больше лайков на покупки и тем больше открывается вокруг.',
      'You have a character of your own. Dress them, furnish their home and visit the places of their world. The more you practise, the more likes you have to spend and the more opens up around you.',
      'У тебе є свій персонаж. Одягни його, облаштуй його дім і зазирни в місця його світу. Що більше ти займаєшся, то більше лайків на покупки і то більше відкривається довкола.',
    ],
  },
  albums: {
    title: ['Альбомы и кристаллы', 'Albums and crystals', 'Альбоми та кристали'],
    text: [
      'В альбомах картинки собираются из кусочков. Кусочки покупаются за лайки или выменивают на рынке. Собери картинку целиком, и откроется следующая. Кристаллы дают особые возможности: загляни во вкладку «Кристаллы», чтобы узнать какие.',
      'In the albums, pictures are put together from pieces. You buy pieces with likes or trade them on the market. Finish a picture and the next one opens. Crystals give special powers: look at the "Crystals" tab to find out which.',
      'В альбомах картинки складаються зі шматочків. Шматочки купують за лайки або вимінюють на ринку. Збери картинку повністю, і відкриється наступна. Кристали дають особливі можливості: зазирни на вкладку «Кристали», щоб дізнатися які.',
    ],
  },
  market: {
    title: ['Рынок: обмен кусочками', 'The market: trading pieces', 'Ринок: обмін шматочками'],
    text: [
      'На рынке ученики обмениваются кусочками альбомов. Выставь лишний кусочек или повтор за лайки, а недостающий купи у другого ученика. В рейтинге коллекционеров видно, кто собрал больше всех.',
      "On the market, students trade album pieces. Offer a spare piece or a duplicate for likes, and buy the one you are missing from another student. The collectors' rating shows who has collected the most.",
      'На ринку учні обмінюються шматочками альбомів. Вистав зайвий шматочок або повтор за лайки, а відсутній купи в іншого учня. У рейтингу колекціонерів видно, хто зібрав найбільше.',
    ],
  },
  online: {
    title: ['Онлайн-игры с друзьями', 'Online games with friends', 'Онлайн-ігри з друзями'],
    text: [
      'Играй с одноклассниками в «Четыре в ряд» и «Летний пикник». Быстрая игра найдёт соперника твоего уровня, а если никого нет, через 15 секунд придёт бот. Друга можно позвать в свою комнату. Онлайн-игры открываются, когда у тебя 10 лайков.',
      'Play "Connect four" and "Summer picnic" with your classmates. A quick game finds an opponent of your level, and if nobody is there, a bot comes after 15 seconds. You can invite a friend to your own room. Online games open once you have 10 likes.',
      'Грай з однокласниками в «Чотири в ряд» і «Літній пікнік». Швидка гра знайде суперника твого рівня, а якщо нікого немає, за 15 секунд прийде бот. Друга можна покликати до своєї кімнати. Онлайн-ігри відкриваються, коли в тебе 10 лайків.',
    ],
  },
  ratings: {
    title: ['Рейтинги и достижения', 'Ratings and achievements', 'Рейтинги та досягнення'],
    text: [
      'В рейтингах видно, кто больше всех занимается: по лайкам, по тренажёрам, в онлайн-играх и среди ровесников. Рейтинг обновляется после каждого раунда. Главное — обгонять себя вчерашнего!',
      "The ratings show who practises the most: by likes, by trainers, in online games and among children of your age. A rating changes after every round. What counts most is beating yesterday's you!",
      'У рейтингах видно, хто займається найбільше: за лайками, за тренажерами, в онлайн-іграх і серед однолітків. Рейтинг оновлюється після кожного раунду. Головне — випереджати себе вчорашнього!',
    ],
  },
  parents: {
    title: ['Советы для родителей', 'Tips for parents', 'Поради для батьків'],
    text: [
      'Лучше всего заниматься 10–15 минут каждый день. Хвалите за старание, а не за скорость: в статистике видно, как ребёнок растёт от недели к неделе. Вопросы можно задать учителю в чате.',
      'Ten to fifteen minutes every day works best. Praise the effort rather than the speed: the statistics show how your child grows from week to week. You can ask the teacher your questions in the chat.',
      'Найкраще займатися 10–15 хвилин щодня. Хваліть за старання, а не за швидкість: у статистиці видно, як дитина зростає з тижня на тиждень. Запитання можна поставити вчителеві в чаті.',
    ],
  },
};

/** Per subject, guide 1..7: the part of the app each explains (albums and the market are not the math student's). */
const SUBJECTS: { id: number; prefix: string; features: (keyof typeof TOPICS)[] }[] = [
  { id: 1, prefix: 'math', features: ['home', 'trainers', 'shop', 'world', 'online', 'ratings', 'parents'] },
  { id: 2, prefix: 'reader', features: ['home', 'trainers', 'shop', 'world', 'albums', 'market', 'online'] },
  { id: 3, prefix: 'mental', features: ['home', 'trainers', 'shop', 'world', 'albums', 'market', 'online'] },
];

/** The written guide alone, a link, or an uploaded video kept under storageDir/guides; never two of them. */
const SHAPE = sql`(source = 'none' and link_url is null
    and video_name is null and video_size is null and video_type is null)
  or (source = 'link' and link_url is not null
    and video_name is null and video_size is null and video_type is null)
  or (source = 'video' and link_url is null
    and video_name is not null and video_size is not null and video_type is not null)`;

/**
 * Guide videos (issue [13], spec §3): math1-7, reader1-7, mental1-7. The codes are the product's (users'
 * `property.guides` names them and PUT /users/{id}/guides/{code} accepts only a listed one), so they are made here for
 * every installation, not only the demo; their titles and texts are content an admin then edits. Each starts as a
 * written guide: an admin adds its video (a link or an upload) when one is made.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = dialectTypes(db);
  await withTimestamps(
    withId(db.schema.createTable('guides'), t)
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
      .addColumn('number', 'integer', (col) => col.notNull().check(sql`number >= 1 and number <= 7`))
      .addColumn('title_ru', 'text', (col) => col.notNull())
      .addColumn('title_en', 'text', (col) => col.notNull())
      .addColumn('title_uk', 'text', (col) => col.notNull())
      .addColumn('text_ru', 'text', (col) => col.notNull())
      .addColumn('text_en', 'text', (col) => col.notNull())
      .addColumn('text_uk', 'text', (col) => col.notNull())
      .addColumn('source', 'text', (col) =>
        col.notNull().defaultTo('none').check(sql`source in ('none', 'link', 'video')`),
      )
      .addColumn('link_url', 'text')
      .addColumn('video_name', 'text')
      .addColumn('video_size', t.postgres ? 'bigint' : 'integer')
      .addColumn('video_type', 'text')
      .addColumn('feature', 'text', (col) =>
        col.check(sql`feature in ('home', 'trainers', 'shop', 'albums', 'market', 'online', 'world', 'ratings')`),
      )
      .addUniqueConstraint('guides_subject_number_unique', ['subject_id', 'number'])
      .addCheckConstraint('guides_video_shape', SHAPE),
    t,
  ).execute();

  const rows = SUBJECTS.flatMap(({ id, prefix, features }) =>
    features.map((topic, index) => {
      const { title, text } = TOPICS[topic];
      const number = index + 1;
      return {
        code: `${prefix}${number}`,
        subject_id: id,
        number,
        title_ru: title[0],
        title_en: title[1],
        title_uk: title[2],
        text_ru: text[0],
        text_en: text[1],
        text_uk: text[2],
        feature: topic === 'parents' ? null : topic,
      };
    }),
  );
  await (db as Kysely<{ guides: (typeof rows)[number] }>).insertInto('guides').values(rows).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Uploaded video files stay on disk: a rollback must not destroy what an admin uploaded.
  await db.schema.dropTable('guides').execute();
}
