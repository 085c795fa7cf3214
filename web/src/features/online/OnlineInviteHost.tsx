import { channels } from '@umka/contracts/realtime';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useAuth } from '../../lib/auth.tsx';
import { realtime } from '../../lib/socket.ts';
import type { OnlineInvite } from './onlineInvite.ts';

/*
 * Mounted for every signed-in page (app/AppRoot.tsx), so it carries nothing but the listener: the banner's code,
 * and the check whether invitations are turned off, load with the first invitation.
 */
const InviteBanner = lazy(() => import('./InviteBanner.tsx').then((module) => ({ default: module.InviteBanner })));

/** An invitation as shown: a new one replaces the one on screen (and starts its 10 s again). */
interface Shown {
  invite: OnlineInvite;
  serial: number;
}

/** Invitations to play (§4 `online.invite` on invite.users) pop up for students and teachers, unless turned off (§9). */
export function OnlineInviteHost() {
  const { user } = useAuth();
  // Only students and teachers join invite.users (lib/auth.tsx), so only they ever hear an invitation.
  const userId = user?.id ?? null;
  const [shown, setShown] = useState<Shown | null>(null);
  // One function for the banner's life, so a re-render never restarts its 10 s.
  const close = useCallback(() => setShown(null), []);

  useEffect(() => {
    setShown(null);
    if (userId === null) return;
    return realtime.on('invites', channels.invites(), 'online.invite', (invite) => {
      setShown((before) => ({ invite, serial: (before?.serial ?? 0) + 1 }));
    });
  }, [userId]);

  if (userId === null || shown === null) return null;
  return (
    <Suspense fallback={null}>
      <InviteBanner key={shown.serial} invite={shown.invite} userId={userId} onClose={close} />
    </Suspense>
  );
}
