import { ROLE } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth.tsx';

/** Logout and "log out of all devices" for the account controls, busy while the server is asked. */
export function useLogoutActions() {
  const { t } = useTranslation();
  const { user, logout, logoutEverywhere } = useAuth();
  const [leaving, setLeaving] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setLeaving(true);
    try {
      await action();
    } catch {
      // The api client has already shown what went wrong; this device stays signed in to try again.
    } finally {
      setLeaving(false);
    }
  };

  return {
    leaving,
    logout: () => run(logout),
    async logoutEverywhere() {
      // Loaded on the click: every page's header has this action, few visits use it.
      const { confirmAction } = await import('../../ui/confirmAction.tsx');
      const confirmed = await confirmAction({
        title: t('account.logoutAllTitle'),
        message: t(user?.role_id === ROLE.student ? 'account.logoutAllTextStudent' : 'account.logoutAllText'),
        confirmLabel: t('account.logoutAllConfirm'),
        danger: true,
      });
      if (confirmed) await run(logoutEverywhere);
    },
  };
}
