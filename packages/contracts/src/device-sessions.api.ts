import { deviceSessionListSchema, endOtherSessionsResultSchema } from './device-sessions.ts';
import { defineEndpoints } from './endpoint.ts';
import { idParamSchema, idResultSchema } from './envelope.ts';
import { OWN_ACCOUNT } from './roles.ts';

/**
 * The caller's own signed-in devices: every role sees and ends only their own sessions. An ended session's token
 * is refused at once on every instance and its sockets close, as after a logout.
 */
export const deviceSessionsApi = defineEndpoints('sessions', {
  list: { method: 'GET', path: '/me/sessions', access: OWN_ACCOUNT, response: deviceSessionListSchema },
  /** An id that is not an active session of the caller answers DEVICE_SESSION_NOT_FOUND, whoever's it is. */
  end: {
    method: 'DELETE',
    path: '/me/sessions/:id',
    access: OWN_ACCOUNT,
    params: idParamSchema,
    response: idResultSchema,
  },
  /** Every session of the caller but the one that asks. */
  endOthers: {
    method: 'POST',
    path: '/me/sessions/end-others',
    access: OWN_ACCOUNT,
    response: endOtherSessionsResultSchema,
  },
});
