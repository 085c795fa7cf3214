import { useQuery } from '@tanstack/react-query';
import { type ClientConfig, clientConfigSchema, RECORDING_MAX_BYTES_DEFAULT } from '@umka/contracts';
import { silentApi } from './api.ts';
import { isApiError } from './api-error.ts';

export const CLIENT_CONFIG_QUERY_KEY = ['client-config'] as const;

/**
 * Read at boot, before any other call: while maintenance is on, the app shows the maintenance
 * screen instead of making calls that would answer 503 and reload the page again and again.
 */
export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    return await silentApi.get('/client-config', { schema: clientConfigSchema, reloadOnSessionLoss: false });
  } catch (error) {
    if (isApiError(error) && error.code === 'MAINTENANCE_MODE_ACTIVE')
      // Only an admin gets past the maintenance screen; the server still enforces its own upload limit.
      return { forced_locale: null, maintenance: true, recording_max_bytes: RECORDING_MAX_BYTES_DEFAULT };
    throw error;
  }
}

/** The config BootGate has already read; undefined only when the server could not be reached at boot. */
export function useClientConfig(): ClientConfig | undefined {
  return useQuery({
    queryKey: CLIENT_CONFIG_QUERY_KEY,
    queryFn: fetchClientConfig,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
