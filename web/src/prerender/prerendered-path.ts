/**
 * The page prerendered at build time (login-page.tsx); the server puts its markup into this address's page only
 * (server/src/lib/spa.ts reads what the build wrote), and the app hydrates it there.
 */
export const PRERENDERED_PATH = '/login';
