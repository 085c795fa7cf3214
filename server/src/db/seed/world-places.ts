import type { SeedTitles } from './world-clothes.ts';

/**
 * A thing for sale in a place; art in web/public/art/things/<code>.svg. Its width is the art box's
 * width over four (scripts/art/things.mjs draws one box unit per pixel of a 400-wide room), so
 * things keep their sizes to each other.
 */
export interface SeedThing extends SeedTitles {
  code: string;
  price: number;
  width: number;
}

export interface SeedLevel extends SeedTitles {
  threshold: number;
}

export interface SeedProfession extends SeedTitles {
  code: string;
  description: SeedTitles;
  /** The workplace's name; its background is places/<code>.svg, each level's places/<code>-<level>.svg. */
  workplace: SeedTitles;
  levels: SeedLevel[];
  things: SeedThing[];
}

/** Likes earned in mathematics since choosing that reach levels 1, 2, 3…: data, read by the level-up rule. */
export const LEVEL_THRESHOLDS = [0, 10, 30] as const;

export const HOME = {
  title: { ru: 'Моя комната', en: 'My room', uk: 'Моя кімната' },
  things: [
    { code: 'bed', price: 10, width: 31, ru: 'Кровать', en: 'Bed', uk: 'Ліжко' },
    { code: 'desk', price: 8, width: 20, ru: 'Письменный стол', en: 'Desk', uk: 'Письмовий стіл' },
    { code: 'chair', price: 3, width: 9, ru: 'Стул', en: 'Chair', uk: 'Стілець' },
    { code: 'floor-lamp', price: 4, width: 9, ru: 'Торшер', en: 'Floor lamp', uk: 'Торшер' },
    { code: 'sofa', price: 15, width: 30, ru: 'Диван', en: 'Sofa', uk: 'Диван' },
    { code: 'bookshelf', price: 9, width: 15, ru: 'Книжный шкаф', en: 'Bookcase', uk: 'Книжкова шафа' },
    { code: 'rug', price: 5, width: 25, ru: 'Коврик', en: 'Rug', uk: 'Килимок' },
    { code: 'plant', price: 3, width: 10, ru: 'Цветок в горшке', en: 'Pot plant', uk: 'Вазон' },
    { code: 'aquarium', price: 14, width: 16, ru: 'Аквариум', en: 'Fish tank', uk: 'Акваріум' },
    { code: 'poster', price: 2, width: 10, ru: 'Картина', en: 'Picture', uk: 'Картина' },
    { code: 'globe', price: 6, width: 9, ru: 'Глобус', en: 'Globe', uk: 'Глобус' },
    { code: 'wardrobe', price: 12, width: 16, ru: 'Платяной шкаф', en: 'Wardrobe', uk: 'Шафа для одягу' },
    { code: 'armchair', price: 9, width: 14, ru: 'Кресло', en: 'Armchair', uk: 'Крісло' },
    { code: 'wall-clock', price: 4, width: 9, ru: 'Часы', en: 'Wall clock', uk: 'Годинник' },
    { code: 'toy-chest', price: 7, width: 15, ru: 'Сундук с игрушками', en: 'Toy box', uk: 'Скриня з іграшками' },
    { code: 'teddy-bear', price: 5, width: 9, ru: 'Плюшевый мишка', en: 'Teddy bear', uk: 'Плюшевий ведмедик' },
    { code: 'guitar', price: 11, width: 8, ru: 'Гитара', en: 'Guitar', uk: 'Гітара' },
    { code: 'bean-bag', price: 6, width: 14, ru: 'Кресло-мешок', en: 'Beanbag', uk: 'Крісло-мішок' },
    { code: 'computer', price: 25, width: 14, ru: 'Компьютер', en: 'Computer', uk: 'Комп’ютер' },
    { code: 'ball', price: 2, width: 8, ru: 'Мяч', en: 'Football', uk: 'М’яч' },
    { code: 'telescope', price: 18, width: 12, ru: 'Телескоп', en: 'Telescope', uk: 'Телескоп' },
    { code: 'nightstand', price: 5, width: 10, ru: 'Тумбочка с лампой', en: 'Bedside table', uk: 'Тумбочка з лампою' },
  ] satisfies SeedThing[],
};

/** The class's shared place: one of each, bought by any classmate for everyone. */
export const CLASS_PLACE = {
  title: { ru: 'Наш класс', en: 'Our classroom', uk: 'Наш клас' },
  things: [
    { code: 'class-plant', price: 12, width: 13, ru: 'Пальма', en: 'Palm tree', uk: 'Пальма' },
    {
      code: 'class-aquarium',
      price: 30,
      width: 26,
      ru: 'Большой аквариум',
      en: 'Big fish tank',
      uk: 'Великий акваріум',
    },
    { code: 'trophy-shelf', price: 20, width: 22, ru: 'Полка с кубками', en: 'Trophy shelf', uk: 'Полиця з кубками' },
    { code: 'world-map', price: 15, width: 24, ru: 'Карта мира', en: 'World map', uk: 'Мапа світу' },
    { code: 'piano', price: 40, width: 24, ru: 'Пианино', en: 'Piano', uk: 'Піаніно' },
    { code: 'hamster-cage', price: 18, width: 15, ru: 'Домик хомячка', en: 'Hamster cage', uk: 'Будиночок хом’ячка' },
  ] satisfies SeedThing[],
};

const levels = (titles: SeedTitles[]): SeedLevel[] =>
  titles.map((title, index) => ({ ...title, threshold: LEVEL_THRESHOLDS[index] ?? 0 }));

export const WORLD_PROFESSIONS: readonly SeedProfession[] = [
  {
    code: 'doctor',
    ru: 'Врач',
    en: 'Doctor',
    uk: 'Лікар',
    description: {
      ru: 'Лечит людей и зверей: от пластыря в медпункте до своей большой больницы.',
      en: 'Makes people and animals well: from plasters in a first-aid room to a hospital of your own.',
      uk: 'Лікує людей і звірів: від пластиря в медпункті до власної великої лікарні.',
    },
    workplace: { ru: 'Медпункт', en: 'Surgery', uk: 'Медпункт' },
    levels: levels([
      { ru: 'Медбрат или медсестра', en: 'Nurse', uk: 'Медбрат або медсестра' },
      { ru: 'Врач', en: 'Doctor', uk: 'Лікар' },
      { ru: 'Главный врач', en: 'Chief doctor', uk: 'Головний лікар' },
    ]),
    things: [
      {
        code: 'medicine-cabinet',
        price: 8,
        width: 14,
        ru: 'Шкафчик с лекарствами',
        en: 'Medicine cabinet',
        uk: 'Шафка з ліками',
      },
      { code: 'exam-couch', price: 12, width: 28, ru: 'Кушетка', en: 'Examination couch', uk: 'Кушетка' },
      { code: 'first-aid-kit', price: 4, width: 11, ru: 'Аптечка', en: 'First-aid kit', uk: 'Аптечка' },
      { code: 'doctor-scales', price: 6, width: 10, ru: 'Весы с ростомером', en: 'Scales', uk: 'Ваги з ростоміром' },
    ],
  },
  {
    code: 'chef',
    ru: 'Повар',
    en: 'Chef',
    uk: 'Кухар',
    description: {
      ru: 'Готовит вкусное: сначала на домашней кухне, потом в кафе и в настоящем ресторане.',
      en: 'Cooks tasty food: first in a home kitchen, then in a café and a real restaurant.',
      uk: 'Готує смачне: спочатку на домашній кухні, потім у кафе і справжньому ресторані.',
    },
    workplace: { ru: 'Кухня', en: 'Kitchen', uk: 'Кухня' },
    levels: levels([
      { ru: 'Поварёнок', en: 'Kitchen helper', uk: 'Кухарчук' },
      { ru: 'Повар', en: 'Cook', uk: 'Кухар' },
      { ru: 'Шеф-повар', en: 'Head chef', uk: 'Шеф-кухар' },
    ]),
    things: [
      { code: 'stove', price: 10, width: 16, ru: 'Плита', en: 'Cooker', uk: 'Плита' },
      { code: 'fridge', price: 12, width: 12, ru: 'Холодильник', en: 'Fridge', uk: 'Холодильник' },
      { code: 'cake', price: 5, width: 11, ru: 'Торт', en: 'Cake', uk: 'Торт' },
      { code: 'kitchen-shelf', price: 7, width: 18, ru: 'Кухонный стол', en: 'Kitchen counter', uk: 'Кухонний стіл' },
    ],
  },
  {
    code: 'builder',
    ru: 'Строитель',
    en: 'Builder',
    uk: 'Будівельник',
    description: {
      ru: 'Строит дома: от мастерской с инструментами до самого высокого небоскрёба.',
      en: 'Builds houses: from a workshop full of tools to the tallest skyscraper.',
      uk: 'Будує будинки: від майстерні з інструментами до найвищого хмарочоса.',
    },
    workplace: { ru: 'Стройка', en: 'Building site', uk: 'Будова' },
    levels: levels([
      { ru: 'Подмастерье', en: 'Apprentice', uk: 'Підмайстер' },
      { ru: 'Строитель', en: 'Builder', uk: 'Будівельник' },
      { ru: 'Прораб', en: 'Site manager', uk: 'Виконроб' },
    ]),
    things: [
      { code: 'brick-pile', price: 4, width: 16, ru: 'Кирпичи', en: 'Bricks', uk: 'Цегла' },
      {
        code: 'toolbox',
        price: 6,
        width: 12,
        ru: 'Ящик с инструментами',
        en: 'Toolbox',
        uk: 'Скринька з інструментами',
      },
      { code: 'cement-mixer', price: 14, width: 18, ru: 'Бетономешалка', en: 'Cement mixer', uk: 'Бетономішалка' },
      { code: 'ladder', price: 5, width: 9, ru: 'Лестница', en: 'Ladder', uk: 'Драбина' },
      { code: 'traffic-cone', price: 2, width: 8, ru: 'Конус', en: 'Traffic cone', uk: 'Конус' },
    ],
  },
  {
    code: 'scientist',
    ru: 'Учёный',
    en: 'Scientist',
    uk: 'Науковець',
    description: {
      ru: 'Ставит опыты и открывает новое: от школьной лаборатории до обсерватории со звёздами.',
      en: 'Does experiments and discovers things: from a school lab to an observatory under the stars.',
      uk: 'Проводить досліди й відкриває нове: від шкільної лабораторії до обсерваторії із зорями.',
    },
    workplace: { ru: 'Лаборатория', en: 'Laboratory', uk: 'Лабораторія' },
    levels: levels([
      { ru: 'Лаборант', en: 'Lab assistant', uk: 'Лаборант' },
      { ru: 'Учёный', en: 'Scientist', uk: 'Науковець' },
      { ru: 'Профессор', en: 'Professor', uk: 'Професор' },
    ]),
    things: [
      { code: 'microscope', price: 9, width: 10, ru: 'Микроскоп', en: 'Microscope', uk: 'Мікроскоп' },
      { code: 'lab-bench', price: 12, width: 24, ru: 'Стол с колбами', en: 'Lab bench', uk: 'Стіл з колбами' },
      { code: 'robot', price: 20, width: 11, ru: 'Робот', en: 'Robot', uk: 'Робот' },
      { code: 'planets-model', price: 10, width: 15, ru: 'Модель планет', en: 'Planet model', uk: 'Модель планет' },
    ],
  },
];
