import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FieldActivity } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalized } from '../../../lib/i18n.ts';
import { confirmAction } from '../../../ui/confirmAction.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { useChooseFieldActivity, useFieldActivities, useStudentFieldActivity } from '../world.queries.ts';
import { ProfessionCard } from './ProfessionCard.tsx';
import { useStudentSubject } from './useStudentSubject.ts';

/** StudentJobSelectView (spec §2): a subject-1 student picks a profession, or swaps it for another. */
export function JobSelectPage() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const navigate = useNavigate();
  const { studentId } = useStudentSubject();
  const professions = useFieldActivities();
  const mine = useStudentFieldActivity(studentId);
  const choose = useChooseFieldActivity(studentId ?? 0);
  const currentId = mine.data?.field_activity.id ?? null;

  const onChoose = async (profession: FieldActivity) => {
    if (currentId !== null) {
      const agreed = await confirmAction({
        title: t('places.select.changeTitle', { title: localize(profession.title) }),
        message: t('places.select.changeText'),
        confirmLabel: t('places.select.changeConfirm'),
        cancelLabel: t('places.select.cancel'),
      });
      if (!agreed) return;
    }
    try {
      await choose.mutateAsync(profession.id);
    } catch {
      // The api client has shown the server's reason; the student stays to choose again.
      return;
    }
    navigate('/student/job');
  };

  const error = professions.error ?? mine.error;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {currentId === null ? t('places.select.title') : t('places.select.changeHeading')}
        </Title>
        <Text c="dimmed">{t('places.select.subtitle')}</Text>
      </Stack>
      {error ? (
        <QueryError
          error={error}
          onRetry={() => {
            void professions.refetch();
            void mine.refetch();
          }}
        />
      ) : !professions.data || mine.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={320} radius="xl" />
          ))}
        </SimpleGrid>
      ) : professions.data.length === 0 ? (
        <EmptyState title={t('places.select.emptyTitle')} description={t('places.select.emptyText')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {professions.data.map((profession) => (
            <ProfessionCard
              key={profession.id}
              profession={profession}
              current={profession.id === currentId}
              busy={choose.isPending && choose.variables === profession.id}
              onChoose={() => void onChoose(profession)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
