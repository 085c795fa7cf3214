import { ActionIcon, Button, Card, Fieldset, Group, Input, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  LOCALES,
  ZERO_OPTION_TEXT_MAX,
  ZERO_OPTIONS_MAX,
  ZERO_QUESTION_TEXT_MAX,
  ZERO_QUESTIONS_MAX,
} from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../lib/forms.ts';
import { blankQuestion, EMPTY_TEXT, withoutOption, type ZeroLessonValues } from './zeroLessonForm.ts';

/**
 * A lesson's quiz: each question's text and options in three languages, the right option picked by a radio, questions
 * and options added and removed within the contract's limits.
 */
export function ZeroQuestionsEditor({ schemaForm }: { schemaForm: SchemaForm<ZeroLessonValues, unknown> }) {
  const { t } = useTranslation();
  const { form, inputProps, errorOf } = schemaForm;
  const { questions } = form.getValues();

  return (
    <Input.Wrapper label={t('zeroHomework.admin.fields.questions')} error={errorOf('questions')}>
      <Stack gap="md" mt={4}>
        {questions.map((question, index) => {
          const number = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the questions are edited in place, their place is their key
            <Card key={index} withBorder radius="md" padding="sm">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Text fw={700}>{t('zeroHomework.admin.question', { number })}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('zeroHomework.admin.removeQuestion', { number })}
                    disabled={questions.length <= 1}
                    onClick={() => form.removeListItem('questions', index)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
                {LOCALES.map((locale) => (
                  <TextInput
                    key={locale}
                    label={t(`zeroHomework.admin.fields.questionText.${locale}`, { number })}
                    maxLength={ZERO_QUESTION_TEXT_MAX}
                    required
                    {...inputProps(`questions.${index}.text.${locale}`)}
                  />
                ))}
                <Radio.Group
                  label={t('zeroHomework.admin.fields.options', { number })}
                  description={t('zeroHomework.admin.fields.optionsHint')}
                  value={String(question.correct)}
                  onChange={(value) => form.setFieldValue(`questions.${index}.correct`, Number(value))}
                  error={errorOf(`questions.${index}.correct`) ?? errorOf(`questions.${index}.options`)}
                >
                  <Stack gap="xs" mt={4}>
                    {question.options.map((_, optionIndex) => {
                      const option = optionIndex + 1;
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the options are edited in place, their place is their key
                        <Fieldset key={optionIndex} legend={t('zeroHomework.admin.option', { number: option })} p="xs">
                          <Group gap="xs" align="flex-start" wrap="nowrap">
                            <Radio
                              mt={8}
                              value={String(optionIndex)}
                              aria-label={t('zeroHomework.admin.rightOption', { question: number, option })}
                            />
                            <Stack gap={4} style={{ flex: 1 }}>
                              {LOCALES.map((locale) => (
                                <TextInput
                                  key={locale}
                                  aria-label={t(`zeroHomework.admin.fields.optionText.${locale}`, {
                                    question: number,
                                    option,
                                  })}
                                  placeholder={t(`zeroHomework.admin.fields.language.${locale}`)}
                                  maxLength={ZERO_OPTION_TEXT_MAX}
                                  {...inputProps(`questions.${index}.options.${optionIndex}.${locale}`)}
                                />
                              ))}
                            </Stack>
                            <ActionIcon
                              mt={4}
                              variant="subtle"
                              color="red"
                              aria-label={t('zeroHomework.admin.removeOption', { question: number, option })}
                              disabled={question.options.length <= 2}
                              onClick={() =>
                                form.setFieldValue(`questions.${index}`, withoutOption(question, optionIndex))
                              }
                            >
                              <IconTrash size={18} />
                            </ActionIcon>
                          </Group>
                        </Fieldset>
                      );
                    })}
                  </Stack>
                </Radio.Group>
                <Button
                  variant="subtle"
                  size="xs"
                  w="fit-content"
                  leftSection={<IconPlus size={16} />}
                  disabled={question.options.length >= ZERO_OPTIONS_MAX}
                  onClick={() => form.insertListItem(`questions.${index}.options`, EMPTY_TEXT)}
                >
                  {t('zeroHomework.admin.addOption', { number })}
                </Button>
              </Stack>
            </Card>
          );
        })}
        <Button
          variant="light"
          w="fit-content"
          leftSection={<IconPlus size={18} />}
          disabled={questions.length >= ZERO_QUESTIONS_MAX}
          onClick={() => form.insertListItem('questions', blankQuestion())}
        >
          {t('zeroHomework.admin.addQuestion')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
