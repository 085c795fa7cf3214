import { defineEndpoints } from './endpoint.ts';
import { clientConfigSchema, healthSchema } from './system.ts';

/** What a load balancer and the booting app ask before anything else; both answer during maintenance. */
export const systemApi = defineEndpoints('system', {
  health: { method: 'GET', path: '/health', access: 'public', response: healthSchema },
  clientConfig: { method: 'GET', path: '/client-config', access: 'public', response: clientConfigSchema },
});
