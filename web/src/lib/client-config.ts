import { type ClientConfig, clientConfigSchema } from '@umka/contracts';
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
      return { forced_locale: null, maintenance: true };
    throw error;
  }
}
