import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parentDigestApi } from '@umka/contracts';
import { describe, expect, it } from 'vitest';
import { mockServer, refuse } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { ParentSettingsPage } from './ParentSettingsPage.tsx';

describe('the parent settings page', () => {
  it('shows the weekly mail switch as the server has it and saves a change at once, saying so', async () => {
    const server = mockServer();
    server.on(parentDigestApi.settings, { digest_enabled: true });
    server.on(parentDigestApi.updateSettings, (request) => request.body as { digest_enabled: boolean });
    renderWithProviders(<ParentSettingsPage />);

    expect(screen.getByLabelText('Загружаем настройки')).toBeInTheDocument();
    const toggle = await screen.findByRole('switch', { name: /Еженедельное письмо об успехах ребёнка/ });
    expect(toggle).toBeChecked();
    expect(screen.getByText(/Каждый понедельник утром/)).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(await screen.findByText('Сохранено: письма больше не будут приходить')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(server.callsTo(parentDigestApi.updateSettings).map((call) => call.body)).toEqual([
      { digest_enabled: false },
    ]);
  });

  it('says a save failed and goes back to the saved state', async () => {
    const server = mockServer();
    server.on(parentDigestApi.settings, { digest_enabled: true });
    server.on(parentDigestApi.updateSettings, refuse(500, 'INTERNAL_ERROR'));
    renderWithProviders(<ParentSettingsPage />);

    const toggle = await screen.findByRole('switch', { name: /Еженедельное письмо/ });
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось сохранить настройку');
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('shows a load failure in place with a way to try again', async () => {
    const server = mockServer();
    server.on(parentDigestApi.settings, refuse(500, 'INTERNAL_ERROR'));
    renderWithProviders(<ParentSettingsPage />);

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    server.on(parentDigestApi.settings, { digest_enabled: false });
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    const toggle = await screen.findByRole('switch', { name: /Еженедельное письмо/ });
    expect(toggle).not.toBeChecked();
  });
});
