import { Table, Text } from '@mantine/core';
import type { LikesLedgerEntry } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';

const KNOWN_REASONS = new Set(['trainer', 'shop', 'seed', 'homework', 'online_game', 'zero_lesson']);

/** The ledger rows, newest first: when, what for, the change and the balance it left. */
export function LikesLedgerTable({ entries }: { entries: readonly LikesLedgerEntry[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDate('logTime');
  // A reason added by a later feature shows as "other" until it gets its own words.
  const reasonOf = (reason: string) => t(`likes.reasons.${KNOWN_REASONS.has(reason) ? reason : 'other'}`);
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{t('likes.history.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('likes.history.when')}</Table.Th>
            <Table.Th>{t('likes.history.reason')}</Table.Th>
            <Table.Th ta="right">{t('likes.history.change')}</Table.Th>
            <Table.Th ta="right">{t('likes.history.balanceAfter')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{formatDateTime(entry.created_at)}</Table.Td>
              <Table.Td>{reasonOf(entry.reason)}</Table.Td>
              <Table.Td ta="right">
                <Text span fw={600} size="sm" c={entry.delta > 0 ? 'teal.9' : 'red.9'}>
                  {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{entry.balance_after}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
