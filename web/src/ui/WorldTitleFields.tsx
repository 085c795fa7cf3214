import { SimpleGrid, TextInput } from '@mantine/core';
import { LOCALES, type Locale } from '@umka/contracts';
import type { FormErrors } from '../lib/form-errors.ts';
import { useLocalized } from '../lib/i18n.ts';

export type TitleValues = Record<Locale, string>;

export const EMPTY_TITLE: TitleValues = { 'ru-RU': '', 'en-US': '', 'uk-UA': '' };

export interface WorldTitleFieldsProps {
  value: TitleValues;
  onChange: (locale: Locale, text: string) => void;
  labels: Record<Locale, string>;
  /** The form's errors; `title.<locale>` shows under its input, a bare `title` under the first one. */
  errors: FormErrors;
  /** Three side by side on a page, one under another in a narrow modal. */
  columns?: 1 | 3;
}

/** A world title in every interface language: the shop shows it in each, so all three are required. */
export function WorldTitleFields({ value, onChange, labels, errors, columns = 3 }: WorldTitleFieldsProps) {
  const localize = useLocalized();
  const errorOf = (locale: Locale) => {
    const text = errors[`title.${locale}`] ?? (locale === LOCALES[0] ? errors.title : undefined);
    return text ? localize(text) : undefined;
  };
  return (
    <SimpleGrid cols={{ base: 1, md: columns }}>
      {LOCALES.map((locale) => (
        <TextInput
          key={locale}
          label={labels[locale]}
          value={value[locale]}
          onChange={(event) => onChange(locale, event.currentTarget.value)}
          error={errorOf(locale)}
          maxLength={80}
          withAsterisk
          data-autofocus={locale === 'ru-RU' || undefined}
        />
      ))}
    </SimpleGrid>
  );
}
