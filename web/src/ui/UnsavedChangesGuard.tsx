import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBeforeUnload, useBlocker } from 'react-router';
import { confirmAction } from './confirmAction.tsx';

interface GuardProps {
  /** Read at navigation time, so a form that just saved can let its own redirect through. */
  shouldBlock: () => boolean;
  /** What would be lost, in the form's own words. */
  message: string;
}

function NavigationBlocker({ shouldBlock, message }: GuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return currentLocation.pathname !== nextLocation.pathname && shouldBlock();
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({
      title: t('ui.unsaved.title'),
      message,
      confirmLabel: t('ui.unsaved.leave'),
      cancelLabel: t('ui.unsaved.stay'),
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, message, t]);

  return null;
}

/**
 * Warns before unsaved work is lost: the browser's own prompt on reload or tab close, and a confirm
 * dialog on navigation inside the app (which needs the data router the app runs on).
 */
export function UnsavedChangesGuard({ shouldBlock, message }: GuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnload((event) => {
    if (shouldBlock()) event.preventDefault();
  });
  return dataRouter ? <NavigationBlocker shouldBlock={shouldBlock} message={message} /> : null;
}
