import { Alert, Button, Container, Stack, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useLocalized } from '../../lib/i18n.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { useJoinRoom, useOnlineRoom } from './online.queries.ts';
import { onlinePath } from './onlinePaths.ts';
import { placeOfRoom } from './roomPlace.ts';

/** The shape of a `getQueue` key (contracts' inviteKeyField), checked before asking the server. */
const INVITE_KEY = /^[A-Za-z0-9]{6,32}$/;
/** Refusals after which the room can still be watched. */
const WATCHABLE = new Set(['ROOM_FULL', 'ROOM_ALREADY_STARTED']);

function JoinRefusal({ message, onWatch }: { message: string; onWatch?: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" pt={72}>
      <Alert color="orange" radius="lg" title={t('online.join.failed')} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          {onWatch ? (
            <Button size="xs" variant="light" leftSection={<IconEye size={14} />} onClick={onWatch}>
              {t('online.join.watch')}
            </Button>
          ) : null}
        </Stack>
      </Alert>
    </Container>
  );
}

interface JoinByInviteProps {
  inviteKey: string;
  /** The start screen, shown under the reason when the room cannot be joined. */
  children: ReactNode;
}

/**
 * An invite link (§2 `?getQueue=`): joins that room as a player and opens it. Someone already in it (a second tab)
 * goes straight there; someone in the middle of another game is asked to leave it first; a refusal is said above the
 * start screen.
 */
export function JoinByInvite({ inviteKey, children }: JoinByInviteProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const current = useOnlineRoom();
  const join = useJoinRoom();
  const asked = useRef(false);
  const valid = INVITE_KEY.test(inviteKey);
  const held = current.data ?? null;
  // The server takes the person out of their old room on joining; only a running game of theirs, which that would
  // lose, waits for them to leave it knowingly.
  const playing = held !== null && held.online.room.status === 'inGame' && held.online.room.mySeat !== null;
  const here = held?.online.room.inviteKey === inviteKey;
  const { mutate } = join;

  useEffect(() => {
    if (!valid || current.isPending || playing || here || asked.current) return;
    asked.current = true;
    mutate({ invite_key: inviteKey, as: 'player' });
  }, [valid, current.isPending, playing, here, inviteKey, mutate]);

  if (!valid) {
    return (
      <>
        <JoinRefusal message={t('online.join.badLink')} />
        {children}
      </>
    );
  }
  if (here && held !== null) {
    const { online } = held;
    const place = placeOfRoom(online.room.status, online.room.game, 'room');
    return <Navigate to={onlinePath(online.trainer_id, online.room.game, place)} replace />;
  }
  if (playing) {
    return (
      <>
        <Container size="sm" pt={72}>
          <Alert color="blue" radius="lg" title={t('online.join.leaveFirstTitle')}>
            {t('online.join.leaveFirst')}
          </Alert>
        </Container>
        {children}
      </>
    );
  }
  if (join.isError) {
    const error = join.error;
    const watchable = isApiError(error) && WATCHABLE.has(error.code);
    return (
      <>
        <JoinRefusal
          message={isApiError(error) ? localized(error.message) : t('online.join.badLink')}
          onWatch={watchable ? () => mutate({ invite_key: inviteKey, as: 'watcher' }) : undefined}
        />
        {children}
      </>
    );
  }
  return (
    <Stack align="center" pt={96} gap="xs">
      <Spinner />
      <Text fw={700}>{t('online.join.joining')}</Text>
    </Stack>
  );
}
