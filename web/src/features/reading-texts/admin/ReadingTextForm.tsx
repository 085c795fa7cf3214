import { Button, Card, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import {
  LOCALES,
  type Locale,
  READING_LEVELS,
  READING_TEXT_MAX_LENGTH,
  READING_TEXT_MIN_WORDS,
  type ReadingTextBody,
  readingTextBodySchema,
  readingWords,
} from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchemaForm } from '../../../lib/forms.ts';
import { QuestionsEditor } from './QuestionsEditor.tsx';
import { isReadingLevel } from './readingLevels.ts';
import { type ReadingTextFormValues, readingTextBody } from './readingTextValues.ts';

export interface ReadingTextFormProps {
  initial: ReadingTextFormValues;
  saving: boolean;
  onSave: (body: ReadingTextBody) => Promise<void>;
}

/** A speed-reading text: its language, level, title and text, and the questions that check it was understood. */
export function ReadingTextForm({ initial, saving, onSave }: ReadingTextFormProps) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf, onSubmit } = useSchemaForm({
    initialValues: initial,
    schema: readingTextBodySchema,
    toBody: readingTextBody,
  });
  const { values } = form;
  const languageLabel = useId();
  const levelLabel = useId();
  const levelHint = useId();
  const levelError = errorOf('level');

  return (
    <form onSubmit={onSubmit(onSave)} noValidate>
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Group align="flex-start" gap="xl">
              <Stack gap={4}>
                <Text size="sm" fw={500} id={languageLabel}>
                  {t('adminReadingTexts.form.language')}
                </Text>
                <SegmentedControl
                  aria-labelledby={languageLabel}
                  data={LOCALES.map((value) => ({ value, label: t(`adminReadingTexts.languages.${value}`) }))}
                  value={values.locale}
                  onChange={(value) => form.setFieldValue('locale', value as Locale)}
                />
              </Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500} id={levelLabel}>
                  {t('adminReadingTexts.form.level')}
                </Text>
                <SegmentedControl
                  aria-labelledby={levelLabel}
                  aria-describedby={levelHint}
                  data={READING_LEVELS.map((level) => ({ value: String(level), label: String(level) }))}
                  value={String(values.level)}
                  onChange={(value) => {
                    const level = Number(value);
                    if (isReadingLevel(level)) form.setFieldValue('level', level);
                  }}
                />
                <Text size="xs" c={levelError ? 'red' : 'dimmed'} id={levelHint}>
                  {levelError ??
                    t('adminReadingTexts.form.levelHint', {
                      years: t(`adminReadingTexts.levels.${values.level}`),
                    })}
                </Text>
              </Stack>
            </Group>
            <TextInput
              label={t('adminReadingTexts.form.title')}
              {...inputProps('title')}
              maxLength={120}
              withAsterisk
              data-autofocus
            />
            <Stack gap={4}>
              <Textarea
                label={t('adminReadingTexts.form.text')}
                description={t('adminReadingTexts.form.textHint', {
                  min: READING_TEXT_MIN_WORDS,
                  max: READING_TEXT_MAX_LENGTH,
                })}
                {...inputProps('text')}
                autosize
                minRows={8}
                maxRows={24}
                maxLength={READING_TEXT_MAX_LENGTH}
                withAsterisk
              />
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed" data-testid="reading-text-words">
                  {t('adminReadingTexts.form.words', { count: readingWords(values.text).length })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('adminReadingTexts.form.chars', { used: values.text.length, max: READING_TEXT_MAX_LENGTH })}
                </Text>
              </Group>
            </Stack>
          </Stack>
        </Card>

        <QuestionsEditor form={form} inputProps={inputProps} errorOf={errorOf} />

        <Group justify="flex-end">
          <Button component={Link} to="/admin/reading-texts" variant="default">
            {t('adminReadingTexts.form.cancel')}
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={18} />}>
            {t('adminReadingTexts.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
