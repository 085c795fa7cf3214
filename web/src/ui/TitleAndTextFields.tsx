import { Stack, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { LOCALES, type Locale } from '@umka/contracts';

export interface TitleAndTextFieldsProps {
  /** The form's props of an input at its path (`title.ru-RU`, `text.en-US`), the error already in words. */
  inputProps: (path: string) => GetInputPropsReturnType;
  titleLabel: (locale: Locale) => string;
  textLabel: (locale: Locale) => string;
  titleMax: number;
  textMax: number;
  textHint?: string;
}

/**
 * A title and a text in every interface language, language by language: content a child reads in their own
 * language (guides, introductory lessons), so all six are required.
 */
export function TitleAndTextFields({
  inputProps,
  titleLabel,
  textLabel,
  titleMax,
  textMax,
  textHint,
}: TitleAndTextFieldsProps) {
  return LOCALES.map((locale) => (
    <Stack key={locale} gap={6}>
      <TextInput label={titleLabel(locale)} maxLength={titleMax} required {...inputProps(`title.${locale}`)} />
      <Textarea
        label={textLabel(locale)}
        description={textHint}
        maxLength={textMax}
        autosize
        minRows={3}
        maxRows={10}
        required
        {...inputProps(`text.${locale}`)}
      />
    </Stack>
  ));
}
