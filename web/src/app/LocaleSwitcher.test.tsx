import { screen, waitFor } from '@testing-library/react';
import { RECORDING_MAX_BYTES_DEFAULT } from '@umka/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../lib/i18n.ts';
import { installFakeRealtime, mockServer, ok, renderApp } from '../test/app-harness.tsx';

describe('locale switcher', () => {
  beforeEach(() => {
    installFakeRealtime();
  });

  it('switches the page text, remembers the choice and updates the document language', async () => {
    mockServer({});
    const app = renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ru-RU');

    await app.user.click(screen.getByText('EN'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('Forgot your password?')).toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');

    await app.user.click(screen.getByText('UA'));
    expect(await screen.findByRole('heading', { name: 'Вхід' })).toBeInTheDocument();
  });

  it('is hidden, and uk-UA applies, when the host forces the locale', async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US');
    mockServer({
      'GET /api/client-config': ok({
        forced_locale: 'uk-UA',
        maintenance: false,
        recording_max_bytes: RECORDING_MAX_BYTES_DEFAULT,
      }),
    });
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Вхід' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('uk-UA'));
    expect(screen.queryByText('EN')).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US');
  });
});
