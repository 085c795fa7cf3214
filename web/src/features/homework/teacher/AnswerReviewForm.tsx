import { Button, Group, Radio, Stack, Textarea } from '@mantine/core';
import { HOMEWORK_COMMENT_MAX, type HomeworkAnswer } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useLocalized } from '../../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useReviewAnswer } from '../homework.queries.ts';

type Verdict = 'accepted' | 'needs_rework';

export function AnswerReviewForm({ answer }: { answer: HomeworkAnswer }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const review = useReviewAnswer();
  const [status, setStatus] = useState<Verdict | null>(answer.status === 'submitted' ? null : answer.status);
  const [comment, setComment] = useState(answer.comment ?? '');
  const commentError = isApiError(review.error)
    ? review.error.fields?.find((field) => field.field === 'comment')
    : undefined;

  const submit = () => {
    if (!status) return;
    review.mutate(
      { answerId: answer.id, review: { status, comment } },
      {
        onSuccess: () => notifySuccess(t('teacherHomework.review.saved')),
        onError: (error) =>
          notifyError(t('teacherHomework.notice.failed'), isApiError(error) ? localized(error.message) : undefined),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm" mt="md">
        <Radio.Group
          label={t('teacherHomework.review.verdict')}
          value={status}
          onChange={(value) => setStatus(value as Verdict)}
        >
          <Group gap="md" mt={4}>
            <Radio value="accepted" label={t('teacherHomework.answer.status.accepted')} />
            <Radio value="needs_rework" label={t('teacherHomework.answer.status.needs_rework')} />
          </Group>
        </Radio.Group>
        <Textarea
          label={t('teacherHomework.review.comment')}
          rows={2}
          maxLength={HOMEWORK_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          error={commentError ? localized(commentError.message) : undefined}
        />
        <Group>
          <Button type="submit" disabled={!status} loading={review.isPending}>
            {t('teacherHomework.review.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
