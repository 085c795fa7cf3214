import type { authApi, LoginBody, User } from '@umka/contracts';
import { TOKEN_HEADER } from '@umka/contracts';
import { type EndpointLater, silentApi } from './api.ts';
import { ApiError, isApiError } from './api-error.ts';
import { authStore } from './auth-store.ts';
import { i18n, localize } from './i18n.ts';
import { notifyError } from './notify.ts';
import { firstPageSchemas } from './schemas-later.ts';

// The login page carries no zod: the answer's schema loads with the request.
const LOGIN: EndpointLater<typeof authApi.login> = {
  method: 'POST',
  path: '/login',
  load: () => firstPageSchemas().then((m) => m.authApi.login),
};

/**
 * Calls an endpoint that signs someone in (a login, a picture login, a parent's sign-up) and starts the session with
 * the token its answer carries in the TOKEN_HEADER header.
 */
export async function signInWith(
  call: (onHeaders: (headers: Headers) => void) => Promise<{ user: User }>,
): Promise<User> {
  let token: string | null = null;
  const { user } = await call((headers) => {
    token = headers.get(TOKEN_HEADER);
  });
  if (!token) throw ApiError.of(500, 'INTERNAL_ERROR');
  authStore.setSession(token, user);
  return user;
}

/**
 * POST /login. The token comes in the `jwt-token` header (spec §7). Failure shows the
 * server's text or 'Некорректные данные' (spec §8), then rethrows for the form's own use.
 * A plain function of its own module, so the maintenance screen can log an admin in before the app mounts and the
 * light login page (login-page/main.tsx) logs in without the app's session code.
 */
export async function loginWithPassword(email: string, password: string): Promise<User> {
  try {
    const body: LoginBody = { email, password };
    return await signInWith((onHeaders) => silentApi.call(LOGIN, { body }, { onHeaders }));
  } catch (error) {
    const serverSaid = isApiError(error) && error.status > 0 && error.status !== 500;
    notifyError(serverSaid ? localize(error.message) : i18n.t('auth.loginFailed'));
    throw error;
  }
}
