import { defineEndpoints } from './endpoint.ts';
import { parentSettingsSchema } from './parent-digest.ts';
import { ROLE } from './roles.ts';

/** A parent's own settings (issue [15], docs/PARENT-DIGEST.md): only the parent reads and changes them. */
export const parentDigestApi = defineEndpoints('parent-digest', {
  settings: {
    method: 'GET',
    path: '/parents/me/settings',
    access: [ROLE.parent],
    response: parentSettingsSchema,
  },
  updateSettings: {
    method: 'PUT',
    path: '/parents/me/settings',
    access: [ROLE.parent],
    body: parentSettingsSchema,
    response: parentSettingsSchema,
  },
});
