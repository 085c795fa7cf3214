import type { Query, QueryClient } from '@tanstack/react-query';
import {
  type DrawnAnswer,
  type DrawnScreen,
  type DrawRequest,
  FIRST_SCREEN_ELEMENT_ID,
  type FirstScreenBlock,
  ROLE,
} from '@umka/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App.tsx';
import { preloadRoute } from '../app/preloadRoute.ts';
import { routes } from '../app/routes.tsx';
import { fetchWhatNext } from '../features/students/student/what-next/WhatNextCard.tsx';
import { meQuery } from '../lib/auth.tsx';
import { authStore } from '../lib/auth-store.ts';
import { CLIENT_CONFIG_QUERY_KEY } from '../lib/client-config.ts';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { subjectDataQuery } from '../lib/subject.tsx';
import { subjectStore } from '../lib/subject-store.ts';

/** A screen that still asks for more after this many rounds of answers is given up: its asks depend on each other. */
const MAX_ROUNDS = 4;

/**
 * React's marks of a part it left for the browser to draw: suspended (`$?`), failed (`$!`), or still to be revealed by
 * an inline script, which the page's CSP would refuse.
 */
const UNFINISHED = /<!--\$[?!]-->|<template/;

/** A JSON block no value can close: `<` is escaped, as in the server's config block. */
function dataBlock(block: FirstScreenBlock): string {
  const json = JSON.stringify(block).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${json}</script>`;
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** What the screen was drawn from, for the app to start with (the page's config it has already). */
function answersOf(queryClient: QueryClient): DrawnAnswer[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && query.queryKey[0] !== CLIENT_CONFIG_QUERY_KEY[0])
    .map((query) => ({ key: query.queryKey, data: query.state.data, updated_at: query.state.dataUpdatedAt }));
}

/** The queries the last drawing asked for and has no answer to, which it would ask for once it runs. */
function unanswered(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && isEnabled(query));
}

/**
 * Draws the app's first screen of the page for one student, as the app draws it once its answers are in: the same
 * routes, providers and queries, in a memory router. The answers the home is known to ask for come first, side by
 * side (the caller's `fetch` answers as the student's own API calls); a drawing that asked for more and had no answer
 * is drawn again once that is in, until nothing is missing. The
 * stores are module-wide, so one drawing runs at a time (the worker queues them) and leaves them empty. Null for a
 * visitor who is not a student; a failed answer throws, and the app then draws the page itself.
 */
export async function drawFirstScreen(request: DrawRequest, head: string): Promise<DrawnScreen | null> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(CLIENT_CONFIG_QUERY_KEY, request.config);
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  try {
    const [me, data] = await Promise.all([
      queryClient.fetchQuery(meQuery(request.user_id)),
      queryClient.fetchQuery(subjectDataQuery(request.user_id, request.subject_id)),
    ]);
    if (me.user.role_id !== ROLE.student) return null;
    await fetchWhatNext(queryClient, request.user_id, data.subject);
    authStore.setSession('', me.user);
    subjectStore.set({ id: data.subject.id, main_id: data.subject.main_id });
    await i18n.changeLanguage(request.locale);
    router = createMemoryRouter(routes, { initialEntries: [request.url] });
    await preloadRoute(router.state.matches, ROLE.student);
    const drawn = router;
    const draw = () =>
      renderToString(
        <StrictMode>
          <App router={drawn} queryClient={queryClient} />
        </StrictMode>,
      );
    let markup = draw();
    for (let round = 1; unanswered(queryClient).length > 0; round += 1) {
      if (round === MAX_ROUNDS) throw new Error(`${request.url} still asks for answers after ${round} rounds`);
      await Promise.all(unanswered(queryClient).map((query) => query.fetch()));
      markup = draw();
    }
    if (UNFINISHED.test(markup)) throw new Error(`${request.url} left a part undrawn`);
    const block: FirstScreenBlock = {
      user_id: request.user_id,
      subject_id: request.subject_id,
      locale: request.locale,
      answers: answersOf(queryClient),
    };
    return { head, root: markup, tail: dataBlock(block) };
  } finally {
    // A router in a window listens to it (pagehide), which would keep every drawing's router and its page alive.
    router?.dispose();
    authStore.clear();
    subjectStore.set(null);
    queryClient.clear();
  }
}
