import { Badge, Table, Text } from '@mantine/core';
import type { TrainerRound } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../ui/useFormatDateTime.ts';

/** The latest rounds, newest first; a rejected round is listed too, so the student sees why it earned nothing. */
export function RecentRoundsTable({ rounds }: { rounds: readonly TrainerRound[] }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  if (rounds.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped highlightOnHover>
        <Table.Caption>{t('profile.trainers.recent')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('profile.trainers.when')}</Table.Th>
            <Table.Th>{t('profile.trainers.score')}</Table.Th>
            <Table.Th>{t('profile.trainers.correct')}</Table.Th>
            <Table.Th>{t('profile.trainers.likes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((round) => (
            <Table.Tr key={`${round.created_at}-${round.score}-${round.duration_ms}`}>
              <Table.Td>{formatDateTime(round.created_at)}</Table.Td>
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
