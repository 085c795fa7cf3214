import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../lib/access.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { readSetting, writeSetting } from './settings.repo.ts';

const KEY = 'maintenance';
const MAINTENANCE_CACHE_MS = 2000;

export interface MaintenanceService {
  /** For the per-request gate: cached briefly, so a switch reaches every instance within a couple of seconds. */
  isActive(): Promise<boolean>;
  read(): Promise<boolean>;
  set(actor: AuthUser, enabled: boolean, context: RequestContext): Promise<boolean>;
}

/** The flag lives in the database so every instance behind a load balancer agrees. */
export function createMaintenanceService(deps: {
  database: Database;
  audit: AuditLog;
  clock: Clock;
  cacheMs?: number;
}): MaintenanceService {
  const cacheMs = deps.cacheMs ?? MAINTENANCE_CACHE_MS;
  let cached: { value: boolean; until: number } | null = null;

  async function read(): Promise<boolean> {
    const value = (await readSetting(deps.database.db, KEY)) === 'true';
    cached = { value, until: deps.clock().getTime() + cacheMs };
    return value;
  }

  return {
    async isActive() {
      if (cached && cached.until > deps.clock().getTime()) return cached.value;
      return read();
    },
    read,
    async set(actor, enabled, context) {
      const now = deps.clock().toISOString();
      await deps.database.transaction(async (trx) => {
        await writeSetting(trx, KEY, String(enabled), now);
        await deps.audit.record(trx, {
          user_id: actor.id,
          action: enabled ? 'maintenance.on' : 'maintenance.off',
          ip: context.ip,
        });
      });
      cached = { value: enabled, until: deps.clock().getTime() + cacheMs };
      return enabled;
    },
  };
}
