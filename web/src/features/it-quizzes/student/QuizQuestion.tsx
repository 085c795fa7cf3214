import { Alert, Card, Checkbox, Code, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ItQuestionResult, ItStudentQuestion } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

export interface QuestionAnswer {
  choices: number[];
  text: string;
}

function Feedback({ question, result }: { question: ItStudentQuestion; result: ItQuestionResult }) {
  const { t } = useTranslation();
  const right =
    question.kind === 'single' || question.kind === 'multiple'
      ? result.correct_choices.map((index) => question.options[index]).join(', ')
      : (result.correct_text ?? '');
  return (
    <Alert
      color={result.correct ? 'teal' : 'red'}
      radius="md"
      icon={result.correct ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
      title={result.correct ? t('itQuizzes.quiz.right') : t('itQuizzes.quiz.wrong')}
    >
      <Stack gap={4}>
        {result.correct ? null : <Text size="sm">{t('itQuizzes.quiz.rightAnswer', { answer: right })}</Text>}
        {result.explanation ? <Text size="sm">{result.explanation}</Text> : null}
      </Stack>
    </Alert>
  );
}

/** One question with the control of its kind; after the check, its feedback under it and the controls locked. */
export function QuizQuestion(props: {
  index: number;
  question: ItStudentQuestion;
  answer: QuestionAnswer;
  onChange: (answer: QuestionAnswer) => void;
  result: ItQuestionResult | undefined;
}) {
  const { t } = useTranslation();
  const { question, answer, onChange, result } = props;
  const locked = result !== undefined;
  const label = `${props.index + 1}. ${question.text}`;
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        {question.kind === 'single' ? (
          <Radio.Group
            label={label}
            value={answer.choices[0] === undefined ? null : String(answer.choices[0])}
            onChange={(value) => onChange({ ...answer, choices: [Number(value)] })}
          >
            <Stack gap="xs" mt="xs">
              {question.options.map((option, index) => (
                <Radio key={option} value={String(index)} label={option} disabled={locked} />
              ))}
            </Stack>
          </Radio.Group>
        ) : question.kind === 'multiple' ? (
          <Checkbox.Group
            label={label}
            description={t('itQuizzes.quiz.several')}
            value={answer.choices.map(String)}
            onChange={(values) => onChange({ ...answer, choices: values.map(Number) })}
          >
            <Stack gap="xs" mt="xs">
              {question.options.map((option, index) => (
                <Checkbox key={option} value={String(index)} label={option} disabled={locked} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : (
          <Stack gap="xs">
            <Text fw={500}>{label}</Text>
            {question.code ? <Code block>{question.code}</Code> : null}
            <TextInput
              aria-label={label}
              placeholder={t('itQuizzes.quiz.typeAnswer')}
              value={answer.text}
              disabled={locked}
              maxLength={500}
              onChange={(event) => onChange({ ...answer, text: event.currentTarget.value })}
            />
          </Stack>
        )}
        {result ? <Feedback question={question} result={result} /> : null}
      </Stack>
    </Card>
  );
}
