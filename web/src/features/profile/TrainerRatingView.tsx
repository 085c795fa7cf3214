import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { TrainerRatingEntry } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useTrainerRating } from './profile.queries.ts';
import { ratingRows } from './ratingRows.ts';

function RatingRow({ entry }: { entry: TrainerRatingEntry }) {
  const { t } = useTranslation();
  return (
    <Table.Tr
      bg={entry.is_own ? 'var(--mantine-color-grape-light)' : undefined}
      fw={entry.is_own ? 700 : undefined}
      aria-current={entry.is_own ? 'true' : undefined}
      data-own={entry.is_own || undefined}
    >
      <Table.Td>{entry.rank}</Table.Td>
      <Table.Td>{entry.is_own ? t('profile.rating.you', { name: entry.name }) : entry.name}</Table.Td>
      <Table.Td ta="right">{entry.value}</Table.Td>
    </Table.Tr>
  );
}

/** A trainer's rating in the subject: pages of 50, the student's own row highlighted wherever it is. */
export function TrainerRatingView({ trainerId, subjectId }: { trainerId: number; subjectId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rating = useTrainerRating(trainerId, subjectId, page);

  if (rating.isError) return <QueryError error={rating.error} onRetry={() => void rating.refetch()} />;
  if (rating.isPending) return <Spinner centered />;
  if (rating.data.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('profile.rating.empty')}
      </Text>
    );
  }
  const { page: rows, ownOffPage } = ratingRows(rating.data);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Caption>{t('profile.rating.caption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{t('profile.rating.rank')}</Table.Th>
              <Table.Th>{t('profile.rating.student')}</Table.Th>
              <Table.Th ta="right">
                {rating.data.metric === 'wins' ? t('profile.rating.wins') : t('profile.rating.score')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((entry) => (
              <RatingRow key={entry.student_id} entry={entry} />
            ))}
            {ownOffPage ? (
              <>
                <Table.Tr aria-hidden>
                  <Table.Td colSpan={3} ta="center" c="dimmed">
                    …
                  </Table.Td>
                </Table.Tr>
                <RatingRow entry={ownOffPage} />
              </>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rating.data.last_page > 1 ? (
        <Group justify="center">
          <Pagination
            total={rating.data.last_page}
            value={page}
            onChange={setPage}
            radius="xl"
            disabled={rating.isPlaceholderData}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
