import type { RealtimeConnectErrorCode } from '@umka/contracts/realtime';
import type { RealtimeDeps, RealtimeSocket } from './types.ts';

/** Far above any JWT we issue; keeps a hostile handshake from feeding megabytes to the verifier. */
const MAX_TOKEN_LENGTH = 4096;
const BEARER = /^Bearer +(\S+)$/i;

/** socket.io sends `message` and `data` of this error to the client as its `connect_error`. */
export class RealtimeConnectError extends Error {
  readonly data: { code: RealtimeConnectErrorCode };

  constructor(code: RealtimeConnectErrorCode) {
    super(code);
    this.data = { code };
  }
}

/** The bearer token of a handshake: `auth.token` (browsers) or the Authorization header (other clients). */
export function handshakeToken(handshake: RealtimeSocket['handshake']): string | null {
  const auth: unknown = handshake.auth;
  const fromAuth = typeof auth === 'object' && auth !== null && 'token' in auth ? auth.token : undefined;
  const fromHeader = BEARER.exec(handshake.headers.authorization ?? '')?.[1];
  const token = typeof fromAuth === 'string' && fromAuth !== '' ? fromAuth : fromHeader;
  return token !== undefined && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** The private room every socket of a user is in; the dot-free name can never collide with a spec channel. */
export function userRoom(userId: number): string {
  return `user:${userId}`;
}

/** The private room of the sockets of one login session. */
export function sessionRoom(sessionId: number): string {
  return `session:${sessionId}`;
}

export function authenticateHandshake(deps: Pick<RealtimeDeps, 'authenticate' | 'logger'>) {
  return async (socket: RealtimeSocket, next: (error?: Error) => void): Promise<void> => {
    const token = handshakeToken(socket.handshake);
    if (token === null) return next(new RealtimeConnectError('UNAUTHENTICATED'));
    try {
      const user = await deps.authenticate(token);
      if (user === null) return next(new RealtimeConnectError('TOKEN_INVALID'));
      socket.data.user = { id: user.id, role_id: user.role_id };
      // Not a spec channel (clients cannot ask for it): it lets the server reach all of one user's sockets.
      await socket.join(
        user.session_id === undefined ? userRoom(user.id) : [userRoom(user.id), sessionRoom(user.session_id)],
      );
      next();
    } catch (error) {
      deps.logger.error({ err: error }, 'realtime handshake authentication failed');
      next(new RealtimeConnectError('INTERNAL_ERROR'));
    }
  };
}
