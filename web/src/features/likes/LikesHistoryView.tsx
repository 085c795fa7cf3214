import { Button, Group, Stack } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { QueryError } from '../../ui/QueryError.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { LikesLedgerTable } from './LikesLedgerTable.tsx';
import { LikesSummary } from './LikesSummary.tsx';
import { useLikesHistory } from './likes.queries.ts';

/** A student's likes in one subject: the totals and the ledger, older rows on request. */
export function LikesHistoryView({
  studentId,
  subjectId,
  emptyText,
}: {
  studentId: number;
  subjectId: number;
  emptyText: string;
}) {
  const { t } = useTranslation();
  const history = useLikesHistory(studentId, subjectId);

  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.isPending) return <Spinner centered />;
  const [first] = history.data.pages;
  const entries = history.data.pages.flatMap((page) => page.items);
  return (
    <Stack gap="md">
      {first ? <LikesSummary balance={first.balance} earned={first.earned} spent={first.spent} /> : null}
      {entries.length === 0 ? (
        <EmptyState
          title={t('likes.history.emptyTitle')}
          description={emptyText}
          color="pink"
          icon={<IconHeart size={32} stroke={1.5} />}
        />
      ) : (
        <LikesLedgerTable entries={entries} />
      )}
      {history.hasNextPage ? (
        <Group justify="center">
          <Button
            variant="light"
            radius="xl"
            loading={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {t('likes.history.more')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
