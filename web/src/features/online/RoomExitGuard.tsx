import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { confirmAction } from '../../ui/confirmAction.tsx';

interface RoomExitGuardProps {
  /** Read at navigation time: whether going to this path leaves the room. */
  leavesRoom: (pathname: string) => boolean;
  /** Asked first when leaving costs something (a running game is lost). */
  confirm: boolean;
  onLeave: () => void;
}

function ExitBlocker({ leavesRoom, confirm, onLeave }: RoomExitGuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ nextLocation }) => leavesRoom(nextLocation.pathname));

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (!confirm) {
      onLeave();
      blocker.proceed();
      return;
    }
    void confirmAction({
      title: t('online.leave.title'),
      message: t('online.leave.forfeit'),
      confirmLabel: t('online.leave.confirm'),
      cancelLabel: t('online.leave.stay'),
      danger: true,
    }).then((leave) => {
      if (!leave) {
        blocker.reset();
        return;
      }
      onLeave();
      blocker.proceed();
    });
  }, [blocker, confirm, onLeave, t]);

  return null;
}

/**
 * Going elsewhere (the back arrow, a link, an invitation) takes the person out of the room, so nobody is left
 * waiting for a player who wandered off; in a running game they are asked first, since leaving loses it.
 */
export function RoomExitGuard(props: RoomExitGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <ExitBlocker {...props} /> : null;
}
