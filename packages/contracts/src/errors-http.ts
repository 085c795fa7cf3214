import type { LocalizedText } from './locale.ts';

/**
 * The errors an HTTP status alone names, which the web reports itself when an answer carries no error envelope (or
 * none arrived). Apart from the rest of ERRORS (errors.ts) so that the web's first page carries only these texts.
 */
export const HTTP_ERRORS = {
  VALIDATION_FAILED: {
    status: 422,
    'ru-RU': 'Проверьте правильность заполнения полей',
    'en-US': 'Please check the fields',
    'uk-UA': 'Перевірте правильність заповнення полів',
  },
  BAD_REQUEST: {
    status: 400,
    'ru-RU': 'Некорректный запрос',
    'en-US': 'Bad request',
    'uk-UA': 'Некоректний запит',
  },
  RATE_LIMITED: {
    status: 429,
    'ru-RU': 'Слишком много запросов. Подождите немного',
    'en-US': 'Too many requests. Please wait a little',
    'uk-UA': 'Забагато запитів. Зачекайте трохи',
  },
  UNAUTHENTICATED: {
    status: 401,
    'ru-RU': 'Необходимо войти в систему',
    'en-US': 'Login required',
    'uk-UA': 'Необхідно увійти в систему',
  },
  FORBIDDEN: {
    status: 403,
    'ru-RU': 'Недоступно для текущего пользователя',
    'en-US': 'Unavailable for the current user',
    'uk-UA': 'Недоступно для поточного користувача',
  },
  NOT_FOUND: {
    status: 404,
    'ru-RU': 'Не найдено',
    'en-US': 'Not found',
    'uk-UA': 'Не знайдено',
  },
  CONFLICT: {
    status: 409,
    'ru-RU': 'Данные изменились, попробуйте ещё раз',
    'en-US': 'The data has changed, please try again',
    'uk-UA': 'Дані змінилися, спробуйте ще раз',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    'ru-RU': 'Слишком большой запрос или файл',
    'en-US': 'The request or file is too large',
    'uk-UA': 'Занадто великий запит або файл',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    'ru-RU': 'Неподдерживаемый тип данных',
    'en-US': 'Unsupported content type',
    'uk-UA': 'Непідтримуваний тип даних',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    'ru-RU': 'Сервер временно недоступен. Повторите через минуту',
    'en-US': 'The server is unavailable for a moment. Please try again in a minute',
    'uk-UA': 'Сервер тимчасово недоступний. Повторіть за хвилину',
  },
  INTERNAL_ERROR: {
    status: 500,
    'ru-RU': 'Что-то пошло не так',
    'en-US': 'Something went wrong',
    'uk-UA': 'Щось пішло не так',
  },
} as const satisfies Record<string, LocalizedText & { status: number }>;

export type HttpErrorCode = keyof typeof HTTP_ERRORS;

/** An error's texts without its status. */
export function textsOf({ 'ru-RU': ru, 'en-US': en, 'uk-UA': uk }: LocalizedText): LocalizedText {
  return { 'ru-RU': ru, 'en-US': en, 'uk-UA': uk };
}

export function httpErrorMessage(code: HttpErrorCode): LocalizedText {
  return textsOf(HTTP_ERRORS[code]);
}
