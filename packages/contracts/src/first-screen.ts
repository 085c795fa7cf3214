import type { Locale } from './locale.ts';
import type { ClientConfig } from './system.ts';

/**
 * The server draws the first screen of these pages into the page it sends (web/src/first-screen/), for a visitor whose
 * page session and chosen subject it can read, so the page shows before its code has run.
 */
export const FIRST_SCREEN_PATHS = ['/student'] as const;

/**
 * An HttpOnly copy of the bearer token, set beside every token the server hands out. Only the pages' drawing reads it:
 * the API and the socket take the bearer header alone, so a request another site makes the browser send gains nothing.
 */
export const PAGE_SESSION_COOKIE = 'umka_page_session';

/** The chosen subject's id, written by the web app beside its own storage (web/src/lib/subject-store.ts). */
export const SUBJECT_COOKIE = 'subject';

/** The id of the JSON block that carries a drawn first screen's answers and whom it was drawn for. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen';

/** What a drawn page carries for the app to take it over (hydrate) rather than draw it again. */
export interface FirstScreenBlock {
  user_id: number;
  subject_id: number;
  locale: Locale;
  /** The answers the screen was drawn from: each query's key, its data, and when the server had it (ms). */
  answers: DrawnAnswer[];
}

export interface DrawnAnswer {
  key: readonly unknown[];
  data: unknown;
  updated_at: number;
}

/** The server asks its drawing worker for one page. */
export interface DrawRequest {
  type: 'draw';
  id: number;
  url: string;
  locale: Locale;
  config: ClientConfig;
  user_id: number;
  subject_id: number;
}

/** The worker asks the server for an answer of its API, as the visitor of the page being drawn. */
export interface WorkerFetch {
  type: 'fetch';
  id: number;
  /** The DrawRequest it is for: its visitor's session answers. */
  draw: number;
  /** /api/... with its query string; only GET is ever asked. */
  url: string;
}

/** The server's answer to a WorkerFetch. */
export interface WorkerFetched {
  type: 'fetched';
  id: number;
  status: number;
  body: string;
}

/** A drawn page's parts: links for its head (styles, scripts), its root's markup, and what follows the root. */
export interface DrawnScreen {
  head: string;
  root: string;
  /** The data block (FIRST_SCREEN_ELEMENT_ID), after the markup: the page paints once it is parsed. */
  tail: string;
}

/** The worker's answer to a DrawRequest: null when the screen could not be drawn (the app then draws it). */
export interface Drawn {
  type: 'drawn';
  id: number;
  screen: DrawnScreen | null;
  /** Why it could not be drawn, for the server's log. */
  error?: string;
}
