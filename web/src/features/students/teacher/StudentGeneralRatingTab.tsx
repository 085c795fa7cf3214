import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { QueryError } from '../../../ui/QueryError.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { useTrainerStats } from '../../trainers/index.ts';
import { useRatingPlaces } from '../students.queries.ts';
import { CardSubjectPicker } from './CardSubjectPicker.tsx';
import { useStudentCard } from './studentCard.ts';

/**
 * /teacher/students/:studentId/general-rating: the student's place in each trainer rating of the subject.
 * Titles come from the student's trainer statistics, which list every trainer they played.
 */
export function StudentGeneralRatingTab() {
  const { t } = useTranslation();
  const localize = useLocalized();
  const { student, subjectId } = useStudentCard();
  const places = useRatingPlaces(student.id, subjectId);
  const stats = useTrainerStats(student.id, subjectId);
  const failed = places.isError ? places : stats.isError ? stats : null;
  const titleOf = (trainerId: number) => {
    const trainer = stats.data?.find((item) => item.trainer_id === trainerId);
    return trainer ? localize(trainer.title) : `#${trainerId}`;
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          {t('teacherStudent.generalRating.heading')}
        </Title>
        <CardSubjectPicker />
      </Group>
      {failed ? <QueryError error={failed.error} onRetry={() => void failed.refetch()} /> : null}
      {!failed && (places.isPending || stats.isPending) ? <Spinner centered /> : null}
      {places.isSuccess && stats.isSuccess && places.data.length === 0 ? (
        <EmptyState
          title={t('teacherStudent.generalRating.emptyTitle')}
          description={t('teacherStudent.generalRating.emptyText')}
          color="yellow"
          icon={<IconTrophy size={32} stroke={1.5} />}
        />
      ) : null}
      {places.isSuccess && stats.isSuccess && places.data.length > 0 ? (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="sm">
            <Table.Caption>{t('teacherStudent.generalRating.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('teacherStudent.generalRating.trainer')}</Table.Th>
                <Table.Th>{t('teacherStudent.generalRating.place')}</Table.Th>
                <Table.Th ta="right">{t('teacherStudent.generalRating.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {places.data.map((place) => (
                <Table.Tr key={place.trainer_id}>
                  <Table.Td>{titleOf(place.trainer_id)}</Table.Td>
                  <Table.Td>
                    <Text span fw={700}>
                      {t('teacherStudent.generalRating.placeOf', { rank: place.rank, total: place.total })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    {place.metric === 'wins'
                      ? t('teacherStudent.generalRating.wins', { value: place.value })
                      : t('teacherStudent.generalRating.score', { value: place.value })}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
