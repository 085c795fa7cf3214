import { Button, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { GroupDetail } from '@umka/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../lib/auth.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useTeacherClass } from '../teacher/teacher.queries.ts';

interface ClassPageFrameProps {
  /** The page's heading once the class is known. */
  title: (schoolClass: GroupDetail) => string;
  children: (schoolClass: GroupDetail) => ReactNode;
}

/** A homework page inside a class: the way back to the class, its heading, and not-found for a foreign id. */
export function ClassPageFrame({ title, children }: ClassPageFrameProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const classId = Number(useParams().id);
  const validId = Number.isInteger(classId) && classId > 0;
  const details = useTeacherClass(user?.id ?? null, classId);

  const back = (
    <Button
      component={Link}
      to={validId ? `/teacher/classes/${classId}` : '/teacher/classes'}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} />}
      px={0}
    >
      {t('teacherHomework.backToClass')}
    </Button>
  );

  if (!validId || !user) {
    return (
      <Stack gap="lg" align="flex-start">
        {back}
        <EmptyState title={t('teacherHomework.notFound')} titleOrder={1} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <div>{back}</div>
      {details.isPending ? (
        <Spinner centered />
      ) : details.isError ? (
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      ) : (
        <>
          <Title order={1} size="h2">
            {title(details.data)}
          </Title>
          {children(details.data)}
        </>
      )}
    </Stack>
  );
}
