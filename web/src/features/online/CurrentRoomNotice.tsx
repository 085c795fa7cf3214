import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onlinePath } from './onlinePaths.ts';
import { type HeldRoom, leaveRoom } from './roomCache.ts';
import { placeOfRoom } from './roomPlace.ts';

/**
 * This person is already in a room (another tab, a page left by the back button): the way back to it, or out of it.
 * Leaving a running game loses it, so that button says so.
 */
export function CurrentRoomNotice({ held, leaveLabel }: { held: HeldRoom; leaveLabel?: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { online } = held;
  const { room } = online;
  const place = placeOfRoom(room.status, room.game, 'room');
  const running = room.status === 'inGame' && room.mySeat !== null;
  return (
    <Alert color="grape" radius="lg" icon={<IconDeviceGamepad2 />} title={t('online.current.title')}>
      <Text size="sm" mb="sm">
        {t('online.current.text', { game: t(`online.names.${room.game}`) })}
      </Text>
      <Group gap="sm">
        <Button component={Link} to={onlinePath(online.trainer_id, room.game, place)} radius="xl" size="sm">
          {t('online.current.back')}
        </Button>
        <Button variant="light" color="red" radius="xl" size="sm" onClick={() => void leaveRoom(queryClient, room.id)}>
          {leaveLabel ?? (running ? t('online.current.leaveGame') : t('online.current.leave'))}
        </Button>
      </Group>
    </Alert>
  );
}
