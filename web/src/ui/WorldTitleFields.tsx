import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LOCALES, type Locale } from '@umka/contracts';

export type TitleValues = Record<Locale, string>;

export const EMPTY_TITLE: TitleValues = { 'ru-RU': '', 'en-US': '', 'uk-UA': '' };

export interface WorldTitleFieldsProps {
  /** The form's props of an input at its path (`title.ru-RU`), the error already in words. */
  inputProps: (path: string) => GetInputPropsReturnType;
  /** The error of the title as a whole, shown under the first input. */
  titleError: string | undefined;
  labels: Record<Locale, string>;
  /** Three side by side on a page, one under another in a narrow modal. */
  columns?: 1 | 3;
}

/** A world title in every interface language: the shop shows it in each, so all three are required. */
export function WorldTitleFields({ inputProps, titleError, labels, columns = 3 }: WorldTitleFieldsProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: columns }}>
      {LOCALES.map((locale) => {
        const props = inputProps(`title.${locale}`);
        return (
          <TextInput
            key={locale}
            label={labels[locale]}
            {...props}
            error={props.error ?? (locale === LOCALES[0] ? titleError : undefined)}
            maxLength={80}
            withAsterisk
            data-autofocus={locale === 'ru-RU' || undefined}
          />
        );
      })}
    </SimpleGrid>
  );
}
