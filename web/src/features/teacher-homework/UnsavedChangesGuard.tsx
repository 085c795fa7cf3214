import { useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBeforeUnload, useBlocker } from 'react-router';
import { confirmAction } from '../../ui/confirmAction.tsx';

interface GuardProps {
  /** Read at navigation time, so a form that just saved can let its own redirect through. */
  shouldBlock: () => boolean;
}

function NavigationBlocker({ shouldBlock }: GuardProps) {
  const { t } = useTranslation();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return currentLocation.pathname !== nextLocation.pathname && shouldBlock();
  });

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmAction({
      title: t('teacherHomework.unsaved.title'),
      message: t('teacherHomework.unsaved.message'),
      confirmLabel: t('teacherHomework.unsaved.leave'),
      cancelLabel: t('teacherHomework.unsaved.stay'),
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, t]);

  return null;
}

/**
 * Warns before unsaved homework is lost: the browser's own prompt on reload or tab close, and a
 * confirm dialog on navigation inside the app (which needs the data router the app runs on).
 */
export function UnsavedChangesGuard({ shouldBlock }: GuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnload((event) => {
    if (shouldBlock()) event.preventDefault();
  });
  return dataRouter ? <NavigationBlocker shouldBlock={shouldBlock} /> : null;
}
