import { useQuery } from '@tanstack/react-query';
import type { systemApi } from '@umka/contracts';
import { CLIENT_CONFIG_ELEMENT_ID, type ClientConfig, RECORDING_MAX_BYTES_DEFAULT } from '@umka/contracts';
import { type EndpointLater, silentApi } from './api.ts';
import { isApiError } from './api-error.ts';
import { pageDataBlock } from './page-data-block.ts';
import { firstPageSchemas } from './schemas-later.ts';

export const CLIENT_CONFIG_QUERY_KEY = ['client-config'] as const;

/**
 * The config the server wrote into the page (server/src/lib/spa.ts), so the app starts without a round trip; none
 * when the page came from elsewhere (the Vite dev server). The server built it from this very contract type in the
 * same answer as the page, so it is taken as it is.
 */
export function pageClientConfig(): ClientConfig | undefined {
  return pageDataBlock<ClientConfig>(CLIENT_CONFIG_ELEMENT_ID);
}

/**
 * Read at boot, before any other call: while maintenance is on, the app shows the maintenance
 * screen instead of making calls that would answer 503 and reload the page again and again.
 */
const CLIENT_CONFIG: EndpointLater<typeof systemApi.clientConfig> = {
  method: 'GET',
  path: '/client-config',
  load: () => firstPageSchemas().then((m) => m.systemApi.clientConfig),
};

export async function fetchClientConfig(): Promise<ClientConfig> {
  try {
    return await silentApi.call(CLIENT_CONFIG, undefined, { reloadOnSessionLoss: false });
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
