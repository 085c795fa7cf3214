import { useQuery } from '@tanstack/react-query';
import { ROLE } from '@umka/contracts';
import { type ReactNode, useEffect } from 'react';
import { useAuthSnapshot } from '../lib/auth-store.ts';
import { CLIENT_CONFIG_QUERY_KEY, fetchClientConfig, pageClientConfig } from '../lib/client-config.ts';
import { applyForcedLocale } from '../lib/i18n.ts';
import { MaintenanceScreen } from './errors/MaintenanceScreen.tsx';
import { LoadingLayout } from './layouts/LoadingLayout.tsx';

/** While maintenance is on the screen asks again this often and lets the app in once it is over. */
export const MAINTENANCE_RECHECK_MS = 30_000;

/**
 * Reads the client config (written into the page, or else asked of /client-config) before the app mounts: applies a host's forced locale and, while
 * maintenance is on, shows the maintenance screen to everyone but admins. Nothing below
 * mounts meanwhile, so no call can hit 503 and reload the page in a loop.
 */
export function BootGate({ children }: { children: ReactNode }) {
  const session = useAuthSnapshot();
  const config = useQuery({
    queryKey: CLIENT_CONFIG_QUERY_KEY,
    queryFn: fetchClientConfig,
    initialData: pageClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: (query) => (query.state.data?.maintenance ? MAINTENANCE_RECHECK_MS : false),
  });

  const forcedLocale = config.data?.forced_locale ?? null;
  useEffect(() => applyForcedLocale(forcedLocale), [forcedLocale]);

  if (config.isPending) return <LoadingLayout />;
  // Without the config (server unreachable) the app still starts; its own calls report the trouble.
  const maintenance = config.data?.maintenance ?? false;
  if (maintenance && session.user?.role_id !== ROLE.admin) {
    return <MaintenanceScreen onRetry={() => void config.refetch()} checking={config.isFetching} />;
  }
  return children;
}
