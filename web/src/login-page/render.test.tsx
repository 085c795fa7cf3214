import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_CONFIG_ELEMENT_ID, RECORDING_MAX_BYTES_DEFAULT } from '@umka/contracts';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../app/App.tsx';
import { routes } from '../app/routes.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import ru from '../locales/ru-RU.json';
import { fail, mockServer, servePageConfig } from '../test/app-harness.tsx';
import { renderLoginPage } from './login-page.tsx';

const CONFIG = { forced_locale: null, maintenance: false, recording_max_bytes: RECORDING_MAX_BYTES_DEFAULT };

describe('the prerendered login page', () => {
  const containers: HTMLElement[] = [];
  afterEach(() => {
    for (const container of containers.splice(0)) container.remove();
    document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.remove();
  });

  it('draws the login form in the locale it is rendered in', async () => {
    const russian = await renderLoginPage('ru-RU', CONFIG);
    expect(russian).toContain('Вход');
    expect(russian).toMatch(/<input[^>]+type="email"/);
    const english = await renderLoginPage('en-US', CONFIG);
    expect(english).toContain('Log in');
    // Pressed before the app has taken over, it would send the form the browser's way, password in the address.
    expect(russian).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('is hydrated by the app without a single mismatch, and then works as the rendered page does', async () => {
    // The page the server sends: its config block beside the prerendered markup (server/src/lib/spa.ts).
    servePageConfig(CONFIG);
    const container = document.createElement('div');
    container.innerHTML = await renderLoginPage('ru-RU', CONFIG);
    document.body.append(container);
    containers.push(container);
    const heading = container.querySelector('h1, h2');
    // A child quick enough to type before the app has taken over the page.
    const email = container.querySelector<HTMLInputElement>('input[name="email"]');
    if (email) email.value = 'early@example.com';
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const server = mockServer({ 'POST /api/login': fail(401, 'INVALID_CREDENTIALS') });

    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={createMemoryRouter(routes, { initialEntries: ['/login'] })} queryClient={createQueryClient()} />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1, h2')).toBe(heading);
    expect(screen.getByRole('button', { name: ru.auth.loginSubmit })).toBeEnabled();
    expect(server.calls).toEqual([]);
    await userEvent.type(screen.getByLabelText(ru.auth.password, { selector: 'input' }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: ru.auth.loginSubmit }));
    await vi.waitFor(() =>
      expect(server.calls.map((call) => call.body)).toEqual([{ email: 'early@example.com', password: 'secret' }]),
    );
    expect(screen.getByLabelText(ru.auth.email)).toHaveValue('early@example.com');
  });
});
