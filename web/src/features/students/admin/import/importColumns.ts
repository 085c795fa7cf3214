import type { ImportField } from '@umka/contracts';

/** Header names an admin's spreadsheet may use for each column, in Russian, English and Ukrainian. */
const ALIASES: Record<ImportField, readonly string[]> = {
  last_name: ['фамилия', 'last name', 'lastname', 'surname', 'прізвище', 'last_name'],
  first_name: ['имя', 'first name', 'firstname', 'name', "ім'я", 'імя', 'first_name'],
  email: ['email', 'e-mail', 'почта', 'эл. почта', 'электронная почта', 'пошта', 'електронна пошта', 'mail'],
  phone: ['телефон', 'phone', 'тел.', 'номер телефона', 'номер телефону', 'mobile'],
  birth_date: ['дата рождения', 'birth date', 'birthdate', 'date of birth', 'дата народження', 'birth_date'],
  timezone: ['часовой пояс', 'timezone', 'time zone', 'часовий пояс'],
  password: ['пароль', 'password'],
};

/** Case, spaces and apostrophe kinds (Ukrainian ’ and ʼ) do not matter. */
function normalizeHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[’ʼ`]/g, "'")
    .replace(/\s+/g, ' ');
}

const BY_HEADER = new Map<string, ImportField>(
  Object.entries(ALIASES).flatMap(([field, names]) => names.map((name) => [name, field as ImportField] as const)),
);

export function fieldOfHeader(header: string): ImportField | null {
  return BY_HEADER.get(normalizeHeader(header)) ?? null;
}
