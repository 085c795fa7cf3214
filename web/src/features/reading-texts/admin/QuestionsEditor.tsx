import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { READING_MAX_QUESTIONS } from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionCard, type ReadingTextSchemaForm } from './QuestionCard.tsx';
import { questionDraft } from './readingTextValues.ts';

/** The questions asked once the text is read: one to five, each with four choices. */
export function QuestionsEditor(schemaForm: ReadingTextSchemaForm) {
  const { t } = useTranslation();
  const { form, errorOf } = schemaForm;
  const { questions } = form.values;
  const titleId = useId();
  const listError = errorOf('questions');

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId}>
            {t('adminReadingTexts.questions.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('adminReadingTexts.questions.hint', { max: READING_MAX_QUESTIONS })}
          </Text>
        </Stack>
        {listError ? (
          <Text c="red" size="sm">
            {listError}
          </Text>
        ) : null}
        {questions.map((question, index) => (
          <QuestionCard
            key={question.key}
            {...schemaForm}
            question={question}
            index={index}
            removable={questions.length > 1}
            onRemove={() => form.removeListItem('questions', index)}
          />
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => form.insertListItem('questions', questionDraft())}
            disabled={questions.length >= READING_MAX_QUESTIONS}
          >
            {t('adminReadingTexts.questions.add')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
