import { Group, Pagination, Stack, Table, Text } from '@mantine/core';
import type { LikesRating, TrainerRatingEntry } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useLikesRating } from './likes.queries.ts';

/** The page's own rows and the followed entry the server appends after them when it is off the page (spec §9). */
function splitRows(rating: LikesRating, highlightId: number) {
  const onPage = Math.max(0, Math.min(rating.per_page, rating.total - (rating.page - 1) * rating.per_page));
  return {
    page: rating.items.slice(0, onPage),
    offPage: rating.items.slice(onPage).find((item) => item.student_id === highlightId) ?? null,
  };
}

function RatingRow({
  entry,
  highlighted,
  ownLabel,
}: {
  entry: TrainerRatingEntry;
  highlighted: boolean;
  ownLabel: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr
      bg={highlighted ? 'var(--mantine-color-grape-light)' : undefined}
      fw={highlighted ? 700 : undefined}
      aria-current={highlighted ? 'true' : undefined}
    >
      <Table.Td>{entry.rank}</Table.Td>
      <Table.Td>{ownLabel && entry.is_own ? t('likes.rating.you', { name: entry.name }) : entry.name}</Table.Td>
      <Table.Td ta="right">{entry.value}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The subject's students ranked by likes earned, pages of 50, one student highlighted wherever they are:
 * the viewer themself, or the student whose card a teacher has open (`followId`).
 */
export function LikesRatingView({
  subjectId,
  highlightId,
  followId = null,
}: {
  subjectId: number;
  highlightId: number;
  followId?: number | null;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const rating = useLikesRating(subjectId, page, followId);

  if (rating.isError) return <QueryError error={rating.error} onRetry={() => void rating.refetch()} />;
  if (rating.isPending) return <Spinner centered />;
  if (rating.data.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {t('likes.rating.empty')}
      </Text>
    );
  }
  const rows = splitRows(rating.data, highlightId);
  const ownLabel = followId === null;
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Caption>
            {rating.data.scope === 'classes' ? t('likes.rating.captionClasses') : t('likes.rating.caption')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{t('likes.rating.rank')}</Table.Th>
              <Table.Th>{t('likes.rating.student')}</Table.Th>
              <Table.Th ta="right">{t('likes.rating.earned')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.page.map((entry) => (
              <RatingRow
                key={entry.student_id}
                entry={entry}
                highlighted={entry.student_id === highlightId}
                ownLabel={ownLabel}
              />
            ))}
            {rows.offPage ? (
              <>
                <Table.Tr aria-hidden>
                  <Table.Td colSpan={3} ta="center" c="dimmed">
                    …
                  </Table.Td>
                </Table.Tr>
                <RatingRow entry={rows.offPage} highlighted ownLabel={ownLabel} />
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
