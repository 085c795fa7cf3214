import { type LoginBody, TOKEN_HEADER, type User } from '@umka/contracts';
import { silentApi } from './api.ts';
import { ApiError, isApiError } from './api-error.ts';
import { authStore } from './auth-store.ts';
import { i18n, localize } from './i18n.ts';
import { notifyError } from './notify.ts';
import { schemaLater } from './schemas-later.ts';

/**
 * POST /login. The token comes in the `jwt-token` header (spec §7). Failure shows the
 * server's text or 'Некорректные данные' (spec §8), then rethrows for the form's own use.
 * A plain function of its own module, so the maintenance screen can log an admin in before the app mounts and the
 * light login page (login-page/main.tsx) logs in without the app's session code.
 */
export async function loginWithPassword(email: string, password: string): Promise<User> {
  const received: { token: string | null } = { token: null };
  try {
    const body: LoginBody = { email, password };
    const { user } = await silentApi.post('/login', body, {
      schema: schemaLater('loginResultSchema'),
      onHeaders: (headers) => {
        received.token = headers.get(TOKEN_HEADER);
      },
    });
    if (!received.token) throw ApiError.of(500, 'INTERNAL_ERROR');
    authStore.setSession(received.token, user);
    return user;
  } catch (error) {
    const serverSaid = isApiError(error) && error.status > 0 && error.status !== 500;
    notifyError(serverSaid ? localize(error.message) : i18n.t('auth.loginFailed'));
    throw error;
  }
}
