import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE } from '@umka/contracts';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../lib/auth-store.ts';
import ru from '../locales/ru-RU.json';
import { buildUser, fail, mockServer, ok } from '../test/app-harness.tsx';
import { LoginScreen } from './LoginScreen.tsx';
import { renderLoginPage } from './render.tsx';

describe('the prerendered login page', () => {
  const containers: HTMLElement[] = [];
  afterEach(() => {
    for (const container of containers.splice(0)) container.remove();
  });

  /** The page as the server sends it, then taken over by its script as login-page/start.tsx does. */
  async function hydratedPage(prepare: (container: HTMLElement) => void = () => undefined) {
    const container = document.createElement('div');
    container.innerHTML = await renderLoginPage('ru-RU');
    document.body.append(container);
    containers.push(container);
    prepare(container);
    const heading = container.querySelector('h1, h2');
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(
        container,
        <StrictMode>
          <LoginScreen />
        </StrictMode>,
        { onRecoverableError: recoverable },
      );
    });
    return { container, heading, errors, recoverable };
  }

  it('draws the login form and its links in the locale it is rendered in', async () => {
    const russian = await renderLoginPage('ru-RU');
    expect(russian).toContain(ru.auth.loginTitle);
    expect(russian).toMatch(/<input[^>]+type="email"/);
    expect(russian).toMatch(/<a[^>]+href="\/login\/restore"/);
    expect(russian).toMatch(/<a[^>]+href="\/registration"/);
    const english = await renderLoginPage('en-US');
    expect(english).toContain('Log in');
    // Pressed before the page's script has taken over, it would send the form the browser's way, password in the address.
    expect(russian).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('is hydrated without a single mismatch, keeps what was typed before, and shows a refusal as the app does', async () => {
    const server = mockServer({ 'POST /api/login': fail(401, 'INVALID_CREDENTIALS') });
    // A child quick enough to type before the script has taken over the page.
    const page = await hydratedPage((container) => {
      const email = container.querySelector<HTMLInputElement>('input[name="email"]');
      if (email) email.value = 'early@example.com';
    });

    expect(page.recoverable).not.toHaveBeenCalled();
    expect(page.errors).not.toHaveBeenCalled();
    expect(page.container.querySelector('h1, h2')).toBe(page.heading);
    expect(screen.getByRole('button', { name: ru.auth.loginSubmit })).toBeEnabled();
    expect(server.calls).toEqual([]);
    await userEvent.type(screen.getByLabelText(ru.auth.password, { selector: 'input' }), 'secret');
    await userEvent.click(screen.getByRole('button', { name: ru.auth.loginSubmit }));
    await waitFor(() =>
      expect(server.calls.map((call) => call.body)).toEqual([{ email: 'early@example.com', password: 'secret' }]),
    );
    expect(await screen.findByText('Некорректные данные')).toBeInTheDocument();
    expect(authStore.get().status).toBe('anonymous');
  });

  it("keeps the session and loads the app's page at the role's home once the server lets the child in", async () => {
    const student = buildUser(ROLE.student);
    mockServer({ 'POST /api/login': ok({ user: student }, { 'jwt-token': 'fresh-token' }) });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await hydratedPage();

    await userEvent.type(screen.getByLabelText(ru.auth.email), student.email);
    await userEvent.type(screen.getByLabelText(ru.auth.password, { selector: 'input' }), 'password');
    await userEvent.click(screen.getByRole('button', { name: ru.auth.loginSubmit }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/student'));
    expect(authStore.get()).toMatchObject({ status: 'authenticated', jwt: 'fresh-token', user: { id: student.id } });
  });
});
