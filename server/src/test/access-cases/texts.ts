import { type AccessRow, adminOnly, everyone } from './access-row.ts';

const KEY = 'auth.loginTitle';

/** Texts (issue [14]): the public overrides for everyone, the shipped texts and their overrides for admins alone. */
export const TEXTS_ROWS: AccessRow[] = [
  {
    route: 'GET /api/texts/overrides',
    target: 'any',
    expected: everyone(200),
    call: () => ({ method: 'GET', url: '/api/texts/overrides?locale=ru-RU' }),
  },
  {
    route: 'GET /api/admin/texts',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'GET', url: '/api/admin/texts?prefix=auth.' }),
  },
  {
    route: 'GET /api/admin/texts/{key}',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'GET', url: `/api/admin/texts/${KEY}` }),
  },
  {
    route: 'PUT /api/admin/texts/{key}',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'PUT', url: `/api/admin/texts/${KEY}`, body: { 'en-US': 'Sign in to Umka' } }),
  },
  {
    route: 'DELETE /api/admin/texts/{key}',
    target: 'any',
    expected: adminOnly(200),
    call: () => ({ method: 'DELETE', url: `/api/admin/texts/${KEY}` }),
  },
];
