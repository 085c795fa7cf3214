import { Alert, Button, Group, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { IT_SOLUTION_DECISIONS, type ItSolution, type ItSolutionDecision } from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useReviewItSolution } from '../itSolutions.queries.ts';

/** The teacher's decision on a waiting solution, with a comment for the student. */
export function ReviewForm({ solution }: { solution: ItSolution }) {
  const { t } = useTranslation();
  const localize = useLocalized();
  const review = useReviewItSolution();
  const [status, setStatus] = useState<ItSolutionDecision>('accepted');
  const [comment, setComment] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    review.mutate(
      { id: solution.id, review: { status, comment } },
      { onSuccess: () => notifySuccess(t(`itSolutions.teacher.done.${status}`)) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t('itSolutions.teacher.decision')}
          value={status}
          onChange={(value) => setStatus(value as ItSolutionDecision)}
          data={IT_SOLUTION_DECISIONS.map((value) => ({ value, label: t(`itSolutions.status.${value}`) }))}
        />
        <Textarea
          label={t('itSolutions.teacher.comment')}
          rows={2}
          resize="vertical"
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        {isApiError(review.error) ? (
          <Alert color="red" variant="light">
            {localize(review.error.message)}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" color="violet" loading={review.isPending}>
            {t('itSolutions.teacher.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
