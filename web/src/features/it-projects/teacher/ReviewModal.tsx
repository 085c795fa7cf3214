import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IT_PROJECT_COMMENT_MAX } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify.ts';
import { AppModal } from '../../../ui/AppModal.tsx';
import { useReviewItProject } from '../itProjects.queries.ts';

export interface ReviewRequest {
  id: number;
  title: string;
  approve: boolean;
}

/** A teacher's decision on a project, with a comment for the student; the notice of spec §8 says which it was. */
export function ReviewModal({ request, onClose }: { request: ReviewRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useReviewItProject();
  const [comment, setComment] = useState('');
  const close = () => {
    setComment('');
    onClose();
  };
  const decide = () => {
    if (!request) return;
    review.mutate(
      { id: request.id, approve: request.approve, comment },
      {
        onSuccess: () => {
          notifySuccess(t(request.approve ? 'itProjects.teacher.approved' : 'itProjects.teacher.rejected'));
          close();
        },
      },
    );
  };
  return (
    <AppModal
      opened={request !== null}
      onClose={close}
      title={
        request
          ? t(request.approve ? 'itProjects.teacher.approveTitle' : 'itProjects.teacher.rejectTitle', {
              title: request.title,
            })
          : ''
      }
    >
      <Stack gap="md">
        <Textarea
          label={t('itProjects.teacher.comment')}
          description={t('itProjects.teacher.commentHint')}
          value={comment}
          maxLength={IT_PROJECT_COMMENT_MAX}
          rows={3}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('itProjects.teacher.cancel')}
          </Button>
          <Button color={request?.approve ? 'teal' : 'red'} loading={review.isPending} onClick={decide}>
            {t(request?.approve ? 'itProjects.teacher.approve' : 'itProjects.teacher.reject')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
