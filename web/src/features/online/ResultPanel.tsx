import { Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHeart, IconRefresh } from '@tabler/icons-react';
import { ROLE } from '@umka/contracts';
import { type PicnicView, picnicScore } from '@umka/games';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';
import { useRoomCommand } from './online.queries.ts';
import { onlineListPath } from './onlinePaths.ts';
import type { RoomPageProps } from './RoomRoute.tsx';

type Standing = 'won' | 'draw' | 'lost';

const STANDING_COLORS: Record<Standing, string> = { won: 'teal', draw: 'blue', lost: 'gray' };

/**
 * The end of a game (§4 `result`, `rematchWaiting`): how it went for this person, every player's standing (and the
 * picnic's points), who forfeited and why, and the way on: another game with the same people, or back to the games.
 */
export function ResultPanel({ held, exit }: RoomPageProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { online } = held;
  const { room } = online;
  const command = useRoomCommand(room.id);
  const result = room.result;
  if (!result) return null;
  const me = room.mySeat;
  const mine = me === null ? null : (result.standings[me] ?? null);
  const picnic = room.game === 'picnic' ? (room.play as PicnicView | null) : null;
  const forfeitOf = (seat: number) => result.forfeits.find((forfeit) => forfeit.seat === seat);
  const stayed = room.seats.filter((seat) => seat && !seat.left).length;
  const asked = user !== null && room.rematch.includes(user.id);
  const othersAsked = room.rematch.some((id) => id !== user?.id);
  const canRematch = me !== null && stayed >= 2;

  return (
    <Paper withBorder radius="xl" p="lg" shadow="sm" data-testid="room-result">
      <Stack gap="md">
        <Title order={2} ta="center" c={mine === 'won' ? 'teal.7' : undefined}>
          {mine ? t(`online.result.headline.${mine}`) : t('online.result.over')}
        </Title>
        {mine === 'won' && user?.role_id === ROLE.student ? (
          <Group justify="center" gap={6}>
            <IconHeart size={18} color="var(--mantine-color-pink-6)" aria-hidden />
            <Text size="sm">{t('online.result.likes')}</Text>
          </Group>
        ) : null}
        <Table verticalSpacing="xs" aria-label={t('online.result.standings')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('online.result.player')}</Table.Th>
              {picnic ? <Table.Th ta="right">{t('online.result.points')}</Table.Th> : null}
              <Table.Th ta="right">{t('online.result.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {room.seats.map((seat, index) => {
              const standing = result.standings[index];
              const forfeit = forfeitOf(index);
              const player = picnic?.players[index];
              return seat && standing ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its place at the table.
                <Table.Tr key={index}>
                  <Table.Td>
                    <Text fw={index === me ? 800 : 500}>
                      {index === me ? t('online.game.you', { name: seat.name }) : seat.name}
                    </Text>
                    {forfeit ? (
                      <Text size="xs" c="dimmed">
                        {t(`online.result.forfeit.${forfeit.reason}`)}
                      </Text>
                    ) : null}
                  </Table.Td>
                  {picnic ? <Table.Td ta="right">{player ? picnicScore(player) : '—'}</Table.Td> : null}
                  <Table.Td ta="right">
                    <Badge color={STANDING_COLORS[standing]} variant="light">
                      {t(`online.result.standing.${standing}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ) : null;
            })}
          </Table.Tbody>
        </Table>
        {me !== null && stayed < 2 ? (
          <Text ta="center" c="dimmed">
            {t('online.result.othersLeft')}
          </Text>
        ) : null}
        {canRematch && othersAsked && !asked ? (
          <Text ta="center" fw={700} c="grape.7">
            {t('online.result.othersAsked')}
          </Text>
        ) : null}
        <Group justify="center" gap="sm">
          {canRematch && !asked ? (
            <Button
              size="lg"
              radius="xl"
              leftSection={<IconRefresh />}
              loading={command.isPending}
              onClick={() => command.mutate({ type: 'rematch' })}
            >
              {t('online.result.rematch')}
            </Button>
          ) : null}
          {asked ? (
            <Group gap="xs" role="status">
              <Loader size="sm" type="dots" aria-hidden />
              <Text fw={700}>{t('online.result.waitingRematch')}</Text>
            </Group>
          ) : null}
          <Button
            size="lg"
            radius="xl"
            variant="light"
            leftSection={<IconArrowLeft />}
            onClick={() => exit(onlineListPath(user?.role_id))}
          >
            {t('online.result.toGames')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
