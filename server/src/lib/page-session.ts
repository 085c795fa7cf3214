import { PAGE_SESSION_COOKIE, TOKEN_HEADER } from '@umka/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A cookie's value in a Cookie header, or null. */
export function cookieValue(cookies: string | undefined, name: string): string | null {
  for (const pair of (cookies ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

function pageSessionCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${PAGE_SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * Every answer that hands out a token (login, renewal, a new password) also sets it as the page session
 * (PAGE_SESSION_COOKIE), which only the drawing of pages reads (lib/first-screen.ts): the API keeps to the bearer
 * header. The browser keeps it no longer than a session lasts; the token in it is refused once it expires, as anywhere.
 */
export function registerPageSession(app: FastifyInstance, options: { maxAgeSeconds: number }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const token = reply.getHeader(TOKEN_HEADER);
    // A logout ends the page session even when its request renewed the token on the way in.
    const ended = [reply.getHeader('set-cookie') ?? []]
      .flat()
      .some((cookie) => String(cookie).startsWith(`${PAGE_SESSION_COOKIE}=`));
    if (typeof token === 'string' && token !== '' && !ended) {
      reply.header('set-cookie', pageSessionCookie(request, token, options.maxAgeSeconds));
    }
    return payload;
  });
}

/** The page session of the request, if it carries one. */
export function pageSessionToken(request: FastifyRequest): string | null {
  return cookieValue(request.headers.cookie, PAGE_SESSION_COOKIE) || null;
}

/** Ends the page session in the browser (a logout, or a token the server no longer takes). */
export function endPageSession(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', pageSessionCookie(request, '', 0));
}
