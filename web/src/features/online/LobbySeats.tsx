import { Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconHourglass, IconRobot, IconStar, IconUser, IconUserPlus } from '@tabler/icons-react';
import type { OnlineRoom } from '@umka/contracts';
import { useTranslation } from 'react-i18next';

type Room = OnlineRoom['room'];
type Seat = NonNullable<Room['seats'][number]>;

function SeatCard({ seat, isMe, isHost }: { seat: Seat; isMe: boolean; isHost: boolean }) {
  const { t } = useTranslation();
  const bot = seat.bot;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="lobby-seat">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="xl" variant="light" color={bot ? 'grape' : 'blue'} aria-hidden>
          {bot ? <IconRobot size={26} /> : <IconUser size={26} />}
        </ThemeIcon>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Text fw={800} truncate="end">
            {isMe ? t('online.game.you', { name: seat.name }) : seat.name}
          </Text>
          <Group gap={6}>
            {seat.ready ? (
              <Badge color="teal" leftSection={<IconCheck size={12} />}>
                {t('online.room.ready')}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" leftSection={<IconHourglass size={12} />}>
                {t('online.room.notReady')}
              </Badge>
            )}
            {bot ? (
              <Badge color="grape" variant="light" leftSection={<IconRobot size={12} />}>
                {t('online.room.bot', { level: bot.level })}
              </Badge>
            ) : (
              <Badge color={seat.connected ? 'teal' : 'gray'} variant="dot">
                {seat.connected ? t('online.room.online') : t('online.room.offline')}
              </Badge>
            )}
            {isHost ? (
              <Badge color="indigo" variant="light" leftSection={<IconStar size={12} />}>
                {t('online.room.host')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function FreeSeat() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" className="umka-online-seat-free" data-testid="lobby-seat">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon size={44} radius="xl" variant="default" aria-hidden>
          <IconUserPlus size={24} />
        </ThemeIcon>
        <Text c="dimmed" fw={600}>
          {t('online.room.freeSeat')}
        </Text>
      </Group>
    </Paper>
  );
}

/** The lobby's seats: who sits where, a bot and its level, who hosts, who is connected and who is ready. */
export function LobbySeats({ room }: { room: Room }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('online.room.seats')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {room.seats.map((seat, index) =>
          seat ? (
            <SeatCard
              // Seats are places: the index is the seat's identity, whoever sits there.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              key={index}
              seat={seat}
              isMe={index === room.mySeat}
              isHost={seat.userId !== null && seat.userId === room.hostId}
            />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a free place has nothing else to tell it by.
            <FreeSeat key={index} />
          ),
        )}
      </SimpleGrid>
      {room.watchers.length > 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('online.room.watchers', { count: room.watchers.length })}:{' '}
          {room.watchers.map((watcher) => watcher.name).join(', ')}
        </Text>
      ) : null}
    </section>
  );
}
