import type { WordLocale } from '@umka/contracts';

/** Short lists for the rules' tests; the real lists are the server's. */
export const testWordPool: Record<WordLocale, readonly string[]> = {
  'ru-RU': `ДОМ СОК КИТ ЛЕС МЯЧ ЛУК СЫР ЛИСА ЛУНА ВОЛК ГУСЬ РЫБА ЗИМА ВАЗА УТКА ПИРОГ КНИГА ГРУША ЗАЙКА РУЧКА
    ПТИЦА ЛОДКА ОЗЕРО ЯБЛОКО МАШИНА КОРОВА ЗЕБРА ПОЕЗД ДЕЛЬФИН ЧЕРЕПАХА КАРАНДАШ БАБОЧКА МОРКОВЬ КРОКОДИЛ ТЕТРАДЬ
    САМОЛЁТ ВЕРБЛЮД ПОДСНЕЖНИК ШКОЛА ПАРТА ОБЛАКО РАДУГА СОЛНЦЕ ВЕТЕР ЗВЕЗДА ПЕСОК ЦВЕТОК ДЕРЕВО ВИШНЯ ЛИМОН
    ТИГР ЖИРАФ ПИНГВИН СЛОН ЁЖИК ГРИБ ЖУК ПАУК ЛЕВ МОСТ НОС ГОРА ПОЛЕ РЕКА`
    .split(/\s+/)
    .filter((word) => /^[А-ЯЫЬЭЮ]+$/u.test(word) && !/[ЁЪ]/u.test(word) && word.length <= 9),
  'en-US': `CAT DOG SUN BUS CUP HAT PEN MAP EGG FOX BEAR FISH LAMP MILK ROSE DUCK BOOK TREE KITE FROG APPLE
    TIGER ZEBRA HORSE TRAIN CLOUD PLANT BREAD CHAIR HOUSE PENCIL RABBIT BUTTER GARDEN SCHOOL MONKEY BASKET
    DOLPHIN TEACHER PICTURE RAINBOW GIRAFFE PENGUIN BICYCLE SANDWICH ELEPHANT SNOWFLAKE TURTLE CARROT
    ORANGE LEMON RIVER OCEAN STAR MOON DESK`.split(/\s+/),
  'uk-UA': `ДІМ СІК КІТ ЛІС ЛИС ЗИМА РИБА ВОВК ГУСКА КАЧКА КНИГА ГРУША ЗАЄЦЬ РУЧКА ПТАШКА ЧОВЕН ОЗЕРО ЯБЛУКО
    МАШИНА КОРОВА ЗЕБРА ПОТЯГ ДЕЛЬФІН ЧЕРЕПАХА ОЛІВЕЦЬ МЕТЕЛИК МОРКВА КРОКОДИЛ ЗОШИТ ЛІТАК ВЕРБЛЮД ПРОЛІСОК ШКОЛА
    ПАРТА ХМАРА ВЕСЕЛКА СОНЦЕ ВІТЕР ЗІРКА ПІСОК КВІТКА ДЕРЕВО ВИШНЯ ЛИМОН ТИГР ЖИРАФА ПІНГВІН СЛОН ЇЖАК ГРИБ ЖУК
    ПАВУК ЛЕВ МІСТ НІС ГОРА ПОЛЕ РІЧКА`
    .split(/\s+/)
    .filter((word) => word.length >= 3),
};
