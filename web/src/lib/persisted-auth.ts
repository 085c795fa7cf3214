import type { User } from '@umka/contracts';

/** The session as stored under `auth` (spec §3); its schema loads with the first page's (first-page-schemas.ts). */
export type PersistedAuth =
  | { status: 'authenticated'; jwt: string; user: User }
  | { status: 'anonymous'; jwt: null; user: null };
