import { Button } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { isSubjectAllowed } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubject } from '../../lib/subject.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';

/**
 * Online games open at 10 earned likes (§6). Below that, a friendly word of how many are still needed and the way
 * to earn them: the trainers (the home where the subject has none).
 */
export function OnlineLocked({ likesNeeded, titleOrder }: { likesNeeded: number; titleOrder?: 1 | 2 }) {
  const { t } = useTranslation();
  const { subject } = useSubject();
  const trainers = subject !== null && isSubjectAllowed('trainers', subject.main_id);
  return (
    <EmptyState
      color="orange"
      titleOrder={titleOrder}
      icon={<IconLock size={32} stroke={1.5} />}
      title={t('online.locked.title')}
      description={t('online.locked.text', { count: likesNeeded })}
      action={
        <Button component={Link} to={trainers ? '/student/trainers' : '/student'} radius="xl">
          {trainers ? t('online.locked.toTrainers') : t('online.locked.toHome')}
        </Button>
      }
    />
  );
}
