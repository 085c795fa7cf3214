import type { RoleId } from '@umka/contracts';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { isPreloadable } from '../lib/lazyWithPreload.ts';
import { isRouteMeta } from './routeMeta.ts';

/**
 * Starts the chunks of the layout and the page that the address opens (the router's matches, so the route table is
 * ranked once), before the first render, so they load side by side instead of one after the other as each Suspense
 * is reached. Only for a page the stored role may open: a student who reloads an admin address is sent home and
 * never needs the cabinet's code. Resolves once they are in (or failed: a chunk that fails here is loaded again, and
 * reported, when its page renders).
 */
export async function preloadRoute(matches: readonly { route: RouteObject }[], role: RoleId | null): Promise<void> {
  const meta = matches
    .map(({ route }) => route.handle)
    .filter(isRouteMeta)
    .at(-1);
  if (!meta || (meta.roles.length > 0 && (role === null || !meta.roles.includes(role)))) return;
  const loads = matches.map(({ route }) => {
    const component = isValidElement(route.element) ? route.element.type : undefined;
    return isPreloadable(component) ? component.preload().catch(() => undefined) : undefined;
  });
  await Promise.all(loads);
}
