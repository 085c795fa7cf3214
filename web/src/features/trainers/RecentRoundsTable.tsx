import { Badge, Table, Text } from '@mantine/core';
import type { TrainerRound } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../lib/dates.ts';
import { useLocalized } from '../../lib/i18n.ts';

/** The latest rounds, newest first; a rejected round is listed too, so the student sees why it earned nothing. */
export function RecentRoundsTable({ rounds }: { rounds: readonly TrainerRound[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDate('logTime');
  const localized = useLocalized();
  if (rounds.length === 0) return null;
  // Rounds of admin content (mental tests) say which one they were of.
  const labelled = rounds.some((round) => round.label !== undefined);
  // Narrow enough for a phone's card without scrolling, unless a label column needs the room.
  return (
    <Table.ScrollContainer minWidth={labelled ? 420 : 300}>
      <Table striped highlightOnHover>
        <Table.Caption>{t('profile.trainers.recent')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('profile.trainers.when')}</Table.Th>
            {labelled ? <Table.Th>{t('profile.trainers.what')}</Table.Th> : null}
            <Table.Th>{t('profile.trainers.score')}</Table.Th>
            <Table.Th>{t('profile.trainers.correct')}</Table.Th>
            <Table.Th>{t('profile.trainers.likes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((round) => (
            <Table.Tr key={`${round.created_at}-${round.score}-${round.duration_ms}`}>
              <Table.Td>{formatDateTime(round.created_at)}</Table.Td>
              {labelled ? <Table.Td>{round.label ? localized(round.label) : '—'}</Table.Td> : null}
              <Table.Td>
                {round.validate_status === 'ok' ? (
                  <Text span fw={700}>
                    {round.score}
                  </Text>
                ) : (
                  <Badge color="orange" variant="light">
                    {t('profile.trainers.rejected')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{t('profile.trainers.correctOf', { correct: round.correct, total: round.total })}</Table.Td>
              <Table.Td>{round.likes_earned}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
