import type { ClientConfig, Locale } from '@umka/contracts';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppShell } from '../app/App.tsx';
import { routes } from '../app/routes.tsx';
import { CLIENT_CONFIG_QUERY_KEY } from '../lib/client-config.ts';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { PRERENDERED_PATH } from './prerendered-path.ts';

/**
 * The login page's markup in one locale, as the app's first render draws it for a visitor with no kept session:
 * the same shell and route table around a static router, with the config a page without a forced locale or
 * maintenance carries. Written at build time (web/prerender.mjs) into every /login page, where it shows as soon as
 * the styles are in; main.tsx then hydrates it instead of rendering from nothing. i18n must hold the locale's texts.
 */
export async function renderLoginPage(locale: Locale, config: ClientConfig): Promise<string> {
  await i18n.changeLanguage(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${PRERENDERED_PATH}`));
  if (context instanceof Response) throw new Error(`${PRERENDERED_PATH} answered ${context.status} while prerendering`);
  const queryClient = createQueryClient();
  queryClient.setQueryData(CLIENT_CONFIG_QUERY_KEY, config);
  return renderToString(
    <StrictMode>
      <AppShell queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppShell>
    </StrictMode>,
  );
}
