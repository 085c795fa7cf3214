import { Group, Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TrainerRating, TrainerRatingEntry } from '@umka/contracts';
import { AppPagination } from './AppPagination.tsx';
import { QueryError } from './QueryError.tsx';
import { Spinner } from './Spinner.tsx';

/** One page of any rating: a trainer's, or the likes rating. */
type RatingPage = Pick<TrainerRating, 'items' | 'total' | 'page' | 'per_page' | 'last_page'>;

/**
 * Splits a rating page into the page's own rows and the followed student's entry the server appends after
 * them when that student is not on the page (spec §9). The page holds at most `per_page` rated students,
 * so anything beyond what the page can hold is the appended entry.
 */
function ratingRows(
  rating: RatingPage,
  isFollowed: (entry: TrainerRatingEntry) => boolean,
): { page: TrainerRatingEntry[]; offPage: TrainerRatingEntry | null } {
  const onPage = Math.max(0, Math.min(rating.per_page, rating.total - (rating.page - 1) * rating.per_page));
  return { page: rating.items.slice(0, onPage), offPage: rating.items.slice(onPage).find(isFollowed) ?? null };
}

interface RatingRowProps {
  entry: TrainerRatingEntry;
  highlighted: boolean;
  name: string;
}

function RatingRow({ entry, highlighted, name }: RatingRowProps) {
  return (
    <Table.Tr
      bg={highlighted ? 'var(--mantine-color-grape-light)' : undefined}
      fw={highlighted ? 700 : undefined}
      aria-current={highlighted ? 'true' : undefined}
      data-own={entry.is_own || undefined}
    >
      <Table.Td>{entry.rank}</Table.Td>
      <Table.Td>{name}</Table.Td>
      <Table.Td ta="right">{entry.value}</Table.Td>
    </Table.Tr>
  );
}

export interface RatingTableLabels {
  caption: string;
  rank: string;
  student: string;
  value: string;
  /** Shown instead of the table when nobody is rated yet. */
  empty: string;
}

export interface RatingTableProps<T extends RatingPage> {
  rating: UseQueryResult<T>;
  /** The page asked for; the query shows the previous one until it arrives. */
  page: number;
  onPageChange: (page: number) => void;
  /** The student highlighted wherever they are: the viewer themself, or the one a teacher follows. */
  isFollowed: (entry: TrainerRatingEntry) => boolean;
  nameOf: (entry: TrainerRatingEntry) => string;
  /** The table's words; the caption and the value's heading may depend on the loaded page. */
  labels: (rating: T) => RatingTableLabels;
}

/** A rating in pages of 50: rank, student and value, one student highlighted even when off the page. */
export function RatingTable<T extends RatingPage>({
  rating,
  page,
  onPageChange,
  isFollowed,
  nameOf,
  labels,
}: RatingTableProps<T>) {
  if (rating.isError) return <QueryError error={rating.error} onRetry={() => void rating.refetch()} />;
  if (rating.isPending) return <Spinner centered />;
  const words = labels(rating.data);
  if (rating.data.items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {words.empty}
      </Text>
    );
  }
  const rows = ratingRows(rating.data, isFollowed);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Caption>{words.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={72}>{words.rank}</Table.Th>
              <Table.Th>{words.student}</Table.Th>
              <Table.Th ta="right">{words.value}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.page.map((entry) => (
              <RatingRow key={entry.student_id} entry={entry} highlighted={isFollowed(entry)} name={nameOf(entry)} />
            ))}
            {rows.offPage ? (
              <>
                <Table.Tr aria-hidden>
                  <Table.Td colSpan={3} ta="center" c="dimmed">
                    …
                  </Table.Td>
                </Table.Tr>
                <RatingRow entry={rows.offPage} highlighted name={nameOf(rows.offPage)} />
              </>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rating.data.last_page > 1 ? (
        <Group justify="center">
          <AppPagination
            total={rating.data.last_page}
            value={page}
            onChange={onPageChange}
            radius="xl"
            disabled={rating.isPlaceholderData}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
