import type { FastifyRequest } from 'fastify';

/** What a service may record about the request that caused a change (the audit log's address). */
export interface RequestContext {
  ip: string | null;
  /**
   * The User-Agent header, given by the routes whose request opens a session (a login, a new password), so the
   * user's list of signed-in devices can name the device.
   */
  userAgent?: string | null;
}

/** The context of a request that opens a session: its address and the device it came from. */
export function deviceContextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
