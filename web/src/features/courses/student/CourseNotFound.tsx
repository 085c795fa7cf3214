import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState.tsx';

/** A course, block or lesson that is not there: said kindly, with the way back to what is. */
export function CourseNotFound({ text, back, backLabel }: { text: string; back: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('courses.student.notFoundTitle')}
      description={text}
      titleOrder={1}
      color="indigo"
      icon={<IconMapQuestion size={32} stroke={1.5} />}
      action={
        <Button component={Link} to={back} radius="xl">
          {backLabel}
        </Button>
      }
    />
  );
}
