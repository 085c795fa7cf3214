import { HTTP_ERRORS, textsOf } from './errors-http.ts';
import type { LocalizedText } from './locale.ts';

/**
 * Every error the API can answer with, its HTTP status and its text in each locale.
 * Zod schemas in this package use these codes as issue messages, so a field error
 * is localized the same way on the server and in a form.
 */
export const ERRORS = {
  ...HTTP_ERRORS,
  BODY_TOO_DEEP: {
    status: 400,
    'ru-RU': 'Запрос слишком глубоко вложен',
    'en-US': 'The request is nested too deeply',
    'uk-UA': 'Запит надто глибоко вкладений',
  },
  BODY_TOO_MANY_VALUES: {
    status: 400,
    'ru-RU': 'В запросе слишком много значений',
    'en-US': 'The request holds too many values',
    'uk-UA': 'У запиті забагато значень',
  },
  FIELD_REQUIRED: {
    status: 422,
    'ru-RU': 'Заполните поле',
    'en-US': 'Fill in the field',
    'uk-UA': 'Заповніть поле',
  },
  FIELD_INVALID: {
    status: 422,
    'ru-RU': 'Неверное значение поля',
    'en-US': 'Invalid value',
    'uk-UA': 'Невірне значення поля',
  },
  FIELD_TOO_LONG: {
    status: 422,
    'ru-RU': 'Слишком длинное значение',
    'en-US': 'The value is too long',
    'uk-UA': 'Занадто довге значення',
  },
  DATE_INVALID: {
    status: 422,
    'ru-RU': 'Укажите существующую дату',
    'en-US': 'Enter a valid date',
    'uk-UA': 'Вкажіть існуючу дату',
  },
  FIRST_NAME_REQUIRED: {
    status: 422,
    'ru-RU': 'Введите имя',
    'en-US': 'Enter first name',
    'uk-UA': "Введіть ім'я",
  },
  LAST_NAME_REQUIRED: {
    status: 422,
    'ru-RU': 'Введите фамилию',
    'en-US': 'Enter last name',
    'uk-UA': 'Введіть прізвище',
  },
  EMAIL_REQUIRED: {
    status: 422,
    'ru-RU': 'Введите email',
    'en-US': 'Enter email',
    'uk-UA': 'Введіть email',
  },
  EMAIL_INVALID: {
    status: 422,
    'ru-RU': 'Некорректный email',
    'en-US': 'Invalid email',
    'uk-UA': 'Некоректний email',
  },
  PHONE_REQUIRED: {
    status: 422,
    'ru-RU': 'Введите номер телефона',
    'en-US': 'Enter phone number',
    'uk-UA': 'Введіть номер телефону',
  },
  PHONE_INVALID: {
    status: 422,
    'ru-RU': 'Некорректный номер телефона',
    'en-US': 'Invalid phone number',
    'uk-UA': 'Некоректний номер телефону',
  },
  PASSWORD_REQUIRED: {
    status: 422,
    'ru-RU': 'Введите пароль',
    'en-US': 'Enter password',
    'uk-UA': 'Введіть пароль',
  },
  PASSWORD_TOO_SHORT: {
    status: 422,
    'ru-RU': 'Пароль слишком короткий',
    'en-US': 'The password is too short',
    'uk-UA': 'Пароль занадто короткий',
  },
  PASSWORD_TOO_COMMON: {
    status: 422,
    'ru-RU': 'Этот пароль слишком простой, выберите другой',
    'en-US': 'This password is too common, choose another one',
    'uk-UA': 'Цей пароль занадто простий, оберіть інший',
  },
  NOTHING_SELECTED: {
    status: 422,
    'ru-RU': 'Ничего не выбрано',
    'en-US': 'Nothing selected',
    'uk-UA': 'Нічого не вибрано',
  },
  EMAIL_TAKEN: {
    status: 409,
    'ru-RU': 'Пользователь с таким email уже существует',
    'en-US': 'A user with this email already exists',
    'uk-UA': 'Користувач з таким email вже існує',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    'ru-RU': 'Некорректные данные',
    'en-US': 'Incorrect data',
    'uk-UA': 'Некоректні дані',
  },
  USER_BLOCKED: {
    status: 403,
    'ru-RU': 'Пользователь заблокирован',
    'en-US': 'The user is blocked',
    'uk-UA': 'Користувача заблоковано',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    'ru-RU': 'Слишком много попыток. Попробуйте позже',
    'en-US': 'Too many attempts. Try again later',
    'uk-UA': 'Забагато спроб. Спробуйте пізніше',
  },
  RESET_TOO_MANY_REQUESTS: {
    status: 429,
    'ru-RU': 'Слишком много запросов на восстановление пароля. Попробуйте позже',
    'en-US': 'Too many password reset requests. Try again later',
    'uk-UA': 'Забагато запитів на відновлення пароля. Спробуйте пізніше',
  },
  TOKEN_INVALID: {
    status: 401,
    'ru-RU': 'Сессия истекла, войдите снова',
    'en-US': 'Your session has expired, please log in again',
    'uk-UA': 'Сесія закінчилася, увійдіть знову',
  },
  SUBJECT_NOT_ALLOWED: {
    status: 403,
    'ru-RU': 'Недоступно для выбранного предмета',
    'en-US': 'Unavailable for the selected subject',
    'uk-UA': 'Недоступно для обраного предмета',
  },
  RESET_CODE_INVALID: {
    status: 422,
    'ru-RU': 'Неверный или устаревший код',
    'en-US': 'The code is wrong or has expired',
    'uk-UA': 'Невірний або застарілий код',
  },
  TEACHER_HAS_GROUPS: {
    status: 409,
    'ru-RU': 'У учителя есть классы. Сначала передайте их другому учителю',
    'en-US': 'The teacher still has classes. Move them to another teacher first',
    'uk-UA': 'У вчителя є класи. Спочатку передайте їх іншому вчителю',
  },
  MAINTENANCE_MODE_ACTIVE: {
    status: 503,
    'ru-RU': 'Идут технические работы. Зайдите чуть позже',
    'en-US': 'Maintenance in progress. Please come back a little later',
    'uk-UA': 'Тривають технічні роботи. Зайдіть трохи пізніше',
  },
  TRAINER_NOT_IN_SUBJECT: {
    status: 403,
    'ru-RU': 'Этот тренажёр не относится к выбранному предмету',
    'en-US': 'This trainer does not belong to the selected subject',
    'uk-UA': 'Цей тренажер не належить до обраного предмета',
  },
  SESSION_EXPIRED: {
    status: 409,
    'ru-RU': 'Время игры истекло. Начните заново',
    'en-US': 'The game has expired. Start again',
    'uk-UA': 'Час гри минув. Почніть знову',
  },
  RESULT_ALREADY_SENT: {
    status: 409,
    'ru-RU': 'Результат этой игры уже отправлен',
    'en-US': 'The result of this game has already been sent',
    'uk-UA': 'Результат цієї гри вже надіслано',
  },
  NO_TASKS_FOR_CLASS: {
    status: 422,
    'ru-RU': 'Для этого класса пока нет задач — выберите другой класс',
    'en-US': 'There are no problems for this class yet — choose another class',
    'uk-UA': 'Для цього класу поки немає задач — оберіть інший клас',
  },
  EXPRESSION_INVALID: {
    status: 422,
    'ru-RU': 'Запишите пример числами и знаками + − × ÷ и скобками',
    'en-US': 'Write the example with numbers, + − × ÷ and brackets only',
    'uk-UA': 'Запишіть приклад числами, знаками + − × ÷ і дужками',
  },
  ANSWER_NOT_WHOLE: {
    status: 422,
    'ru-RU': 'Ответ примера должен быть целым неотрицательным числом',
    'en-US': 'The answer of the example must be a whole number, not negative',
    'uk-UA': 'Відповідь прикладу має бути цілим невід’ємним числом',
  },
  NOT_ENOUGH_LIKES: {
    status: 409,
    'ru-RU': 'Недостаточно лайков',
    'en-US': 'Not enough likes',
    'uk-UA': 'Недостатньо лайків',
  },
  ALREADY_OWNED: {
    status: 409,
    'ru-RU': 'Эта вещь уже куплена',
    'en-US': 'You already have this item',
    'uk-UA': 'Ця річ уже куплена',
  },
  SHOP_LOCKED: {
    status: 403,
    'ru-RU': 'Магазин откроется, когда вы заработаете 5 лайков',
    'en-US': 'The shop opens once you have earned 5 likes',
    'uk-UA': 'Магазин відкриється, коли ви заробите 5 лайків',
  },
  ONLINE_LOCKED: {
    status: 403,
    'ru-RU': 'Онлайн-игры откроются, когда вы заработаете 10 лайков',
    'en-US': 'Online games open once you have earned 10 likes',
    'uk-UA': 'Онлайн-ігри відкриються, коли ви заробите 10 лайків',
  },
  CHARACTER_REQUIRED: {
    status: 409,
    'ru-RU': 'Сначала выберите персонажа',
    'en-US': 'Choose a character first',
    'uk-UA': 'Спочатку оберіть персонажа',
  },
  PROFESSION_REQUIRED: {
    status: 409,
    'ru-RU': 'Сначала выберите профессию',
    'en-US': 'Choose a profession first',
    'uk-UA': 'Спочатку оберіть професію',
  },
  ITEM_DOES_NOT_FIT: {
    status: 422,
    'ru-RU': 'Эта вещь не подходит вашему персонажу',
    'en-US': 'This item does not fit your character',
    'uk-UA': 'Ця річ не пасує вашому персонажу',
  },
  IMAGE_TYPE_NOT_ALLOWED: {
    status: 415,
    'ru-RU': 'Загрузите картинку PNG, WebP или SVG',
    'en-US': 'Upload a PNG, WebP or SVG picture',
    'uk-UA': 'Завантажте зображення PNG, WebP або SVG',
  },
  IMAGE_UNSAFE: {
    status: 415,
    'ru-RU': 'SVG содержит скрипты или внешние ссылки',
    'en-US': 'The SVG contains scripts or external content',
    'uk-UA': 'SVG містить скрипти або зовнішні посилання',
  },
  IMAGE_TOO_LARGE: {
    status: 413,
    'ru-RU': 'Картинка больше 1 МБ',
    'en-US': 'The picture is larger than 1 MB',
    'uk-UA': 'Зображення більше 1 МБ',
  },
  AVATAR_TYPE_NOT_ALLOWED: {
    status: 415,
    'ru-RU': 'Загрузите фото в формате PNG, JPEG или WebP',
    'en-US': 'Upload a PNG, JPEG or WebP photo',
    'uk-UA': 'Завантажте фото у форматі PNG, JPEG або WebP',
  },
  AVATAR_UNREADABLE: {
    status: 415,
    'ru-RU': 'Не удалось прочитать фото, попробуйте другое',
    'en-US': 'The photo could not be read, try another one',
    'uk-UA': 'Не вдалося прочитати фото, спробуйте інше',
  },
  AVATAR_TOO_LARGE: {
    status: 413,
    'ru-RU': 'Фото больше 5 МБ',
    'en-US': 'The photo is larger than 5 MB',
    'uk-UA': 'Фото більше 5 МБ',
  },
  CURRENT_PASSWORD_WRONG: {
    status: 422,
    'ru-RU': 'Текущий пароль указан неверно',
    'en-US': 'The current password is wrong',
    'uk-UA': 'Поточний пароль вказано невірно',
  },
  STUDENT_ALREADY_IN_GROUP: {
    status: 409,
    'ru-RU': 'Ученик уже в этом классе',
    'en-US': 'The student is already in this class',
    'uk-UA': 'Учень уже в цьому класі',
  },
  STUDENT_SUBJECT_NOT_ACTIVE: {
    status: 409,
    'ru-RU': 'У ученика нет этого предмета или он заблокирован',
    'en-US': 'The student does not have this subject or it is blocked',
    'uk-UA': 'В учня немає цього предмета або його заблоковано',
  },
  STUDENT_NOT_WAITING: {
    status: 409,
    'ru-RU': 'Ученик уже распределён в класс по этому предмету',
    'en-US': 'The student already has a class in this subject',
    'uk-UA': 'Учня вже розподілено до класу з цього предмета',
  },
  GROUP_NOT_EMPTY: {
    status: 409,
    'ru-RU': 'Предмет можно сменить только у класса без учеников',
    'en-US': 'The subject can only be changed while the class has no students',
    'uk-UA': 'Предмет можна змінити лише в класу без учнів',
  },
  GROUP_SUBJECT_MISMATCH: {
    status: 422,
    'ru-RU': 'Перевести можно только в класс по тому же предмету',
    'en-US': 'A student can only be moved to a class of the same subject',
    'uk-UA': 'Перевести можна лише до класу з того самого предмета',
  },
  NOT_A_TEACHER: {
    status: 422,
    'ru-RU': 'Выберите учителя',
    'en-US': 'Choose a teacher',
    'uk-UA': 'Оберіть вчителя',
  },
  SUBJECT_NOT_TAUGHT: {
    status: 403,
    'ru-RU': 'Учитель не ведёт этот предмет',
    'en-US': 'The teacher does not teach this subject',
    'uk-UA': 'Вчитель не викладає цей предмет',
  },
  TEACHER_SUBJECT_IN_USE: {
    status: 409,
    'ru-RU': 'У учителя есть классы по этому предмету. Сначала передайте или удалите их',
    'en-US': 'The teacher still has classes in this subject. Move or delete them first',
    'uk-UA': 'У вчителя є класи з цього предмета. Спочатку передайте або видаліть їх',
  },
  DIARY_MARK_FOR_ABSENT: {
    status: 422,
    'ru-RU': 'Оценку можно поставить только присутствующему или опоздавшему ученику',
    'en-US': 'Only a present or late student can get a mark',
    'uk-UA': 'Оцінку можна поставити лише присутньому або учню, що запізнився',
  },
  DIARY_STUDENT_TWICE: {
    status: 422,
    'ru-RU': 'Ученик указан в записи дважды',
    'en-US': 'The student appears twice in the entry',
    'uk-UA': 'Учня вказано в записі двічі',
  },
  DIARY_STUDENT_NOT_IN_CLASS: {
    status: 422,
    'ru-RU': 'Этого ученика нет в классе',
    'en-US': 'This student is not in the class',
    'uk-UA': 'Цього учня немає в класі',
  },
  DIARY_DATE_IN_FUTURE: {
    status: 422,
    'ru-RU': 'Дата урока не может быть позже завтрашнего дня',
    'en-US': 'The lesson date cannot be later than tomorrow',
    'uk-UA': 'Дата уроку не може бути пізніше завтрашнього дня',
  },
  DIARY_DATE_TAKEN: {
    status: 422,
    'ru-RU': 'В дневнике класса уже есть урок на эту дату',
    'en-US': "The class's diary already has a lesson on this date",
    'uk-UA': 'У щоденнику класу вже є урок на цю дату',
  },
  HOMEWORK_ITEMS_REQUIRED: {
    status: 422,
    'ru-RU': 'Добавьте в задание хотя бы один тренажёр или задачу',
    'en-US': 'Add at least one trainer or task to the homework',
    'uk-UA': 'Додайте до завдання хоча б один тренажер або задачу',
  },
  HOMEWORK_DUE_BEFORE_GIVEN: {
    status: 422,
    'ru-RU': 'Срок сдачи не может быть раньше даты выдачи',
    'en-US': 'The due date cannot be before the date given',
    'uk-UA': 'Термін здачі не може бути раніше дати видачі',
  },
  SUBJECT_CLOSED: {
    status: 422,
    'ru-RU': 'Этот предмет пока закрыт для учеников',
    'en-US': 'This subject is not open to students yet',
    'uk-UA': 'Цей предмет поки закритий для учнів',
  },
  HOMEWORK_NOT_FOR_SUBJECT: {
    status: 422,
    'ru-RU': 'В этом предмете ученики не делают домашние задания на платформе',
    'en-US': 'Students of this subject do not do homework on the platform',
    'uk-UA': 'У цьому предметі учні не виконують домашні завдання на платформі',
  },
  HOMEWORK_ANSWER_EMPTY: {
    status: 422,
    'ru-RU': 'Напишите ответ или прикрепите файл',
    'en-US': 'Write an answer or attach a file',
    'uk-UA': 'Напишіть відповідь або прикріпіть файл',
  },
  HOMEWORK_ANSWER_ACCEPTED: {
    status: 409,
    'ru-RU': 'Ответ уже принят учителем',
    'en-US': 'The answer has already been accepted by the teacher',
    'uk-UA': 'Відповідь уже прийнята вчителем',
  },
  FILE_TYPE_NOT_ALLOWED: {
    status: 415,
    'ru-RU': 'Можно прикрепить только PDF, PNG, JPEG, WebP, DOCX, ODT или текстовый файл',
    'en-US': 'Only PDF, PNG, JPEG, WebP, DOCX, ODT or plain text files can be attached',
    'uk-UA': 'Можна прикріпити лише PDF, PNG, JPEG, WebP, DOCX, ODT або текстовий файл',
  },
  LINK_NOT_HTTPS: {
    status: 422,
    'ru-RU': 'Укажите ссылку, которая начинается с https://',
    'en-US': 'Enter a link starting with https://',
    'uk-UA': 'Вкажіть посилання, що починається з https://',
  },
  FILE_TOO_LARGE: {
    status: 413,
    'ru-RU': 'Файл больше 10 МБ',
    'en-US': 'The file is larger than 10 MB',
    'uk-UA': 'Файл більше 10 МБ',
  },
  VIDEO_TYPE_NOT_ALLOWED: {
    status: 422,
    'ru-RU': 'Загрузите видео в формате MP4 или WebM',
    'en-US': 'Upload an MP4 or WebM video',
    'uk-UA': 'Завантажте відео у форматі MP4 або WebM',
  },
  VIDEO_TOO_LARGE: {
    status: 413,
    'ru-RU': 'Видео слишком большое: уменьшите его или загрузите на видеохостинг и добавьте ссылку',
    'en-US': 'The video is too large: make it smaller, or upload it to a video host and add a link',
    'uk-UA': 'Відео завелике: зменште його або завантажте на відеохостинг і додайте посилання',
  },
  VIDEO_LINK_EXPIRED: {
    status: 403,
    'ru-RU': 'Ссылка на видео устарела или неверна. Обновите страницу',
    'en-US': 'The video link is invalid or has expired. Reload the page',
    'uk-UA': 'Посилання на відео застаріле або невірне. Оновіть сторінку',
  },
  RANGE_NOT_SATISFIABLE: {
    status: 416,
    'ru-RU': 'Запрошенная часть файла за его пределами',
    'en-US': 'The requested range lies outside the file',
    'uk-UA': 'Запитана частина файлу поза його межами',
  },
  TOO_MANY_FILES: {
    status: 413,
    'ru-RU': 'Слишком много файлов: не больше 10',
    'en-US': 'Too many files: 10 at most',
    'uk-UA': 'Забагато файлів: не більше 10',
  },
} as const satisfies Record<string, LocalizedText & { status: number }>;

export type ErrorCode = keyof typeof ERRORS;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}

export function errorMessage(code: ErrorCode): LocalizedText {
  return textsOf(ERRORS[code]);
}
