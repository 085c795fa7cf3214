import { Button, Skeleton } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { ShopFrame } from '../ShopFrame.tsx';
import { useStudentFieldActivity } from '../world.queries.ts';
import { ThingShop } from './ThingShop.tsx';
import { useStudentSubject } from './useStudentSubject.ts';

/** /shop/job: things for the workplace of the student's profession. */
export function ShopJobPage() {
  return (
    <ShopFrame active="job">
      <JobShop />
    </ShopFrame>
  );
}

function JobShop() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { studentId, subjectId } = useStudentSubject();
  const profession = useStudentFieldActivity(studentId);
  if (profession.isError) return <QueryError error={profession.error} onRetry={() => void profession.refetch()} />;
  if (profession.isPending || studentId === null || subjectId === null) return <Skeleton height={320} radius="xl" />;
  const locationId = profession.data?.field_activity.location_id ?? null;
  if (!profession.data || locationId === null)
    return (
      <EmptyState
        title={t('places.job.needProfessionTitle')}
        description={t('places.job.needProfessionText')}
        action={
          <Button component={Link} to="/student/job/select" radius="xl" leftSection={<IconBriefcase size={18} />}>
            {t('places.job.choose')}
          </Button>
        }
      />
    );
  return (
    <ThingShop
      place={{ studentId, subjectId, locationId, groupId: null }}
      roomLabel={t('places.job.room', { title: localize(profession.data.field_activity.title) })}
    />
  );
}
