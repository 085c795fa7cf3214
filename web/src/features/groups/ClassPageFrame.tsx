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
import { useTeacherClass } from './groups.queries.ts';

interface ClassPageFrameProps {
  /** The page's heading once the class is known; without it the page heads its own content. */
  title?: (schoolClass: GroupDetail) => string;
  /** Where the way back leads: the class's own page, or the list of classes (from the class page itself). */
  backTo?: 'class' | 'classes';
  /** The way back's label, which may name the class once it is known. "Back to the class" unless told. */
  backLabel?: (schoolClass: GroupDetail | undefined) => string;
  /** The heading an address that is not a class id gets. "Homework not found" unless told. */
  notFoundTitle?: string;
  children: (schoolClass: GroupDetail, teacherId: number) => ReactNode;
}

/** A teacher's page of one class (/teacher/classes/:id…): the way back, the class loaded, not-found for a bad id. */
export function ClassPageFrame({ title, backTo = 'class', backLabel, notFoundTitle, children }: ClassPageFrameProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const classId = Number(useParams().id);
  const validId = Number.isInteger(classId) && classId > 0;
  const details = useTeacherClass(user?.id ?? null, classId);

  const back = (
    <Button
      component={Link}
      to={validId && backTo === 'class' ? `/teacher/classes/${classId}` : '/teacher/classes'}
      variant="subtle"
      leftSection={<IconArrowLeft size={18} />}
      px={0}
    >
      {backLabel ? backLabel(details.data) : t('teacherHomework.backToClass')}
    </Button>
  );

  if (!validId || !user) {
    return (
      <Stack gap="lg" align="flex-start">
        {back}
        <EmptyState title={notFoundTitle ?? t('teacherHomework.notFound')} titleOrder={1} />
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
          {title ? (
            <Title order={1} size="h2">
              {title(details.data)}
            </Title>
          ) : null}
          {children(details.data, user.id)}
        </>
      )}
    </Stack>
  );
}
