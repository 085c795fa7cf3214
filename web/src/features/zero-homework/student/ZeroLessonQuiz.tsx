import { Alert, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHeartFilled, IconRefresh } from '@tabler/icons-react';
import type { ZeroLesson, ZeroLessonResult, ZeroQuestion, ZeroQuestionResult } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { useCompleteZeroLesson } from '../zeroHomework.queries.ts';

function QuestionCard(props: {
  index: number;
  question: ZeroQuestion;
  choice: number | undefined;
  onChoose: (choice: number) => void;
  result: ZeroQuestionResult | undefined;
}) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { question, result } = props;
  const right = result ? question.options[result.correct_choice] : undefined;
  return (
    <Card withBorder radius="lg" padding="md">
      <Stack gap="sm">
        <Radio.Group
          label={`${props.index + 1}. ${localize(question.text)}`}
          value={props.choice === undefined ? null : String(props.choice)}
          onChange={(value) => props.onChoose(Number(value))}
        >
          <Stack gap="xs" mt="xs">
            {question.options.map((option, index) => (
              <Radio
                // biome-ignore lint/suspicious/noArrayIndexKey: an option is its place in the question
                key={index}
                value={String(index)}
                label={localize(option)}
                disabled={result !== undefined}
              />
            ))}
          </Stack>
        </Radio.Group>
        {result ? (
          <Alert
            color={result.correct ? 'teal' : 'red'}
            radius="md"
            icon={result.correct ? <IconCircleCheck aria-hidden /> : <IconCircleX aria-hidden />}
            title={result.correct ? t('zeroHomework.quiz.right') : t('zeroHomework.quiz.wrong')}
          >
            {result.correct || !right ? null : t('zeroHomework.quiz.rightAnswer', { answer: localize(right) })}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function Outcome({ outcome, onRetry }: { outcome: ZeroLessonResult; onRetry: () => void }) {
  const { t } = useTranslation();
  if (!outcome.completed) {
    return (
      <Alert color="orange" radius="lg" role="status" title={t('zeroHomework.quiz.score', outcome)}>
        <Stack gap="sm">
          <Text size="sm">{t('zeroHomework.quiz.tryAgain')}</Text>
          <Button radius="xl" leftSection={<IconRefresh size={18} />} onClick={onRetry} w="fit-content">
            {t('zeroHomework.quiz.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert
      color="teal"
      radius="lg"
      role="status"
      icon={<IconHeartFilled aria-hidden />}
      title={t('zeroHomework.quiz.done')}
    >
      {outcome.likes_earned > 0
        ? t('zeroHomework.quiz.likesEarned', { count: outcome.likes_earned })
        : t('zeroHomework.quiz.likesEarlier')}
    </Alert>
  );
}

/** The lesson's quiz: every question on one form, checked at once; a wrong answer is shown and the quiz retried. */
export function ZeroLessonQuiz({ lesson, onCompleted }: { lesson: ZeroLesson; onCompleted: () => void }) {
  const { t } = useTranslation();
  const complete = useCompleteZeroLesson(lesson.id);
  const [choices, setChoices] = useState<Record<number, number>>({});
  const [outcome, setOutcome] = useState<ZeroLessonResult | null>(null);
  const results = new Map(outcome?.results.map((result) => [result.question_id, result]));
  const answers = lesson.questions.flatMap((question) => {
    const choice = choices[question.id];
    return choice === undefined ? [] : [{ question_id: question.id, choice }];
  });
  const allAnswered = answers.length === lesson.questions.length;

  const retry = () => {
    setChoices({});
    setOutcome(null);
    complete.reset();
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="zero-quiz-title">
      <Title order={2} size="h3" id="zero-quiz-title">
        {t('zeroHomework.quiz.title')}
      </Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (outcome || !allAnswered) return;
          complete.mutate(answers, {
            onSuccess: (result) => {
              setOutcome(result);
              if (result.completed) onCompleted();
            },
          });
        }}
      >
        <Stack gap="md">
          {lesson.questions.map((question, index) => (
            <QuestionCard
              key={question.id}
              index={index}
              question={question}
              choice={choices[question.id]}
              onChoose={(choice) => setChoices((current) => ({ ...current, [question.id]: choice }))}
              result={results.get(question.id)}
            />
          ))}
          {outcome ? (
            <Outcome outcome={outcome} onRetry={retry} />
          ) : (
            <Group>
              <Button type="submit" radius="xl" size="md" loading={complete.isPending} disabled={!allAnswered}>
                {t('zeroHomework.quiz.check')}
              </Button>
              {allAnswered ? null : (
                <Text size="sm" c="dimmed">
                  {t('zeroHomework.quiz.answered', { count: answers.length, total: lesson.questions.length })}
                </Text>
              )}
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
