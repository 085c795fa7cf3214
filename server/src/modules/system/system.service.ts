import type { ClientConfig } from '@umka/contracts';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MaintenanceService } from '../admin/maintenance.service.ts';

export interface SystemService {
  /** Answers only when the database does, so a load balancer stops sending traffic to a broken instance. */
  health(): Promise<{ status: 'ok' }>;
  clientConfig(hostname: string): Promise<ClientConfig>;
}

export function createSystemService(deps: {
  database: Database;
  maintenance: MaintenanceService;
  ukHosts: readonly string[];
  recordingMaxBytes: number;
}): SystemService {
  return {
    async health() {
      await sql`select 1`.execute(deps.database.db);
      return { status: 'ok' };
    },
    async clientConfig(hostname) {
      // A partner deployment is recognised by its host and always speaks Ukrainian (spec §6).
      const forced = deps.ukHosts.includes(hostname.toLowerCase());
      return {
        forced_locale: forced ? 'uk-UA' : null,
        maintenance: await deps.maintenance.isActive(),
        recording_max_bytes: deps.recordingMaxBytes,
      };
    },
  };
}
