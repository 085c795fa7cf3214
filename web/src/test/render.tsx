import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { Locale } from '@umka/contracts';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { LocalizedMantineProvider } from '../app/LocalizedMantineProvider.tsx';
import enUS from '../locales/en-US.json';
import ruRU from '../locales/ru-RU.json';
import ukUA from '../locales/uk-UA.json';
import { ModalsHost } from '../ui/ModalsHost.tsx';
import { throwOnMissingValue } from './interpolation.ts';

/** A fresh i18n instance per test, loaded synchronously from the real locale files. */
/**
 * For a describe block of whole-page tests: a Mantine page typed into in happy-dom takes seconds when the
 * machine is busy with other suites, past vitest's 5 s default.
 */
export const PAGE_TEST_TIMEOUT_MS = 20_000;

export function createTestI18n(locale: Locale = 'ru-RU'): I18n {
  const instance = createInstance();
  instance.use(initReactI18next).init({
    resources: {
      'ru-RU': { translation: ruRU },
      'en-US': { translation: enUS },
      'uk-UA': { translation: ukUA },
    },
    lng: locale,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    missingInterpolationHandler: throwOnMissingValue,
    initAsync: false,
  });
  return instance;
}

/** No retries, so a failing query shows its error at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
}

/** Shows where the router is, so a test can see that a page navigated. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
      {location.search}
    </output>
  );
}

export interface RenderWithProvidersOptions {
  locale?: Locale;
  /** Initial URL. */
  route?: string;
  /** Route pattern the element is mounted at, so useParams works (e.g. '/teacher/classes/:id'). */
  path?: string;
  queryClient?: QueryClient;
}

export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  i18n: I18n;
}

export function TestProviders({
  children,
  i18n,
  queryClient,
  route = '/',
}: {
  children: ReactNode;
  i18n: I18n;
  queryClient: QueryClient;
  route?: string;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <ModalsHost />
          <MemoryRouter initialEntries={[route]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </LocalizedMantineProvider>
    </I18nextProvider>
  );
}

/** Renders with Mantine (test env: no transitions, no portals), modals, i18n, TanStack Query and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'ru-RU', route = '/', path, queryClient = createTestQueryClient() }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  const i18n = createTestI18n(locale);
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <TestProviders i18n={i18n} queryClient={queryClient} route={route}>
      {content}
    </TestProviders>,
  );
  return { ...result, queryClient, i18n };
}
