import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pictureLoginApi } from '@umka/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notifySuccess } from '../../lib/notify.ts';
import { mockServer, ok } from '../../test/app-harness.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { PictureLoginSwitch } from './PictureLoginSwitch.tsx';

vi.mock('../../lib/notify.ts', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));

const OFF = { group_id: 7, enabled: false, code: null, students: [] };

describe('the class form’s picture login switch', () => {
  beforeEach(() => vi.mocked(notifySuccess).mockClear());

  it('shows the class’s setting and saves a change at once', async () => {
    const server = mockServer({
      'GET /api/groups/7/picture-login': ok(OFF),
      'PUT /api/groups/7/picture-login': ok({ ...OFF, enabled: true, code: 'ABCD2345' }),
    });
    renderWithProviders(<PictureLoginSwitch groupId={7} />);
    const toggle = await screen.findByRole('switch', { name: /Вход по картинкам/ });
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(server.callsTo(pictureLoginApi.toggle).map((call) => call.body)).toEqual([{ enabled: true }]);
    expect(notifySuccess).toHaveBeenCalledWith('Вход по картинкам включён');
  });
});
