import type { CrmLink } from '@umka/contracts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findUserById } from './users.repo.ts';

export interface CrmLinkService {
  /** The user's profile address in the CRM; `url` null when the deployment has no CRM_PROFILE_URL_TEMPLATE. */
  link(id: number): Promise<CrmLink>;
}

/** The template with {id} and {email} replaced, each URL-encoded so an address cannot break out of its place. */
export function fillCrmTemplate(template: string, user: { id: number; email: string }): string {
  return template
    .replaceAll('{id}', encodeURIComponent(String(user.id)))
    .replaceAll('{email}', encodeURIComponent(user.email));
}

export function createCrmLinkService(deps: { database: Database; template: string | null }): CrmLinkService {
  return {
    async link(id) {
      const user = await findUserById(deps.database.db, id);
      if (!user) throw new AppError('NOT_FOUND');
      return { url: deps.template ? fillCrmTemplate(deps.template, user) : null };
    },
  };
}
