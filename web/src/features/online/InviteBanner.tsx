import '../../app/allStyles.ts';
import { Button, CloseButton, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalized } from '../../lib/i18n.ts';
import { invitesOff } from './inviteSetting.ts';
import { setInvitesOff } from './inviteSwitch.ts';
import type { OnlineInvite } from './onlineInvite.ts';
import { invitePath, isOnlineGameId } from './onlinePaths.ts';

/** Spec §9: the banner goes away by itself after 10 seconds. */
export const INVITE_BANNER_MS = 10_000;

interface InviteBannerProps {
  invite: OnlineInvite;
  userId: number;
  onClose: () => void;
}

/**
 * «Маша зовёт тебя сыграть в «Четыре в ряд»»: the inviter's words in this person's language, a way into the room,
 * and a way to stop such invitations. While a pointer or the keyboard is on it, it waits, so nobody loses it
 * halfway through reading.
 */
export function InviteBanner({ invite, userId, onClose }: InviteBannerProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [held, setHeld] = useState(false);

  // Turned off (§9), or a game this page does not know: nothing to show.
  const hidden = invitesOff(userId) || !isOnlineGameId(invite.component);

  useEffect(() => {
    if (hidden) onClose();
    if (held || hidden) return;
    const id = setTimeout(onClose, INVITE_BANNER_MS);
    return () => clearTimeout(id);
  }, [held, hidden, onClose]);

  if (hidden || !isOnlineGameId(invite.component)) return null;
  const link = invitePath(invite.trainer_id, invite.component, invite.invite_key);
  const turnOff = () => {
    setInvitesOff(userId, true);
    onClose();
  };

  return (
    <Paper
      component="section"
      // An invitation lasts 10 s: it is announced at once, not when the reader gets round to it.
      role="alert"
      aria-label={t('online.invites.banner')}
      shadow="lg"
      radius="xl"
      p="md"
      withBorder
      pos="fixed"
      top={16}
      left="50%"
      w="min(440px, calc(100vw - 32px))"
      style={{ transform: 'translateX(-50%)', zIndex: 400 }}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
      data-testid="invite-banner"
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <IconDeviceGamepad2 size={32} color="var(--mantine-color-grape-6)" aria-hidden />
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text fw={700}>{localized(invite.message)}</Text>
          <Group gap="xs">
            <Button component={Link} to={link} radius="xl" size="sm" onClick={onClose}>
              {t('online.invites.play')}
            </Button>
            <UnstyledButton onClick={turnOff} fz="sm" c="dimmed" td="underline">
              {t('online.invites.turnOff')}
            </UnstyledButton>
          </Group>
        </Stack>
        <CloseButton onClick={onClose} aria-label={t('common.close')} />
      </Group>
    </Paper>
  );
}
