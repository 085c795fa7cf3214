import { ActionIcon, Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { READING_QUESTION_OPTIONS, type ReadingTextBody } from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaForm } from '../../../lib/forms.ts';
import type { QuestionDraft, ReadingTextFormValues } from './readingTextValues.ts';

/** The choices are fixed slots, never added, removed or moved, so each slot's number is its key. */
const OPTION_SLOTS = Array.from({ length: READING_QUESTION_OPTIONS }, (_, slot) => slot);

export type ReadingTextSchemaForm = Pick<
  SchemaForm<ReadingTextFormValues, ReadingTextBody>,
  'form' | 'inputProps' | 'errorOf'
>;

export interface QuestionCardProps extends ReadingTextSchemaForm {
  question: QuestionDraft;
  index: number;
  /** False for the last question left: a text needs at least one. */
  removable: boolean;
  onRemove: () => void;
}

/** A question with its four choices; the radio inside each choice marks the right one. */
export function QuestionCard({ form, inputProps, errorOf, question, index, removable, onRemove }: QuestionCardProps) {
  const { t } = useTranslation();
  const choicesNote = useId();
  const path = `questions.${index}`;
  const number = index + 1;
  // Refusals of the choices as a whole (two alike, no right one) have no single input to sit under.
  const choicesError = errorOf(`${path}.options`) ?? errorOf(`${path}.answer`) ?? errorOf(path);

  const setOption = (option: number, value: string) => {
    form.setFieldValue(`${path}.options.${option}`, value);
    form.clearFieldError(`${path}.options`);
  };

  return (
    <Fieldset legend={t('adminReadingTexts.questions.legend', { number })} radius="md" aria-describedby={choicesNote}>
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="xs">
          <TextInput
            label={t('adminReadingTexts.questions.question')}
            {...inputProps(`${path}.question`)}
            maxLength={300}
            withAsterisk
            style={{ flex: 1 }}
          />
          <ActionIcon
            mt={28}
            size="lg"
            variant="subtle"
            color="red"
            aria-label={t('adminReadingTexts.questions.remove', { number })}
            disabled={!removable}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
          {OPTION_SLOTS.map((option) => {
            const optionNumber = option + 1;
            const props = inputProps(`${path}.options.${option}`);
            return (
              <TextInput
                key={option}
                label={t('adminReadingTexts.questions.option', { number: optionNumber })}
                {...props}
                onChange={(event) => setOption(option, event.currentTarget.value)}
                maxLength={120}
                withAsterisk
                leftSectionPointerEvents="all"
                leftSection={
                  <Radio
                    name={`answer-${question.key}`}
                    checked={question.answer === option}
                    onChange={() => form.setFieldValue(`${path}.answer`, option)}
                    aria-label={t('adminReadingTexts.questions.correct', { number: optionNumber })}
                    color="teal"
                  />
                }
              />
            );
          })}
        </SimpleGrid>
        <Text size="xs" c={choicesError ? 'red' : 'dimmed'} id={choicesNote}>
          {choicesError ?? t('adminReadingTexts.questions.choicesHint')}
        </Text>
      </Stack>
    </Fieldset>
  );
}
